/**
 * The server's configuration, read from the environment once at start and validated, so a bad
 * value stops the server with one line naming the variable instead of failing on first use.
 */
import path from "node:path";
import * as z from "zod";
import { siteFacts } from "#server/site/facts.ts";
import { resolveSiteUrl } from "#shared/site/url.ts";
import {
  MAX_REPLY_PROMISE_HOURS,
  parseReplyPromiseHours,
  REPLY_CLOCK_KINDS,
} from "#shared/site/reply-promise.ts";
import { ConfigError } from "#server/lib/config-error.ts";
import { addressOf } from "#shared/text/email.ts";
import { LOG_LEVELS } from "#server/lib/logger.ts";
import { parseServerSecret, SERVER_SECRET_BYTES } from "#server/secrets/server-secret.ts";
import type { DatabaseConfig } from "#server/store/open.ts";

/** A day: a reminder digest comes at least daily. */
const MAX_DIGEST_MINUTES = 1440;

const logLevel = z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` });

function wholeNumber(min: number, max: number, fallback?: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  const schema = z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
  return fallback === undefined ? schema : schema.default(fallback);
}

function flag() {
  return z
    .enum(["true", "false"], { error: 'must be "true" or "false"' })
    .default("false")
    .transform((value) => value === "true");
}

function urlWithProtocol(protocols: readonly string[], message: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, message);
}

const emailAddress = z.email();

const serverSecret = z.string().transform((value, context) => {
  const secret = parseServerSecret(value);
  if (secret) return secret;
  context.issues.push({
    code: "custom",
    input: value,
    message: `must be at least ${SERVER_SECRET_BYTES} random bytes in base64 (make one with: openssl rand -base64 32)`,
  });
  return z.NEVER;
});

/** `Team <team@example.com>` or a bare address; line breaks can never reach a mail header. */
function isMailbox(value: string): boolean {
  const match = /^(?:[^<>\r\n]*<\s*([^<>\s]+)\s*>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && emailAddress.safeParse(address).success;
}

const databaseUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, context): DatabaseConfig => {
      if (value.startsWith("sqlite:") && value.length > "sqlite:".length) {
        return { kind: "sqlite", path: path.resolve(value.slice("sqlite:".length)) };
      }
      if (/^postgres(ql)?:\/\//.test(value) && URL.canParse(value)) {
        return { kind: "postgres", url: value };
      }
      context.issues.push({
        code: "custom",
        input: value,
        message: 'must be "sqlite:PATH" or a postgres:// (postgresql://) URL',
      });
      return z.NEVER;
    });

const siteUrl = z
  .string()
  .optional()
  .transform((value, context) => {
    try {
      return resolveSiteUrl(value);
    } catch {
      context.issues.push({
        code: "custom",
        input: value,
        message: "must be an absolute http(s) URL",
      });
      return z.NEVER;
    }
  });

/** `https://a.example, https://b.example`: bare origins, each written as a browser sends it. */
const originList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .refine(
    (origins) =>
      origins.every((origin) => {
        const url = URL.canParse(origin) ? new URL(origin) : undefined;
        return (url?.protocol === "http:" || url?.protocol === "https:") && url.origin === origin;
      }),
    'must be origins like "https://partner.example" (scheme, host and port only), separated by commas',
  );

/**
 * A Standard Webhooks secret: base64 of 24 to 64 random bytes, usually written with the
 * `whsec_` prefix the receiving side's libraries expect.
 */
const webhookSecret = z.string().refine((value) => {
  const base64 = value.replace(/^whsec_/, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return false;
  const bytes = Buffer.from(base64, "base64").length;
  return bytes >= 24 && bytes <= 64;
}, 'must be "whsec_" followed by 24 to 64 random bytes in base64');

/** One schema per variable, so an error names exactly the variable at fault. */
const variables = {
  PORT: wholeNumber(0, 65535, 3000),
  // Loopback unless told: a laptop running `npm start` is not served to the network it is on.
  HOST: z.string().default("127.0.0.1"),
  SITE_URL: siteUrl,
  DATABASE_URL: databaseUrl("sqlite:./data/site.db"),
  // `npm run dev` stores apart from `npm start`, so what is tried in development never reaches
  // the team's real inbox.
  DEV_DATABASE_URL: databaseUrl("sqlite:./data/dev.db"),
  SMTP_URL: urlWithProtocol(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL").optional(),
  NOTIFY_EMAIL_TO: z
    .string()
    .default(siteFacts.notify.to)
    .transform((value) => value.split(",").map((address) => address.trim()))
    .refine(
      (addresses) => addresses.every((address) => emailAddress.safeParse(address).success),
      "must be an e-mail address, or several separated by commas",
    ),
  NOTIFY_EMAIL_FROM: z
    .string()
    .default(siteFacts.notify.from)
    .refine(isMailbox, 'must be an e-mail address, optionally as "Name <address>"'),
  NOTIFY_WEBHOOK_URL: urlWithProtocol(["http:", "https:"], "must be an http(s) URL").optional(),
  NOTIFY_WEBHOOK_SECRET: webhookSecret.optional(),
  NOTIFY_AUTOREPLY: flag(),
  // The team mailbox the server reads customers' answers from (docs/inbox.md, "Answers by mail").
  INBOUND_IMAP_URL: urlWithProtocol(
    ["imap:", "imaps:"],
    "must be an imaps:// (or imap://) URL such as imaps://user:password@imap.example.com:993/INBOX",
  ).optional(),
  INBOUND_IMAP_DONE_FOLDER: z
    .string()
    .regex(/^[^\r\n*%]{1,200}$/, "must be a folder name on one line, without * or %")
    .default("Handled"),
  INBOUND_ADDRESS: emailAddress.optional(),
  // The team calendar's secret iCal address: its busy times close the booking page's slots.
  BOOKING_BUSY_ICS_URL: urlWithProtocol(["http:", "https:"], "must be an http(s) URL").optional(),
  INBOUND_ADDRESS_SEPARATOR: z
    .enum(["+", "-", "_", "="], { error: 'must be one of "+", "-", "_", "="' })
    .default("+"),
  INBOUND_POLL_SECONDS: wholeNumber(5, 3600, 60),
  RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  // Four pages a second: a team browsing the inbox from one office address stays well under it.
  PAGE_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000, 240),
  TRUST_PROXY: flag(),
  ALLOWED_ORIGINS: originList,
  LOG_LEVEL: logLevel.default("info"),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, "must be 16 to 256 visible characters without spaces")
    .optional(),
  METRICS_PORT: wholeNumber(1, 65535).optional(),
  ADMIN_TWO_STEP: z
    .enum(["administrators", "everyone"], {
      error: 'must be "administrators" or "everyone"',
    })
    .default("everyone"),
  RETENTION_ENQUIRY_MONTHS: wholeNumber(1, 1200, 24),
  RETENTION_UNSUCCESSFUL_APPLICATION_MONTHS: wholeNumber(1, 1200, 12),
  // The site facts' promise by default; set, it is also the promise the pages built with it state.
  REPLY_PROMISE_HOURS: z
    .string()
    .default(String(siteFacts.replyHours))
    .transform((value, context) => {
      const hours = parseReplyPromiseHours(value);
      if (hours !== undefined) return hours;
      context.issues.push({
        code: "custom",
        input: value,
        message: `must be a number of hours above 0 and at most ${MAX_REPLY_PROMISE_HOURS}, such as 24 or 0.5`,
      });
      return z.NEVER;
    }),
  REPLY_PROMISE_CLOCK: z
    .enum(REPLY_CLOCK_KINDS, { error: 'must be "calendar" or "business"' })
    .default("calendar"),
  // Fractions allowed, so a trial or a test need not wait a quarter of an hour.
  REMINDER_DIGEST_MINUTES: z
    .string()
    .default("15")
    .transform((value, context) => {
      const minutes = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
      if (minutes > 0 && minutes <= MAX_DIGEST_MINUTES) return minutes;
      context.issues.push({
        code: "custom",
        input: value,
        message: `must be a number of minutes above 0 and at most ${MAX_DIGEST_MINUTES}, such as 15 or 0.5`,
      });
      return z.NEVER;
    }),
  RETENTION_SPAM_DAYS: wholeNumber(1, 3650, 30),
  BUILD_DIR: z.string().default("build"),
  SERVER_SECRET: serverSecret.optional(),
};

/** Every variable the server reads, as `.env.example` and the README list them. */
export const ENV_VARIABLES = Object.keys(variables);

/** The whole configuration: every variable checked, then the combinations that need each other. */
const envSchema = z.object(variables).transform((env, context) => {
  const problem = (message: string) => {
    context.issues.push({ code: "custom", input: env, message });
    return z.NEVER;
  };
  if (env.NOTIFY_AUTOREPLY && env.SMTP_URL === undefined) {
    return problem("NOTIFY_AUTOREPLY=true needs SMTP_URL to send the acknowledgement e-mail");
  }
  if (env.NOTIFY_WEBHOOK_SECRET !== undefined && env.NOTIFY_WEBHOOK_URL === undefined) {
    return problem("NOTIFY_WEBHOOK_SECRET needs NOTIFY_WEBHOOK_URL, the address it signs for");
  }
  if (env.INBOUND_ADDRESS !== undefined && env.INBOUND_IMAP_URL === undefined) {
    return problem("INBOUND_ADDRESS needs INBOUND_IMAP_URL, the mailbox the server reads it in");
  }
  return {
    port: env.PORT,
    host: env.HOST,
    /** The site's public origin (SITE_URL). */
    siteUrl: env.SITE_URL,
    database: env.DATABASE_URL,
    /** The database `npm run dev` uses instead of `database`. */
    devDatabase: env.DEV_DATABASE_URL,
    /** Unset: no e-mail is sent (enquiries are still stored). */
    smtpUrl: env.SMTP_URL,
    notifyEmailTo: env.NOTIFY_EMAIL_TO,
    notifyEmailFrom: env.NOTIFY_EMAIL_FROM.trim(),
    notifyWebhookUrl: env.NOTIFY_WEBHOOK_URL,
    /** Signs each webhook request (Standard Webhooks) when set. */
    notifyWebhookSecret: env.NOTIFY_WEBHOOK_SECRET,
    notifyAutoreply: env.NOTIFY_AUTOREPLY,
    /**
     * The team mailbox customers' answers come back to (INBOUND_*); undefined without
     * INBOUND_IMAP_URL: answers then reach the team's ordinary mailbox and not the inbox.
     */
    inbound:
      env.INBOUND_IMAP_URL === undefined
        ? undefined
        : {
            imapUrl: env.INBOUND_IMAP_URL as string | undefined,
            doneFolder: env.INBOUND_IMAP_DONE_FOLDER,
            pollSeconds: env.INBOUND_POLL_SECONDS,
            mailbox: {
              address: (env.INBOUND_ADDRESS ?? addressOf(env.NOTIFY_EMAIL_FROM)).toLowerCase(),
              separator: env.INBOUND_ADDRESS_SEPARATOR,
            },
          },
    /** BOOKING_BUSY_ICS_URL: the team calendar whose busy times close slots; unset, none do. */
    bookingBusyIcsUrl: env.BOOKING_BUSY_ICS_URL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    /** GETs of pages rendered on request per client and minute; built files are never limited. */
    pageRateLimitPerMinute: env.PAGE_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    /** Origins besides the site's own whose pages may POST to the server (ALLOWED_ORIGINS). */
    allowedOrigins: env.ALLOWED_ORIGINS,
    logLevel: env.LOG_LEVEL,
    /** METRICS_TOKEN: `/metrics` on the site's port, for this bearer token only. */
    metricsToken: env.METRICS_TOKEN,
    /** METRICS_PORT: `/metrics` on a port of its own, without a token. */
    metricsPort: env.METRICS_PORT,
    /** ADMIN_TWO_STEP: whose sign-in needs an authenticator code besides the password. */
    twoStepRequiredFor: env.ADMIN_TWO_STEP,
    /** How long enquiries are kept (the privacy policy's periods). */
    retention: {
      enquiryMonths: env.RETENTION_ENQUIRY_MONTHS,
      unsuccessfulApplicationMonths: env.RETENTION_UNSUCCESSFUL_APPLICATION_MONTHS,
      spamDays: env.RETENTION_SPAM_DAYS,
    },
    /** The reply promise: how many hours, counted on which clock. */
    replyPromise: { hours: env.REPLY_PROMISE_HOURS, clock: env.REPLY_PROMISE_CLOCK },
    /** How long one reminder digest's interval lasts: each person hears at most once per interval. */
    reminderDigestMs: env.REMINDER_DIGEST_MINUTES * 60_000,
    /** Where the built site lives (`astro build` output), relative to the project. */
    buildDir: env.BUILD_DIR,
    /**
     * SERVER_SECRET: the keys of the throttle's hashes, the authenticator secrets' encryption and
     * the device cookies derive from it; unset, a SQLite server generates one beside its database.
     */
    serverSecret: env.SERVER_SECRET,
  };
});

export type Env = z.output<typeof envSchema>;

/** Reads and checks every variable; throws a `ConfigError` naming the first bad one. */
export function loadEnv(source: Readonly<Record<string, string | undefined>> = process.env): Env {
  const values = Object.fromEntries(
    ENV_VARIABLES.map((name) => {
      const raw = source[name]?.trim();
      return [name, raw === "" ? undefined : raw];
    }),
  );
  const result = envSchema.safeParse(values);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const variable = issue?.path[0];
  const message = issue?.message ?? "is invalid";
  throw new ConfigError(variable === undefined ? message : `${String(variable)} ${message}`);
}
