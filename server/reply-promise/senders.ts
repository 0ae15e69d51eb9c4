/**
 * The reminders' senders, which the composition root registers with the outbox: by e-mail to the
 * owner (or the team) and by webhook. A reminder whose clock stopped meanwhile (answered,
 * closed, waiting on the customer) has nothing left to say and sends nothing: it is dropped.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { aboutEnquiry } from "#server/enquiries/senders.ts";
import { ownerOf } from "#server/enquiries/owner.ts";
import { chatMarkupOf, literalIn } from "#server/outbox/chat-text.ts";
import type { Send, Senders } from "#server/outbox/notifier.ts";
import type { OutboxSettings, Transports } from "#server/outbox/transports.ts";
import type { Database } from "#server/store/database.ts";
import { replyPromiseWords } from "#server/site/facts.ts";
import { runningDueAt, thresholdOfTopic } from "./clocks-store.ts";
import { reminderLine, reminderMail, type ReminderThreshold } from "./messages.ts";

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

  /**
   * The running clock's due time and the enquiry's owner, or undefined when no clock runs.
   */
  async function stillDue(enquiryId: string) {
    const dueAt = await runningDueAt(db, enquiryId);
    if (!dueAt) return undefined;
    return { dueAt, owner: await ownerOf(db, enquiryId) };
  }

  if (mail) {
    senders.reminder = aboutEnquiry(db, async (enquiry, delivery) => {
      const clock = await stillDue(enquiry.id);
      if (!clock) return;
      await mail.sendMail({
        from: settings.notifyEmailFrom,
        to: clock.owner ?? team,
        messageId: messageIdOf(delivery.id),
        headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
        ...reminderMail(
          enquiry,
          thresholdOfTopic(delivery.topic) as ReminderThreshold,
          clock.dueAt,
          now(),
          settings.siteUrl,
          replyPromiseWords(settings.replyPromise),
        ),
      });
    });
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
