import type { CSSProperties, ReactNode } from "react";

/**
 * Fades and slides its content in the first time it enters the viewport (see
 * `startMotion`). Content that starts on screen, or a visitor without JavaScript, never sees
 * it hidden.
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
  const style = delayMs ? ({ "--reveal-delay": `${delayMs}ms` } as CSSProperties) : undefined;
  return (
    <Tag data-reveal="" style={style} className={className}>
      {children}
    </Tag>
  );
}
