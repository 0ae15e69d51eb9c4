/** One sender per delivery channel; the notifier calls the one a delivery row names. */
import nodemailer from "nodemailer";
import { Webhook } from "standardwebhooks";
import type { Env } from "#server/boot/env.ts";
import { chatMarkupOf, literalIn, type ChatMarkup } from "#server/outbox/chat-text.ts";
import { keepHeaderTextLiteral } from "#server/outbox/mail-headers.ts";
import type { Delivery } from "#server/outbox/deliveries.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import type { Enquiry } from "./store.ts";
import type { Database } from "#server/store/database.ts";
import { teamSendersFor } from "#server/replies/senders.ts";
import {
  acknowledgement,
  deliveryFailureAlert,
  enquiryHeadline,
  inboxLink,
  teamNotification,
} from "./messages.ts";

/** Sends one delivery; throws when it did not go out (the notifier then retries). */
export type Send = (enquiry: Enquiry, delivery: Delivery) => Promise<void>;
export type Senders = Readonly<Partial<Record<DeliveryChannel, Send>>>;

/** Tells the team that a delivery was given up on; throws when the alert did not go out. */
export type AlertFailure = (enquiry: Enquiry, failed: Delivery) => Promise<void>;

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The domain of the sender address, for Message-IDs. */
function domainOf(mailbox: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailbox)?.[1] ?? "localhost";
}

function mailTransport(smtpUrl: string) {
  return nodemailer
    .createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    .use("compile", keepHeaderTextLiteral);
}

type MailTransport = ReturnType<typeof mailTransport>;

/**
 * What the notifier sends through: one sender per configured channel, and the alert of a
 * delivery given up on. The e-mails share one SMTP transport.
 */
/**
 * `consentLinkFor` makes the signed link to the person's consent page that each acknowledgement
 * and reply carries; without it they name the privacy policy's address instead.
 */
export function createOutbound(
  env: Env,
  /** With the store, the team's own mails too: replies, assignment notices, reminders. */
  team?: { readonly db: Database; readonly now: () => Date },
  consentLinkFor?: (enquiryId: string) => string,
): {
  readonly senders: Senders;
  readonly alertFailure: AlertFailure | undefined;
} {
  const transport = env.smtpUrl === undefined ? undefined : mailTransport(env.smtpUrl);
  const domain = domainOf(env.notifyEmailFrom);
  const teamSenders = team
    ? teamSendersFor({
        env,
        db: team.db,
        transport,
        messageIdOf: (id) => `<${id}@${domain}>`,
        postWebhook:
          env.notifyWebhookUrl === undefined
            ? undefined
            : webhookPoster(env.notifyWebhookUrl, env.notifyWebhookSecret),
        consentLinkFor,
        now: team.now,
      })
    : {};
  return {
    senders: { ...sendersFor(env, transport, consentLinkFor), ...teamSenders },
    alertFailure: failureAlertFor(env, transport),
  };
}

function sendersFor(
  env: Env,
  transport: MailTransport | undefined,
  consentLinkFor: ((enquiryId: string) => string) | undefined,
): Senders {
  const senders: Partial<Record<DeliveryChannel, Send>> = {};

  if (transport !== undefined) {
    const from = env.notifyEmailFrom;
    const domain = domainOf(from);
    // The same delivery keeps the same Message-ID, so a resend after a crash can be recognised.
    const messageId = (delivery: Delivery) => `<${delivery.id}@${domain}>`;

    senders.email = async (enquiry, delivery) => {
      const content = teamNotification(enquiry, env.siteUrl);
      await transport.sendMail({
        from,
        to: [...env.notifyEmailTo],
        replyTo: { name: enquiry.fields.name ?? "", address: enquiry.fields.email ?? "" },
        messageId: messageId(delivery),
        headers: { "X-Enquiry-Id": enquiry.id },
        ...content,
      });
    };

    if (env.notifyAutoreply) {
      senders.autoreply = async (enquiry, delivery) => {
        await transport.sendMail({
          from,
          to: enquiry.fields.email ?? "",
          replyTo: [...env.notifyEmailTo],
          messageId: messageId(delivery),
          headers: { "Auto-Submitted": "auto-replied" },
          ...acknowledgement(
            enquiry,
            env.siteUrl,
            consentLinkFor?.(enquiry.id) ?? `${env.siteUrl}/privacy`,
          ),
        });
      };
    }
  }

  const webhookUrl = env.notifyWebhookUrl;
  if (webhookUrl !== undefined) {
    const post = webhookPoster(env.notifyWebhookUrl, env.notifyWebhookSecret);
    const markup = chatMarkupOf(webhookUrl);
    senders.webhook = (enquiry, delivery) =>
      post(delivery.id, webhookPayload(enquiry, env.siteUrl, markup));
  }

  return senders;
}

/**
 * POSTs one JSON body to the webhook; throws when it was not accepted. Standard Webhooks: the id
 * stays the delivery's across retries, so a receiver can drop a copy.
 */
export function webhookPoster(
  url: string | undefined,
  secret: string | undefined,
): (deliveryId: string, payload: unknown) => Promise<void> {
  const signer = secret && new Webhook(secret);
  return async (deliveryId, payload) => {
    if (url === undefined) throw new Error("No webhook is configured");
    const body = JSON.stringify(payload);
    const signedAt = new Date();
    const signature = signer && {
      "webhook-id": deliveryId,
      "webhook-timestamp": String(Math.floor(signedAt.getTime() / 1000)),
      "webhook-signature": signer.sign(deliveryId, signedAt, body),
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": deliveryId,
          ...signature,
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`Webhook unreachable: ${reasonOf(error)}`, { cause: error });
    }
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
  };
}

/** Why a fetch failed: undici hides the network error ("fetch failed") in `cause`. */
function reasonOf(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Tells the team by e-mail when a delivery is given up on; undefined without SMTP. The alert may
 * fail like the delivery did (the same SMTP server); the notifier logs that and moves on.
 */
function failureAlertFor(env: Env, transport: MailTransport | undefined): AlertFailure | undefined {
  if (transport === undefined) return undefined;
  return async (enquiry, failed) => {
    await transport.sendMail({
      from: env.notifyEmailFrom,
      to: [...env.notifyEmailTo],
      headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
      ...deliveryFailureAlert(enquiry, failed, env.siteUrl),
    });
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
