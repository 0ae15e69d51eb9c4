/** How the inbox words an enquiry's place against the reply promise: "3 h left", "overdue by 2 h". */
import type { ReplyState } from "#shared/reply-promise/reply-state.ts";
import { dueText } from "#shared/reply-promise/time-span.ts";
import { replyClockText } from "#app/content/admin.ts";

export type ClockTone = "waiting" | "overdue" | "answered";

export interface ClockView {
  readonly tone: ClockTone;
  readonly text: string;
}

/** What the list shows beside an enquiry; nothing for one without a promise (spam, or older). */
export function clockView(reply: ReplyState, now: Date): ClockView | undefined {
  if (!reply.running || !reply.dueAt) {
    return reply.answeredAt ? { tone: "answered", text: replyClockText.answered } : undefined;
  }
  const overdue = reply.dueAt.getTime() <= now.getTime();
  return { tone: overdue ? "overdue" : "waiting", text: dueText(reply.dueAt, now) };
}
