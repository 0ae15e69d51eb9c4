import type { CSSProperties, ReactNode } from "react";
import { useInViewOnce } from "~/lib/use-in-view-once";

/**
 * Fades and slides its content in the first time it enters the viewport. Content that starts on
 * screen, or a visitor without JavaScript, never sees it hidden.
 */
export function Reveal({
  children,
  delayMs = 0,
  className,
  as: Tag = "div",
}: {
  children: ReactNode;
  delayMs?: number;
  className?: string;
  as?: "div" | "li" | "article";
}) {
  const [ref, state] = useInViewOnce<HTMLDivElement>();
  const reveal = state === "waiting" ? "hidden" : state === "inView" ? "shown" : undefined;
  const style = delayMs ? ({ "--reveal-delay": `${delayMs}ms` } as CSSProperties) : undefined;
  return (
    <Tag ref={ref as never} data-reveal={reveal} style={style} className={className}>
      {children}
    </Tag>
  );
}
