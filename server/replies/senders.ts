/**
 * The senders of the team's own mails about an enquiry, which read what they send from the store
 * when they send it: a reply (threaded to the acknowledgement the enquirer received, or to a
 * stable per-enquiry thread id), an assignment's notice, and the reminders by e-mail and webhook.
 * A reminder for an enquiry answered meanwhile has nothing left to say and sends nothing.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import type { Env } from "#server/boot/env.ts";
import type { Database } from "#server/store/database.ts";
import { findAssignment, findReplyClock, repliesOf, sentAcknowledgementId } from "./store.ts";
import { ownerOf } from "#server/enquiries/owner.ts";
import { chatMarkupOf, literalIn } from "#server/outbox/chat-text.ts";
import { assignmentMail, reminderLine, reminderMail, replyMail } from "./messages.ts";
import type { ReminderThreshold } from "./messages.ts";
import type { Send } from "#server/enquiries/senders.ts";

/** What the team's senders need of an e-mail transport (nodemailer's `sendMail`). */
export interface MailSender {
  sendMail(message: Record<string, unknown>): Promise<unknown>;
}

export interface TeamSenderOptions {
  readonly env: Env;
  readonly db: Database;
  readonly transport: MailSender | undefined;
  /** The sender domain's Message-ID for an id. */
  readonly messageIdOf: (id: string) => string;
  readonly postWebhook: ((deliveryId: string, payload: unknown) => Promise<void>) | undefined;
  /** The signed link to the person's privacy choices that every reply carries. */
  readonly consentLinkFor?: (enquiryId: string) => string;
  readonly now: () => Date;
}

export function teamSendersFor({
  env,
  db,
  transport,
  messageIdOf,
  postWebhook,
  consentLinkFor,
  now,
}: TeamSenderOptions): Partial<Record<DeliveryChannel, Send>> {
  const senders: Partial<Record<DeliveryChannel, Send>> = {};
  const team = [...env.notifyEmailTo];

  /**
   * The open reminder's due time and the enquiry's owner, or undefined when it was answered (or
   * never had a promise).
   */
  async function stillDue(enquiryId: string) {
    const clock = await findReplyClock(db, enquiryId);
    if (!clock?.dueAt || clock.answeredAt) return undefined;
    return { dueAt: clock.dueAt, owner: await ownerOf(db, enquiryId) };
  }

  if (transport) {
    senders.reply = async (enquiry, delivery) => {
      const replies = await repliesOf(db, enquiry.id);
      const index = replies.findIndex((reply) => reply.id === delivery.topic);
      const reply = replies[index];
      if (!reply) throw new Error("The reply is gone");
      const acknowledged = await sentAcknowledgementId(db, enquiry.id);
      const root = messageIdOf(acknowledged ?? `enquiry-${enquiry.id}`);
      const earlier = replies
        .slice(0, index)
        .flatMap((previous) => (previous.deliveryId ? [messageIdOf(previous.deliveryId)] : []));
      await transport.sendMail({
        from: env.notifyEmailFrom,
        to: enquiry.fields.email ?? "",
        replyTo: team,
        messageId: messageIdOf(delivery.id),
        inReplyTo: earlier.at(-1) ?? root,
        references: [root, ...earlier],
        headers: { "X-Enquiry-Id": enquiry.id },
        ...replyMail(
          enquiry,
          reply.body,
          env.siteUrl,
          consentLinkFor?.(enquiry.id) ?? `${env.siteUrl}/privacy`,
        ),
      });
    };

    senders.assignment = async (enquiry, delivery) => {
      const assignment = await findAssignment(db, delivery.topic);
      if (!assignment) throw new Error("The assignment is gone");
      const clock = await findReplyClock(db, enquiry.id);
      await transport.sendMail({
        from: env.notifyEmailFrom,
        to: assignment.owner,
        messageId: messageIdOf(delivery.id),
        headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
        ...assignmentMail(enquiry, assignment, clock?.dueAt, now(), env.siteUrl),
      });
    };

    senders.reminder = async (enquiry, delivery) => {
      const clock = await stillDue(enquiry.id);
      if (!clock) return;
      await transport.sendMail({
        from: env.notifyEmailFrom,
        to: clock.owner ?? team,
        messageId: messageIdOf(delivery.id),
        headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
        ...reminderMail(
          enquiry,
          delivery.topic as ReminderThreshold,
          clock.dueAt,
          now(),
          env.siteUrl,
        ),
      });
    };
  }

  if (postWebhook && env.notifyWebhookUrl) {
    const markup = chatMarkupOf(env.notifyWebhookUrl);
    senders["reminder-webhook"] = async (enquiry, delivery) => {
      const clock = await stillDue(enquiry.id);
      if (!clock) return;
      await postWebhook(delivery.id, {
        text: reminderLine(enquiry, clock.dueAt, now(), env.siteUrl, (value) =>
          literalIn(markup, value),
        ),
        id: enquiry.id,
        kind: enquiry.kind,
        reminder: delivery.topic,
        dueAt: clock.dueAt.toISOString(),
        owner: clock.owner ?? null,
      });
    };
  }
  return senders;
}
