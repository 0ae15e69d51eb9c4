/** The path groups the HTTP app treats alike. */

export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The team's inbox and everything under it. */
export function isAdminPath(path: string): boolean {
  return isUnder(path, "/admin") || path.startsWith("/admin.");
}
