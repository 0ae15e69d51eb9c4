/** How the inbox words an enquiry's place against the reply promise: "3 h left", "overdue by 2 h". */
import type { ReplyState } from "@shared/admin-service";
import { replyClockText } from "~/content/admin";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "45 min", "3 h", "2 d 5 h": whole units, rounded down, never less than a minute. */
export function spanText(ms: number): string {
  const span = Math.abs(ms);
  if (span < HOUR_MS) return `${Math.max(1, Math.floor(span / MINUTE_MS))} min`;
  if (span < 2 * DAY_MS) return `${Math.floor(span / HOUR_MS)} h`;
  const days = Math.floor(span / DAY_MS);
  const hours = Math.floor((span % DAY_MS) / HOUR_MS);
  return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
}

export type ClockTone = "waiting" | "overdue" | "answered";

export interface ClockView {
  readonly tone: ClockTone;
  readonly text: string;
}

/** What the list shows beside an enquiry; nothing for one without a promise (spam, or older). */
export function clockView(reply: ReplyState, now: Date): ClockView | undefined {
  if (reply.answeredAt) return { tone: "answered", text: replyClockText.answered };
  if (!reply.dueAt) return undefined;
  const left = reply.dueAt.getTime() - now.getTime();
  return left > 0
    ? { tone: "waiting", text: replyClockText.left(spanText(left)) }
    : { tone: "overdue", text: replyClockText.overdue(spanText(left)) };
}
