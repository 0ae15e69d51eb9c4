/**
 * The ways out that every channel's sender shares: one SMTP transport for the e-mails, the
 * webhook, and the sender domain's Message-IDs. Each feature registers its own senders over them.
 */
import nodemailer from "nodemailer";
import { Webhook } from "standardwebhooks";
import { keepHeaderTextLiteral } from "./mail-headers.ts";
import type { ReplyPromiseSetting } from "#shared/site/reply-promise.ts";
import type { TeamMailbox } from "./reply-address.ts";

/** What the senders need of the configuration (SMTP_URL, NOTIFY_*, SITE_URL, REPLY_PROMISE_*). */
export interface OutboxSettings {
  readonly smtpUrl: string | undefined;
  readonly notifyEmailFrom: string;
  readonly notifyEmailTo: readonly string[];
  readonly notifyAutoreply: boolean;
  readonly notifyWebhookUrl: string | undefined;
  readonly notifyWebhookSecret: string | undefined;
  readonly siteUrl: string;
  /** The promise the server keeps, which the acknowledgement and the reminders state. */
  readonly replyPromise: ReplyPromiseSetting;
  /** The team mailbox the server reads answers from; undefined when it reads none. */
  readonly inbound?: { readonly mailbox: TeamMailbox } | undefined;
}

/** What a sender needs of an e-mail transport (nodemailer's `sendMail`). */
export interface MailSender {
  sendMail(message: Record<string, unknown>): Promise<unknown>;
}

/** POSTs one JSON body under a delivery's id; throws when it was not accepted. */
export type WebhookPost = (deliveryId: string, payload: unknown) => Promise<void>;

export interface Transports {
  /** The SMTP transport; undefined without SMTP_URL. */
  readonly mail: MailSender | undefined;
  /** The webhook; undefined without NOTIFY_WEBHOOK_URL. */
  readonly postWebhook: WebhookPost | undefined;
  /**
   * The sender domain's Message-ID for an id. A delivery's id keeps its Message-ID across tries,
   * so a resend after a crash can be recognised.
   */
  readonly messageIdOf: (id: string) => string;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The domain of the sender address, for Message-IDs. */
function domainOf(mailbox: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailbox)?.[1] ?? "localhost";
}

function mailTransport(smtpUrl: string): MailSender {
  return nodemailer
    .createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    .use("compile", keepHeaderTextLiteral);
}

export function createTransports(settings: OutboxSettings): Transports {
  const domain = domainOf(settings.notifyEmailFrom);
  return {
    mail: settings.smtpUrl === undefined ? undefined : mailTransport(settings.smtpUrl),
    postWebhook:
      settings.notifyWebhookUrl === undefined
        ? undefined
        : webhookPoster(settings.notifyWebhookUrl, settings.notifyWebhookSecret),
    messageIdOf: (id) => `<${id}@${domain}>`,
  };
}

/**
 * POSTs one JSON body to the webhook; throws when it was not accepted. Standard Webhooks: the id
 * stays the delivery's across retries, so a receiver can drop a copy.
 */
export function webhookPoster(url: string | undefined, secret: string | undefined): WebhookPost {
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
