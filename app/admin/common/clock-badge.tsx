import { cn } from "#app/lib/cn.ts";
import { replyClockText } from "#app/content/admin.ts";
import type { ClockView } from "./reply-clock.ts";

const tones = {
  waiting: "bg-sky-100 text-sky-900",
  overdue: "bg-red-100 text-red-900",
  answered: "bg-green-100 text-green-900",
} as const;

/** "3 h left", "overdue by 2 h" or "Answered", with the due time for assistive technology and hover. */
export function ClockBadge({ clock, dueIso }: { clock: ClockView; dueIso: string | undefined }) {
  const text = clock.tone === "answered" ? clock.text : `${replyClockText.due}: ${clock.text}`;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold",
        tones[clock.tone],
      )}
    >
      {dueIso && clock.tone !== "answered" ? <time dateTime={dueIso}>{text}</time> : text}
    </span>
  );
}
