import type { CSSProperties, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A tool's name as a small chip inside a picture. */
export function ToolChips({
  tools,
  tone = "light",
  className,
}: {
  tools: readonly string[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <span className={cn("flex flex-wrap gap-1", className)}>
      {tools.map((tool) => (
        <span
          key={tool}
          className={cn(
            "rounded-pill px-2 py-0.5 text-xs leading-5 font-medium whitespace-nowrap",
            tone === "light" ? "bg-brand-50 text-brand-800" : "bg-white/20 text-white",
          )}
        >
          {tool}
        </span>
      ))}
    </span>
  );
}

/** The white panel a picture is drawn on; `chrome` adds a window's title bar with its dots. */
export function Panel({
  chrome = false,
  className,
  style,
  children,
}: {
  chrome?: boolean;
  className?: string;
  /** Geometry only this drawing uses, kept out of the site's shared stylesheet. */
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div
      style={style}
      className={cn(
        "overflow-hidden rounded-panel bg-white shadow-lift ring-1 ring-line",
        className,
      )}
    >
      {chrome ? (
        <div className="flex items-center gap-1.5 border-b border-line bg-surface-muted px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-[#f87171]" />
          <span className="size-2.5 rounded-full bg-accent-400" />
          <span className="size-2.5 rounded-full bg-[#4ade80]" />
          <span
            className="ml-2 flex-1 rounded-pill bg-white ring-1 ring-line"
            style={{ height: "1rem" }}
          />
        </div>
      ) : null}
      {children}
    </div>
  );
}

/**
 * A small caption in a picture, a label over a part of the drawing. `className` sets its colour;
 * an empty one takes the colour around it.
 */
export function Caption({
  children,
  className = "text-ink-muted",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={cn("text-xs font-semibold tracking-wider uppercase", className)}>
      {children}
    </span>
  );
}
