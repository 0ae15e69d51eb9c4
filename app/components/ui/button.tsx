import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

const base =
  "inline-flex items-center justify-center gap-2 rounded-pill font-semibold transition-colors duration-200 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 whitespace-nowrap";

const variants = {
  primary: "bg-brand-600 text-white shadow-lift hover:bg-brand-700",
  secondary: "bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  onDark: "bg-white text-brand-800 hover:bg-brand-50",
  outlineOnDark: "text-white ring-1 ring-inset ring-white/60 hover:bg-white/10",
} as const;

const sizes = {
  md: "h-11 px-5 text-sm",
  lg: "h-13 px-7 text-base",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClass({ variant = "primary", size = "md" }: ButtonStyle, className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

/**
 * A link that looks like a button. A plain anchor even for our own pages: they are pre-rendered,
 * so a full load is fast, and a client-side router would ship JavaScript to every page.
 */
export function ButtonLink({
  variant,
  size,
  className,
  href,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & ButtonStyle & { href: string }) {
  return (
    <a href={href} className={buttonClass({ variant, size }, className)} {...props}>
      {children}
    </a>
  );
}
