/**
 * The replies' senders, which the composition root registers with the outbox: a reply written
 * in the inbox (threaded to the acknowledgement the enquirer received, or to a stable per-enquiry
 * thread id), and an assignment's notice to the colleague. Each reads what it sends when it sends.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { aboutEnquiry } from "#server/enquiries/senders.ts";
import { sentDeliveryId } from "#server/outbox/deliveries.ts";
import type { Send, Senders } from "#server/outbox/notifier.ts";
import type { OutboxSettings, Transports } from "#server/outbox/transports.ts";
import { replyToFor } from "#server/outbox/reply-address.ts";
import { findReplyClock } from "#server/reply-promise/clocks-store.ts";
import type { Database } from "#server/store/database.ts";
import { assignmentMail, replyMail, type QuotedMessage } from "./messages.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import { customerMailsOf } from "#server/mail/store.ts";
import { siteFacts } from "#server/site/facts.ts";
import { fieldRule } from "#shared/enquiries/fields.ts";
import { displayNameFor } from "#server/accounts/users-store.ts";
import { addressOf } from "#shared/text/email.ts";
import { findAssignment, repliesOf, replyAttachmentsOf } from "./store.ts";

/**
 * What the reply answers, quoted below it: the customer's last mail before it (not a machine's),
 * else what they sent with the enquiry.
 */
async function lastCustomerMessage(
  db: Database,
  enquiry: Enquiry,
  before: Date,
): Promise<QuotedMessage | undefined> {
  const mails = await customerMailsOf(db, enquiry.id);
  const last = mails.findLast((mail) => !mail.automatic && mail.at <= before && mail.body);
  if (last) return { at: last.at, text: last.body };
  const text = Object.entries(enquiry.fields)
    .filter(([name]) => fieldRule(name)?.long)
    .map(([, value]) => value.trim())
    .filter(Boolean)
    .join("\n\n");
  return text ? { at: enquiry.createdAt, text } : undefined;
}

export interface ReplySenderOptions {
  readonly settings: OutboxSettings;
  readonly transports: Transports;
  readonly db: Database;
  /** The signed link to the person's privacy choices that every reply carries. */
  readonly consentLinkFor?: (enquiryId: string) => string;
  readonly now: () => Date;
}

export function replySenders({
  settings,
  transports: { mail, messageIdOf },
  db,
  consentLinkFor,
  now,
}: ReplySenderOptions): Senders {
  const senders: Partial<Record<DeliveryChannel, Send>> = {};
  if (!mail) return senders;

  senders.reply = aboutEnquiry(db, async (enquiry, delivery) => {
    const replies = await repliesOf(db, enquiry.id);
    const index = replies.findIndex((reply) => reply.id === delivery.topic);
    const reply = replies[index];
    if (!reply) throw new Error("The reply is gone");
    const acknowledged = await sentDeliveryId(db, enquiry.id, "autoreply");
    const root = messageIdOf(acknowledged ?? `enquiry-${enquiry.id}`);
    const earlier = replies
      .slice(0, index)
      .flatMap((previous) => (previous.deliveryId ? [messageIdOf(previous.deliveryId)] : []));
    await mail.sendMail({
      // From the person who wrote it, through the team address.
      from: {
        name: `${await displayNameFor(db, reply.author)}, ${siteFacts.company}`,
        address: settings.inbound?.mailbox.address ?? addressOf(settings.notifyEmailFrom),
      },
      to: enquiry.fields.email ?? "",
      replyTo: await replyToFor(db, settings, enquiry.id),
      messageId: messageIdOf(delivery.id),
      inReplyTo: earlier.at(-1) ?? root,
      references: [root, ...earlier],
      headers: { "X-Enquiry-Id": enquiry.id },
      // Read from the store at each attempt, so a retry after a restart carries them too.
      attachments: (await replyAttachmentsOf(db, reply.id)).map((file) => ({
        filename: file.fileName,
        contentType: file.mediaType,
        content: Buffer.from(file.content),
      })),
      ...replyMail(
        enquiry,
        reply.body,
        settings.siteUrl,
        consentLinkFor?.(enquiry.id) ?? `${settings.siteUrl}/privacy`,
        await lastCustomerMessage(db, enquiry, reply.writtenAt),
      ),
    });
  });

  senders.assignment = aboutEnquiry(db, async (enquiry, delivery) => {
    const assignment = await findAssignment(db, delivery.topic);
    if (!assignment) throw new Error("The assignment is gone");
    const clock = await findReplyClock(db, enquiry.id);
    await mail.sendMail({
      from: settings.notifyEmailFrom,
      to: assignment.owner,
      messageId: messageIdOf(delivery.id),
      headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
      ...assignmentMail(
        enquiry,
        { by: await displayNameFor(db, assignment.by) },
        clock?.dueAt,
        now(),
        settings.siteUrl,
      ),
    });
  });

  return senders;
}
