/**
 * The enquiry core's senders, which the composition root registers with the outbox: the team's
 * notification by e-mail and webhook, the visitor's acknowledgement, and the alert of a delivery
 * given up on. Each reads the enquiry when it sends.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { chatMarkupOf, literalIn, type ChatMarkup } from "#server/outbox/chat-text.ts";
import type { Delivery } from "#server/outbox/deliveries.ts";
import type { AlertFailure, Send, Senders } from "#server/outbox/notifier.ts";
import type { OutboxSettings, Transports } from "#server/outbox/transports.ts";
import { replyToFor } from "#server/outbox/reply-address.ts";
import type { Database } from "#server/store/database.ts";
import { replyPromiseWords } from "#server/site/facts.ts";
import {
  acknowledgement,
  deliveryFailureAlert,
  enquiryHeadline,
  inboxLink,
  teamNotification,
} from "./messages.ts";
import { findEnquiry, type Enquiry } from "./store.ts";

/** A sender of a delivery about an enquiry, which it reads when it sends; throws when it is gone. */
export function aboutEnquiry(
  db: Database,
  send: (enquiry: Enquiry, delivery: Delivery) => Promise<void>,
): Send {
  return async (delivery) => {
    const enquiry = await findEnquiry(db, delivery.enquiryId);
    if (!enquiry) throw new Error("Nothing to send: the channel or the enquiry is gone");
    await send(enquiry, delivery);
  };
}

export interface EnquirySenderOptions {
  readonly settings: OutboxSettings;
  readonly transports: Transports;
  readonly db: Database;
  /**
   * The signed link to the person's consent page that each acknowledgement carries; without it,
   * the privacy policy's address.
   */
  readonly consentLinkFor?: (enquiryId: string) => string;
}

/** One sender per configured channel of a new enquiry. */
export function enquirySenders({
  settings,
  transports: { mail, postWebhook, messageIdOf },
  db,
  consentLinkFor,
}: EnquirySenderOptions): Senders {
  const senders: Partial<Record<DeliveryChannel, Send>> = {};

  if (mail !== undefined) {
    const from = settings.notifyEmailFrom;

    senders.email = aboutEnquiry(db, async (enquiry, delivery) => {
      const content = teamNotification(enquiry, settings.siteUrl);
      await mail.sendMail({
        from,
        to: [...settings.notifyEmailTo],
        replyTo: { name: enquiry.fields.name ?? "", address: enquiry.fields.email ?? "" },
        messageId: messageIdOf(delivery.id),
        headers: { "X-Enquiry-Id": enquiry.id },
        ...content,
      });
    });

    if (settings.notifyAutoreply) {
      senders.autoreply = aboutEnquiry(db, async (enquiry, delivery) => {
        await mail.sendMail({
          from,
          to: enquiry.fields.email ?? "",
          replyTo: await replyToFor(db, settings, enquiry.id),
          messageId: messageIdOf(delivery.id),
          headers: { "Auto-Submitted": "auto-replied" },
          ...acknowledgement(
            enquiry,
            settings.siteUrl,
            consentLinkFor?.(enquiry.id) ?? `${settings.siteUrl}/privacy`,
            replyPromiseWords(settings.replyPromise),
          ),
        });
      });
    }
  }

  const webhookUrl = settings.notifyWebhookUrl;
  if (webhookUrl !== undefined && postWebhook !== undefined) {
    const markup = chatMarkupOf(webhookUrl);
    senders.webhook = aboutEnquiry(db, (enquiry, delivery) =>
      postWebhook(delivery.id, webhookPayload(enquiry, settings.siteUrl, markup)),
    );
  }

  return senders;
}

/**
 * Tells the team by e-mail when a delivery is given up on; undefined without SMTP. The alert may
 * fail like the delivery did (the same SMTP server); the notifier logs that and moves on. An
 * enquiry erased meanwhile has nobody left to tell about.
 */
export function enquiryFailureAlert({
  settings,
  transports: { mail },
  db,
}: Omit<EnquirySenderOptions, "consentLinkFor">): AlertFailure | undefined {
  if (mail === undefined) return undefined;
  return async (failed) => {
    const enquiry = await findEnquiry(db, failed.enquiryId);
    if (!enquiry) return false;
    await mail.sendMail({
      from: settings.notifyEmailFrom,
      to: [...settings.notifyEmailTo],
      headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
      ...deliveryFailureAlert(enquiry, failed, settings.siteUrl),
    });
    return true;
  };
}

/**
 * The JSON a webhook receives for one enquiry. `text` is one line that Slack, Teams and Google
 * Chat incoming webhooks show as the message, the visitor's words in it escaped for the markup
 * the receiver reads; `fields` holds them as typed.
 */
export function webhookPayload(enquiry: Enquiry, siteUrl: string, markup: ChatMarkup) {
  return {
    text: `${enquiryHeadline(enquiry, (value) => literalIn(markup, value))}: ${inboxLink(enquiry.id, siteUrl)}`,
    id: enquiry.id,
    kind: enquiry.kind,
    action: enquiry.action,
    receivedAt: enquiry.createdAt.toISOString(),
    fields: enquiry.fields,
    attribution: enquiry.attribution ?? null,
  };
}
