import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately no tailwind-merge (7 KB of gzip JavaScript on every page):
 * callers add classes that do not conflict with a component's own.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
