/**
 * The reminders' senders, which the composition root registers with the outbox: by e-mail (a
 * digest to the owner or the team, an escalation to the administrators) and by webhook. Each
 * reads the clocks when it sends: a conversation whose clock stopped meanwhile (answered, closed,
 * waiting on the customer) has nothing left to say and is left out, or the mail is dropped.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { aboutEnquiry } from "#server/enquiries/senders.ts";
import { findEnquiry, type Enquiry } from "#server/enquiries/store.ts";
import { ownerOf } from "#server/enquiries/owner.ts";
import { activeAdministrators } from "#server/accounts/users-store.ts";
import { chatMarkupOf, literalIn } from "#server/outbox/chat-text.ts";
import { sentDeliveryId, type Delivery } from "#server/outbox/deliveries.ts";
import type { Send, Senders } from "#server/outbox/notifier.ts";
import type { OutboxSettings, Transports } from "#server/outbox/transports.ts";
import type { Database } from "#server/store/database.ts";
import { replyPromiseWords } from "#server/site/facts.ts";
import { conversationsDue, runningDueAt, thresholdOfTopic } from "./clocks-store.ts";
import {
  digestMail,
  escalationMail,
  reminderLine,
  reminderMail,
  type DigestItem,
} from "./messages.ts";
import { digestOfTopic, ESCALATION, type DigestAddress } from "./reminders.ts";

export interface ReminderSenderOptions {
  readonly settings: OutboxSettings;
  readonly transports: Transports;
  readonly db: Database;
  readonly now: () => Date;
}

export function reminderSenders({
  settings,
  transports: { mail, postWebhook, messageIdOf },
  db,
  now,
}: ReminderSenderOptions): Senders {
  const senders: Partial<Record<DeliveryChannel, Send>> = {};
  const team = [...settings.notifyEmailTo];
  const promise = replyPromiseWords(settings.replyPromise);

  /**
   * The running clock's due time and the enquiry's owner, or undefined when no clock runs.
   */
  async function stillDue(enquiryId: string) {
    const dueAt = await runningDueAt(db, enquiryId);
    if (!dueAt) return undefined;
    return { dueAt, owner: await ownerOf(db, enquiryId) };
  }

  /** A mail about one conversation threads under the team's notification of it. */
  async function threadedUnder(enquiryId: string): Promise<Record<string, string>> {
    const notification = await sentDeliveryId(db, enquiryId, "email");
    const headers: Record<string, string> = { "X-Enquiry-Id": enquiryId };
    if (notification) {
      headers["In-Reply-To"] = messageIdOf(notification);
      headers.References = messageIdOf(notification);
    }
    return headers;
  }

  if (mail) {
    const send = async (
      delivery: Delivery,
      to: string | readonly string[],
      headers: Record<string, string>,
      content: object,
    ) => {
      await mail.sendMail({
        from: settings.notifyEmailFrom,
        to,
        messageId: messageIdOf(delivery.id),
        headers: { ...headers, "Auto-Submitted": "auto-generated" },
        ...content,
      });
    };

    /** The recipient's conversations due soon and overdue, as they stand now. */
    async function digest(delivery: Delivery, address: DigestAddress): Promise<void> {
      const at = now();
      const due = await conversationsDue(db, address.recipient, address.slotEnd);
      const items: DigestItem[] = [];
      for (const { enquiryId, dueAt } of due) {
        const enquiry = await findEnquiry(db, enquiryId);
        if (enquiry) items.push({ enquiry, dueAt });
      }
      const to = address.recipient || team;
      const [only] = items;
      if (!only) return;
      if (items.length > 1) {
        await send(delivery, to, {}, digestMail(items, at, settings.siteUrl, promise));
        return;
      }
      const threshold = only.dueAt <= at ? "breach" : "soon";
      await send(
        delivery,
        to,
        await threadedUnder(only.enquiry.id),
        reminderMail(only.enquiry, threshold, only.dueAt, at, settings.siteUrl, promise),
      );
    }

    async function escalation(enquiry: Enquiry, delivery: Delivery): Promise<void> {
      const clock = await stillDue(enquiry.id);
      if (!clock?.owner) return;
      const owner = clock.owner;
      const administrators = (await activeAdministrators(db)).filter((email) => email !== owner);
      if (administrators.length === 0) return;
      await send(
        delivery,
        administrators,
        await threadedUnder(enquiry.id),
        escalationMail(enquiry, owner, clock.dueAt, now(), settings.siteUrl, promise),
      );
    }

    const escalate = aboutEnquiry(db, escalation);
    senders.reminder = async (delivery) => {
      const address = digestOfTopic(delivery.topic);
      if (address) await digest(delivery, address);
      else if (thresholdOfTopic(delivery.topic) === ESCALATION) await escalate(delivery);
      // A reminder of one threshold, queued before the digests: a digest tells of it instead.
    };
  }

  const webhookUrl = settings.notifyWebhookUrl;
  if (postWebhook && webhookUrl) {
    const markup = chatMarkupOf(webhookUrl);
    senders["reminder-webhook"] = aboutEnquiry(db, async (enquiry, delivery) => {
      const clock = await stillDue(enquiry.id);
      if (!clock) return;
      await postWebhook(delivery.id, {
        text: reminderLine(enquiry, clock.dueAt, now(), settings.siteUrl, (value) =>
          literalIn(markup, value),
        ),
        id: enquiry.id,
        kind: enquiry.kind,
        reminder: thresholdOfTopic(delivery.topic),
        dueAt: clock.dueAt.toISOString(),
        owner: clock.owner ?? null,
      });
    });
  }
  return senders;
}
