import { cn } from "#app/lib/cn.ts";

/**
 * The props of a list that becomes a row of cards scrolling sideways on a phone (`.swipe-row` in
 * app.css). Its cards may hold nothing focusable, so the row takes a tab stop of its own: a
 * keyboard reaches it and scrolls it with the arrow keys (a scrollable region must be focusable).
 */
export function swipeRow(className?: string): { className: string; tabIndex: 0 } {
  return { className: cn("swipe-row", className), tabIndex: 0 };
}
