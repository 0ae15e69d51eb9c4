/** One sender per delivery channel; the notifier calls the one a delivery row names. */
import nodemailer from "nodemailer";
import type { Env } from "../env.ts";
import type { Delivery, Channel } from "../store/deliveries.ts";
import type { Enquiry } from "../store/enquiries.ts";
import { acknowledgement, teamNotification } from "./messages.ts";

/** Sends one delivery; throws when it did not go out (the notifier then retries). */
export type Send = (enquiry: Enquiry, delivery: Delivery) => Promise<void>;
export type Senders = Readonly<Partial<Record<Channel, Send>>>;

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The domain of the sender address, for Message-IDs. */
function domainOf(mailbox: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailbox)?.[1] ?? "localhost";
}

export function createSenders(env: Env): Senders {
  const senders: Partial<Record<Channel, Send>> = {};

  if (env.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport({
      url: env.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const from = env.notifyEmailFrom;
    const domain = domainOf(from);
    // The same delivery keeps the same Message-ID, so a resend after a crash can be recognised.
    const messageId = (delivery: Delivery) => `<${delivery.id}@${domain}>`;

    senders.email = async (enquiry, delivery) => {
      const content = teamNotification(enquiry);
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
          ...acknowledgement(enquiry, env.siteUrl),
        });
      };
    }
  }

  const webhookUrl = env.notifyWebhookUrl;
  if (webhookUrl !== undefined) {
    senders.webhook = async (enquiry, delivery) => {
      let response: Response;
      try {
        response = await fetch(webhookUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "idempotency-key": delivery.id,
          },
          body: JSON.stringify(webhookPayload(enquiry)),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`Webhook unreachable: ${reasonOf(error)}`, { cause: error });
      }
      await response.body?.cancel();
      if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
    };
  }

  return senders;
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

/** The JSON a webhook receives for one enquiry. */
export function webhookPayload(enquiry: Enquiry) {
  return {
    id: enquiry.id,
    kind: enquiry.kind,
    action: enquiry.action,
    receivedAt: enquiry.createdAt.toISOString(),
    fields: enquiry.fields,
  };
}
