/**
 * What the team and the customer do to a conversation, each moving its state (the enquiry core's,
 * server/enquiries/status.ts) and its reply clock together, inside the caller's transaction, and
 * recording who and when in the state history (docs/inbox.md, decision 019):
 *
 * - `customerMessageArrived`: the customer wrote (an answer read from the team mailbox). It
 *   moves the timeline on (a reply or note from a page drawn before it is not sent), reopens a
 *   waiting or closed conversation and starts a new reply clock for the message, unless
 *   a clock already runs for an earlier unanswered one (the oldest unanswered message sets the
 *   due time). An auto-reply or bounce changes nothing; a conversation closed as spam stays so.
 * - `replySent`: a reply went out (or an answer was given outside the inbox): the clock stops and
 *   the conversation waits on the customer.
 * - `closeConversation` with a reason (handled, unsuccessful, spam) and `reopenConversation`.
 *
 * No clock runs while a conversation is closed or waiting on the customer, so no reminder is
 * queued or sent for it (reminders.ts, senders.ts); reopening by hand resumes an unanswered
 * round's clock where it was.
 */
import type { ClosedStatus, EnquiryStatus } from "#shared/enquiries/status.ts";
import { BY_CUSTOMER, enquiryStatus, moveConversation } from "#server/enquiries/status.ts";
import { advanceTimeline } from "#server/enquiries/timeline.ts";
import type { Queryable } from "#server/store/database.ts";
import type { ReplyClock } from "./clock.ts";
import {
  clearReplyDue,
  runningDueAt,
  startNextRound,
  stopReplyClock,
  type AnsweredHow,
} from "./clocks-store.ts";

export interface CustomerMessage {
  /** An auto-reply, out-of-office or bounce: recorded by the caller, never answered. */
  readonly autoReply: boolean;
}

export interface CustomerMessageOutcome {
  /** The conversation's state after the message. */
  readonly state: EnquiryStatus;
  /** A new reply clock started for this message. */
  readonly clockStarted: boolean;
}

/** The functions bound to the reply promise's clock; the composition root makes them once. */
export interface Conversations {
  /** Answers undefined when the enquiry does not exist. */
  customerMessageArrived(
    tx: Queryable,
    enquiryId: string,
    at: Date,
    message: CustomerMessage,
  ): Promise<CustomerMessageOutcome | undefined>;
  replySent: typeof replySent;
  closeConversation: typeof closeConversation;
  reopenConversation: typeof reopenConversation;
}

export function conversations(clock: ReplyClock): Conversations {
  return {
    async customerMessageArrived(tx, enquiryId, at, { autoReply }) {
      const state = await enquiryStatus(tx, enquiryId);
      if (!state) return undefined;
      if (autoReply) return { state, clockStarted: false };
      // A reply or note from a page drawn before this message is not sent (decision 020).
      await advanceTimeline(tx, enquiryId, undefined);
      if (state === "spam") return { state, clockStarted: false };
      // A new enquiry nobody has looked at stays new; every other one is our turn again.
      let after = state;
      if (state !== "new") {
        await moveConversation(tx, { enquiryId, to: "open", by: BY_CUSTOMER, at });
        after = "open";
      }
      if (await runningDueAt(tx, enquiryId)) return { state: after, clockStarted: false };
      await startNextRound(tx, enquiryId, clock.promiseFor(at), at);
      return { state: after, clockStarted: true };
    },
    replySent,
    closeConversation,
    reopenConversation,
  };
}

/**
 * A reply went out, or `how` says it was given outside the inbox: the clock stops and a new or
 * open conversation waits on the customer (a closed one stays closed). Answers whether this was
 * the enquiry's first answer (the report's and the metrics' first reply).
 */
export async function replySent(
  tx: Queryable,
  enquiryId: string,
  by: string,
  at: Date,
  how: AnsweredHow = "reply",
): Promise<boolean> {
  const first = await stopReplyClock(tx, { enquiryId, by, at, how });
  await moveConversation(tx, { enquiryId, to: "waiting", by, at, from: ["new", "open"] });
  return first;
}

/**
 * Closes the conversation for `reason`: its clock stops running and its pending reminders send
 * nothing. Spam also loses its due time (no promise runs for spam). Answers the state it was
 * in, or undefined when the enquiry does not exist.
 */
export async function closeConversation(
  tx: Queryable,
  enquiryId: string,
  reason: ClosedStatus,
  by: string,
  at: Date,
): Promise<EnquiryStatus | undefined> {
  const before = await moveConversation(tx, { enquiryId, to: reason, by, at });
  if (reason === "spam" && before !== undefined && before !== "spam") {
    await clearReplyDue(tx, enquiryId);
  }
  return before;
}

/**
 * Reopens a conversation closed as handled or unsuccessful, or waiting on the customer: our turn
 * again. An unanswered round's clock resumes with its due time. Spam is released by the inbox's
 * own action (it starts a clock and sends the acknowledgement held back). Answers the state it
 * was in, or undefined when the enquiry does not exist or is new or spam.
 */
export async function reopenConversation(
  tx: Queryable,
  enquiryId: string,
  by: string,
  at: Date,
): Promise<EnquiryStatus | undefined> {
  return moveConversation(tx, {
    enquiryId,
    to: "open",
    by,
    at,
    from: ["waiting", "handled", "unsuccessful", "open"],
  });
}
