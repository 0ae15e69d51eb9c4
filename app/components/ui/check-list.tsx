import type { ReactNode } from "react";
import { Icon } from "./icon.tsx";
import { cn } from "#app/lib/cn.ts";

export type CheckTone = "light" | "dark";

/**
 * The site's one check mark: a white tick on a brand-blue disc (an amber disc on dark bands),
 * centred on the first line of the text beside it (`.check-mark` in app.css).
 */
export function CheckMark({ tone = "light" }: { tone?: CheckTone }) {
  return (
    <span aria-hidden="true" className={cn("check-mark", tone === "dark" && "check-mark-on-dark")}>
      <Icon name="check" className="size-3.5" />
    </span>
  );
}

/** One item of a check list: the mark, then its content. */
export function CheckItem({
  tone,
  className,
  children,
}: {
  tone?: CheckTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={cn("flex gap-3", className)}>
      <CheckMark tone={tone} />
      <span>{children}</span>
    </li>
  );
}

/** Short points, each after a check mark: what a service includes, what a call promises. */
export function CheckList({
  items,
  tone,
  className,
}: {
  items: readonly string[];
  tone?: CheckTone;
  className?: string;
}) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {items.map((item) => (
        <CheckItem key={item} tone={tone}>
          {item}
        </CheckItem>
      ))}
    </ul>
  );
}
