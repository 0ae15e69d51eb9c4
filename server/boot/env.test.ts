import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteFacts } from "#server/site/facts.ts";
import { ConfigError } from "#server/lib/config-error.ts";
import { loadEnv } from "./env.ts";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";

const serverSecret = Buffer.from(crypto.getRandomValues(new Uint8Array(32)));
const webhookSecret = `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64")}`;

describe("loadEnv", () => {
  it("runs with no configuration at all, on its defaults", () => {
    expect(loadEnv({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      siteUrl: "http://localhost:3000",
      database: { kind: "sqlite", path: path.resolve("data/site.db") },
      devDatabase: { kind: "sqlite", path: path.resolve("data/dev.db") },
      smtpUrl: undefined,
      notifyEmailTo: [siteFacts.notify.to],
      notifyEmailFrom: siteFacts.notify.from,
      notifyWebhookUrl: undefined,
      notifyAutoreply: false,
      rateLimitPerMinute: 10,
      pageRateLimitPerMinute: 240,
      trustProxy: false,
      allowedOrigins: [],
      logLevel: "info",
      twoStepRequiredFor: "everyone",
      retention: { enquiryMonths: 24, unsuccessfulApplicationMonths: 12, spamDays: 30 },
      replyPromise: { hours: siteFacts.replyHours, clock: "calendar" },
      reminderDigestMs: 15 * 60_000,
      buildDir: "build",
      serverSecret: undefined,
    });
  });

  it("reads every variable", () => {
    const env = loadEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://www.malwasoftworks.example/",
      DATABASE_URL: "postgresql://site:secret@db.internal:5432/site",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      NOTIFY_EMAIL_TO: "sales@example.com, ops@example.com",
      NOTIFY_EMAIL_FROM: "Website <web@example.com>",
      NOTIFY_WEBHOOK_URL: "https://hooks.example.com/enquiries",
      NOTIFY_WEBHOOK_SECRET: webhookSecret,
      NOTIFY_AUTOREPLY: "true",
      RATE_LIMIT_PER_MINUTE: "30",
      PAGE_RATE_LIMIT_PER_MINUTE: "600",
      TRUST_PROXY: "true",
      ALLOWED_ORIGINS: "https://partner.example, http://localhost:5173",
      LOG_LEVEL: "warn",
      ADMIN_TWO_STEP: "administrators",
      RETENTION_ENQUIRY_MONTHS: "18",
      RETENTION_UNSUCCESSFUL_APPLICATION_MONTHS: "6",
      REPLY_PROMISE_HOURS: "0.02",
      REPLY_PROMISE_CLOCK: "business",
      REMINDER_DIGEST_MINUTES: "0.5",
      RETENTION_SPAM_DAYS: "14",
      SERVER_SECRET: serverSecret.toString("base64url"),
    });
    expect(env.serverSecret).toEqual(serverSecret);
    expect(env).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      siteUrl: "https://www.malwasoftworks.example",
      database: { kind: "postgres", url: "postgresql://site:secret@db.internal:5432/site" },
      smtpUrl: "smtps://user:pass@mail.example.com:465",
      notifyEmailTo: ["sales@example.com", "ops@example.com"],
      notifyEmailFrom: "Website <web@example.com>",
      notifyWebhookUrl: "https://hooks.example.com/enquiries",
      notifyWebhookSecret: webhookSecret,
      notifyAutoreply: true,
      rateLimitPerMinute: 30,
      pageRateLimitPerMinute: 600,
      trustProxy: true,
      allowedOrigins: ["https://partner.example", "http://localhost:5173"],
      logLevel: "warn",
      twoStepRequiredFor: "administrators",
      retention: { enquiryMonths: 18, unsuccessfulApplicationMonths: 6, spamDays: 14 },
      replyPromise: { hours: 0.02, clock: "business" },
      reminderDigestMs: 30_000,
    });
  });

  it("treats an empty variable as unset", () => {
    expect(loadEnv({ SMTP_URL: "", PORT: " " })).toMatchObject({ smtpUrl: undefined, port: 3000 });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT must be a whole number from 0 to 65535"],
    [{ PORT: "70000" }, "PORT must be a whole number from 0 to 65535"],
    [{ SITE_URL: "www.example.com" }, "SITE_URL must be an absolute http(s) URL"],
    [
      { RETENTION_ENQUIRY_MONTHS: "0" },
      "RETENTION_ENQUIRY_MONTHS must be a whole number from 1 to 1200",
    ],
    [
      { DATABASE_URL: "mysql://db/site" },
      'DATABASE_URL must be "sqlite:PATH" or a postgres:// (postgresql://) URL',
    ],
    [
      { DATABASE_URL: "sqlite:" },
      'DATABASE_URL must be "sqlite:PATH" or a postgres:// (postgresql://) URL',
    ],
    [{ SMTP_URL: "mail.example.com:587" }, "SMTP_URL must be an smtp:// or smtps:// URL"],
    [
      { NOTIFY_EMAIL_TO: "sales@example.com, nobody" },
      "NOTIFY_EMAIL_TO must be an e-mail address, or several separated by commas",
    ],
    [
      { NOTIFY_EMAIL_FROM: "Website" },
      'NOTIFY_EMAIL_FROM must be an e-mail address, optionally as "Name <address>"',
    ],
    [
      { NOTIFY_WEBHOOK_URL: "ftp://hooks.example.com" },
      "NOTIFY_WEBHOOK_URL must be an http(s) URL",
    ],
    ...[
      "whsec_not base64!",
      `whsec_${Buffer.alloc(16).toString("base64")}`,
      `whsec_${Buffer.alloc(65).toString("base64")}`,
      "whsec_",
    ].map((secret): [Record<string, string>, string] => [
      { NOTIFY_WEBHOOK_URL: "https://hooks.example.com/enquiries", NOTIFY_WEBHOOK_SECRET: secret },
      'NOTIFY_WEBHOOK_SECRET must be "whsec_" followed by 24 to 64 random bytes in base64',
    ]),
    [
      { NOTIFY_WEBHOOK_SECRET: webhookSecret },
      "NOTIFY_WEBHOOK_SECRET needs NOTIFY_WEBHOOK_URL, the address it signs for",
    ],
    [{ NOTIFY_AUTOREPLY: "yes" }, 'NOTIFY_AUTOREPLY must be "true" or "false"'],
    ...["0", "-1", "a day", "9000"].map((hours): [Record<string, string>, string] => [
      { REPLY_PROMISE_HOURS: hours },
      "REPLY_PROMISE_HOURS must be a number of hours above 0 and at most 8760, such as 24 or 0.5",
    ]),
    [{ REPLY_PROMISE_CLOCK: "office" }, 'REPLY_PROMISE_CLOCK must be "calendar" or "business"'],
    [
      { REMINDER_DIGEST_MINUTES: "0" },
      "REMINDER_DIGEST_MINUTES must be a number of minutes above 0 and at most 1440, such as 15 or 0.5",
    ],
    [
      { REMINDER_DIGEST_MINUTES: "a quarter" },
      "REMINDER_DIGEST_MINUTES must be a number of minutes above 0 and at most 1440, such as 15 or 0.5",
    ],
    [
      { REMINDER_DIGEST_MINUTES: "2000" },
      "REMINDER_DIGEST_MINUTES must be a number of minutes above 0 and at most 1440, such as 15 or 0.5",
    ],
    [
      { NOTIFY_AUTOREPLY: "true" },
      "NOTIFY_AUTOREPLY=true needs SMTP_URL to send the acknowledgement e-mail",
    ],
    [
      { RATE_LIMIT_PER_MINUTE: "0" },
      "RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000",
    ],
    [{ TRUST_PROXY: "1" }, 'TRUST_PROXY must be "true" or "false"'],
    [{ ADMIN_TWO_STEP: "off" }, 'ADMIN_TWO_STEP must be "administrators" or "everyone"'],
    ...["partner.example", "https://partner.example/", "ftp://partner.example", "null"].map(
      (origin): [Record<string, string>, string] => [
        { ALLOWED_ORIGINS: `https://ok.example,${origin}` },
        'ALLOWED_ORIGINS must be origins like "https://partner.example" (scheme, host and port only), separated by commas',
      ],
    ),
    ...[
      "short",
      Buffer.alloc(31).toString("base64"),
      "not base64 at all, though long enough!!!!!!!",
    ].map((secret): [Record<string, string>, string] => [
      { SERVER_SECRET: secret },
      "SERVER_SECRET must be at least 32 random bytes in base64 (make one with: openssl rand -base64 32)",
    ]),
    [
      { LOG_LEVEL: "verbose" },
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    ],
  ])("refuses %o with one line naming the variable", (source, message) => {
    expect(() => loadEnv(source)).toThrow(new ConfigError(message));
  });

  it("never repeats a secret in its message", () => {
    expect(() => loadEnv({ SERVER_SECRET: "hunter2" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
    expect(() => loadEnv({ SMTP_URL: "mail://user:hunter2@example.com" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
    expect(() =>
      loadEnv({
        NOTIFY_WEBHOOK_URL: "https://hooks.example.com/enquiries",
        NOTIFY_WEBHOOK_SECRET: "whsec_hunter2",
      }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining("hunter2") }));
  });
});

describe("the server process", () => {
  it.each([
    [{ PORT: "eighty" }, "PORT must be a whole number from 0 to 65535"],
    [
      { SERVER_SECRET: "too-short" },
      "SERVER_SECRET must be at least 32 random bytes in base64 (make one with: openssl rand -base64 32)",
    ],
  ])("stops at start with one line and exit code 1 on %o", (variables, message) => {
    const result = spawnSync(process.execPath, ["server/boot/main.ts"], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, ...variables },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([`Invalid configuration: ${message}`]);
  });
});
