/**
 * Delivery end to end on SQLite: the real notifier against a real SMTP server on loopback and a
 * local webhook receiver. A clock is injected, so retries are tested without waiting for them.
 */
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pino } from "pino";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import { spamDefences } from "#server/test-support/spam-defences.ts";
import { loadEnv } from "#server/boot/env.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { startServer } from "#server/boot/start-server.ts";
import type { Database } from "#server/store/database.ts";
import { claimDueDeliveries, deliveriesOf } from "./deliveries.ts";
import { openDatabase } from "#server/store/open.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { createNotifier, type Notifier } from "./notifier.ts";
import { createOutbound } from "#server/boot/outbound.ts";
import { siteFacts } from "#server/site/facts.ts";
import { emailWords } from "#server/enquiries/email-words.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { teamLabel } from "#shared/enquiries/words.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { simpleParser } from "mailparser";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { latestEnquiries } from "#server/enquiries/store.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";

const dir = tempFolder("site-delivery-");
const databaseFile = () => path.join(dir, `${crypto.randomUUID()}.db`);

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

interface ReceivedHook {
  readonly headers: Record<string, string | string[] | undefined>;
  /** The body exactly as it arrived, for checking its signature. */
  readonly raw: string;
  readonly body: unknown;
}

/** A local HTTP receiver for the webhook; answers each request with the next status given. */
async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedHook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString();
      received.push({ headers: request.headers, raw, body: JSON.parse(raw) });
      response.statusCode = statuses.shift() ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/enquiries`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("notifier", () => {
  let db: Database;
  let clock: Date;
  let notifier: Notifier;
  let logs: ReturnType<typeof capturedLogger>;

  /** A store, a notifier and the enquiry service, configured like the server from `env`. */
  async function setUp(env: Record<string, string>) {
    db = await openDatabase({ kind: "sqlite", path: databaseFile() });
    clock = new Date("2030-01-01T00:00:00Z");
    logs = capturedLogger();
    notifier = createNotifier({
      db,
      ...createOutbound(loadEnv(env), { db }),
      logger: logs.logger,
      now: () => clock,
    });
    return createEnquiryService({
      db,
      channels: notifier.channels,
      logger: logs.logger,
      ...spamDefences(db, () => clock),
      now: () => clock,
    });
  }

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const deliveries = async () =>
    deliveriesOf(
      db,
      (await latestEnquiries(db, 100)).map((e) => e.id),
    );

  afterEach(async () => {
    await notifier.stop();
    await db.close();
    sink.clear();
  });

  it("e-mails the team: recipients, sender, Reply-To, subject, every field, HTML escaped", async () => {
    const service = await setUp({
      SMTP_URL: sink.url,
      NOTIFY_EMAIL_TO: "sales@example.com, ops@example.com",
    });
    const outcome = await service.submit({
      ...validBodies.project,
      projectDetails: "Replace our <script>alert('x')</script> intranet & more",
    });
    expect(await notifier.runOnce()).toBe(1);

    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail?.recipients).toEqual(["sales@example.com", "ops@example.com"]);
    expect(mail?.headers.get("from")).toBe(siteFacts.notify.from);
    expect(mail?.headers.get("reply-to")).toBe("Asha Verma <asha.verma@example.com>");
    expect(mail?.subject).toBe(
      fillIn(emailWords.notification.subject, {
        kind: formWords.kinds.project.noun,
        sender: fillIn(emailWords.notification.sender.withCompany, {
          name: validBodies.project.name,
          companyName: validBodies.project.companyName,
        }),
      }),
    );
    expect(mail?.headers.get("x-enquiry-id")).toBe(outcome.status === "stored" ? outcome.id : "");
    expect(mail?.text).toContain(`${teamLabel(formWords.fields, "phone")}: +91 98765 43210`);
    expect(mail?.text).toContain("Replace our <script>alert('x')</script> intranet & more");
    expect(mail?.html).toContain(
      "Replace our &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; intranet &amp; more",
    );
    expect(mail?.html).not.toContain("<script>");
    expect(await deliveries()).toMatchObject([{ channel: "email", status: "sent", attempts: 1 }]);
  });

  it("has the mail library encode the visitor's name in Subject and Reply-To, so it reads as typed", async () => {
    const service = await setUp({ SMTP_URL: sink.url, NOTIFY_EMAIL_TO: "sales@example.com" });
    const tricky = 'Ásha "Boss" Vérma, <boss@injected.example>';
    const submitted = await service.submit({ ...validBodies.contact, name: tricky });
    // Stored before one-line fields refused encoded words: mail clients would decode this one
    // into a right-to-left override.
    const encodedWord = "=?UTF-8?B?4oCuZXZpbA==?= Person";
    const { action: _, ...fields } = { ...validBodies.contact, name: encodedWord };
    const stored = await saveEnquiry(
      db,
      {
        id: crypto.randomUUID(),
        kind: "contact",
        action: actionFor("contact"),
        fields,
        submissionId: undefined,
        isSpam: false,
        createdAt: clock,
      },
      ["email"],
    );
    expect(await notifier.runOnce()).toBe(2);

    for (const [id, name] of [
      [submitted.status === "stored" ? submitted.id : "", tricky],
      [stored.id, encodedWord],
    ] as const) {
      const raw = sink.messages.find((mail) => mail.headers.get("x-enquiry-id") === id)?.raw;
      const mail = await simpleParser(raw ?? "");
      expect(mail.replyTo?.value, name).toEqual([{ name, address: validBodies.contact.email }]);
      expect(mail.subject, name).toBe(`New contact message from ${name}`);
    }
  });

  it("acknowledges to the visitor when NOTIFY_AUTOREPLY is true", async () => {
    const service = await setUp({ SMTP_URL: sink.url, NOTIFY_AUTOREPLY: "true" });
    await service.submit(validBodies.contact);
    expect(await notifier.runOnce()).toBe(2);

    const reply = sink.messages.find((mail) => mail.recipients.includes(validBodies.contact.email));
    expect(reply?.subject).toBe(
      fillIn(emailWords.acknowledgement.subject, { kind: formWords.kinds.contact.noun }),
    );
    expect(reply?.headers.get("reply-to")).toBe(siteFacts.notify.to);
    expect(reply?.text).not.toContain(validBodies.contact.message);
    expect(sink.messages.map((mail) => mail.recipients)).toContainEqual([siteFacts.notify.to]);
  });

  it("POSTs the enquiry as JSON to the webhook and retries a non-2xx answer", async () => {
    const receiver = await startWebhookReceiver([500]);
    try {
      const service = await setUp({ NOTIFY_WEBHOOK_URL: receiver.url });
      const outcome = await service.submit(validBodies.generalEnquiry);
      const id = outcome.status === "stored" ? outcome.id : "";

      expect(await notifier.runOnce()).toBe(1);
      expect(await deliveries()).toMatchObject([
        {
          channel: "webhook",
          status: "pending",
          attempts: 1,
          lastError: "Webhook answered HTTP 500",
        },
      ]);
      expect(await notifier.runOnce()).toBe(0);
      advance(1000);
      expect(await notifier.runOnce()).toBe(1);
      expect(await deliveries()).toMatchObject([{ status: "sent", attempts: 2 }]);

      const { action: _, ...fields } = validBodies.generalEnquiry;
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]?.body).toEqual({
        text: `New general enquiry from Rohan Mehta (Mehta Traders): http://localhost:3000/admin/enquiries/${id}`,
        id,
        kind: "generalEnquiry",
        action: validBodies.generalEnquiry.action,
        receivedAt: "2030-01-01T00:00:00.000Z",
        fields,
        attribution: null,
      });
      expect(receiver.received[1]?.headers["content-type"]).toBe("application/json");
      expect(receiver.received[1]?.headers["idempotency-key"]).toBe(
        receiver.received[0]?.headers["idempotency-key"],
      );
      expect(sink.messages).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("retries after an SMTP failure with a growing wait, and sends once", async () => {
    const service = await setUp({ SMTP_URL: sink.url });
    await service.submit(validBodies.contact);
    sink.refuseNext(2);

    expect(await notifier.runOnce()).toBe(1);
    const [afterFirst] = await deliveries();
    expect(afterFirst).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringContaining("451"),
    });
    expect(afterFirst?.nextAttemptAt).toEqual(new Date(clock.getTime() + 1000));

    advance(999);
    expect(await notifier.runOnce()).toBe(0);
    advance(1);
    expect(await notifier.runOnce()).toBe(1);
    expect((await deliveries())[0]?.nextAttemptAt).toEqual(new Date(clock.getTime() + 2000));
    advance(2000);
    expect(await notifier.runOnce()).toBe(1);

    expect(sink.refusals).toBe(2);
    expect(sink.messages).toHaveLength(1);
    expect(await deliveries()).toMatchObject([
      { status: "sent", attempts: 3, lastError: undefined },
    ]);
  });

  it("marks a delivery failed after a day of failures, keeping the last error and the tries", async () => {
    const receiver = await startWebhookReceiver(Array.from({ length: 100 }, () => 503));
    try {
      const service = await setUp({ NOTIFY_WEBHOOK_URL: receiver.url });
      await service.submit(validBodies.contact);

      let [delivery] = await deliveries();
      while (delivery?.status === "pending") {
        clock = delivery.nextAttemptAt;
        await notifier.runOnce();
        [delivery] = await deliveries();
      }

      // Ten tries within about three minutes, then hourly until the day is over.
      expect(delivery).toMatchObject({
        status: "failed",
        attempts: 35,
        lastError: "Webhook answered HTTP 503",
      });
      expect(receiver.received).toHaveLength(35);
      expect(clock.getTime() - new Date("2030-01-01T00:00:00Z").getTime()).toBeGreaterThanOrEqual(
        86_400_000,
      );
      expect(logs.lines().at(-1)).toMatchObject({
        msg: "delivery failed for a day, given up",
        attempts: 35,
      });
      expect(await notifier.runOnce()).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it("links the team's e-mail to the enquiry in the inbox and says where it came from", async () => {
    const service = await setUp({ SMTP_URL: sink.url, SITE_URL: "https://www.example.com" });
    const outcome = await service.submit({
      ...validBodies.project,
      attribution: {
        page: "/services/cloud",
        referrer: "https://www.google.com",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "diwali-2030",
      },
    });
    const id = outcome.status === "stored" ? outcome.id : "";
    await notifier.runOnce();

    const [mail] = sink.messages;
    const link = `https://www.example.com/admin/enquiries/${id}`;
    expect(mail?.text).toContain(`${emailWords.notification.openInInbox}: ${link}`);
    expect(mail?.html).toContain(`<a href="${link}">`);
    const { heading, labels } = formWords.attribution;
    for (const line of [
      `${heading}:`,
      `${labels.page}: /services/cloud`,
      `${labels.referrer}: https://www.google.com`,
      `${labels.utmSource}: newsletter`,
      `${labels.utmMedium}: email`,
      `${labels.utmCampaign}: diwali-2030`,
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.html).toContain("diwali-2030");
    expect(mail?.html).toContain('<a href="mailto:asha.verma@example.com">');
    expect(mail?.html).toContain('<a href="tel:+919876543210">');
  });

  it("signs the webhook with the Standard Webhooks headers, the same id on every try", async () => {
    const secret = `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64")}`;
    const receiver = await startWebhookReceiver([500]);
    try {
      const service = await setUp({
        NOTIFY_WEBHOOK_URL: receiver.url,
        NOTIFY_WEBHOOK_SECRET: secret,
      });
      await service.submit(validBodies.contact);
      await notifier.runOnce();
      advance(1000);
      await notifier.runOnce();

      const [first, second] = receiver.received;
      const [delivery] = await deliveries();
      expect(first?.headers["webhook-id"]).toBe(delivery?.id);
      expect(second?.headers["webhook-id"]).toBe(delivery?.id);
      const webhook = new Webhook(secret);
      for (const hook of [first, second]) {
        const headers = hook?.headers as Record<string, string>;
        expect(webhook.verify(hook?.raw ?? "", headers)).toEqual(hook?.body);
        const tampered = (hook?.raw ?? "").replace("Imran Khan", "Someone Else");
        expect(() => webhook.verify(tampered, headers)).toThrow();
        expect(() =>
          webhook.verify(hook?.raw ?? "", { ...headers, "webhook-id": crypto.randomUUID() }),
        ).toThrow();
      }
    } finally {
      await receiver.close();
    }
  });

  it("sends no signature headers without NOTIFY_WEBHOOK_SECRET", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const service = await setUp({ NOTIFY_WEBHOOK_URL: receiver.url });
      await service.submit(validBodies.contact);
      await notifier.runOnce();
      expect(receiver.received[0]?.headers["webhook-signature"]).toBeUndefined();
    } finally {
      await receiver.close();
    }
  });

  it("alerts the team once, without the visitor's text, when a delivery is given up on", async () => {
    const receiver = await startWebhookReceiver(Array.from({ length: 100 }, () => 503));
    try {
      const service = await setUp({
        SMTP_URL: sink.url,
        NOTIFY_WEBHOOK_URL: receiver.url,
        SITE_URL: "https://www.example.com",
      });
      const outcome = await service.submit(validBodies.generalEnquiry);
      const id = outcome.status === "stored" ? outcome.id : "";
      const alertSubject = fillIn(emailWords.deliveryFailure.subject, {
        channel: "webhook",
        kind: formWords.kinds.generalEnquiry.noun,
      });
      const alerts = () => sink.messages.filter((mail) => mail.subject === alertSubject);

      let webhook = (await deliveries()).find((delivery) => delivery.channel === "webhook");
      while (webhook?.status === "pending") {
        clock = webhook.nextAttemptAt;
        await notifier.runOnce();
        webhook = (await deliveries()).find((delivery) => delivery.channel === "webhook");
        // A failure that will be retried tells nobody.
        if (webhook?.status === "pending") expect(alerts()).toEqual([]);
      }
      expect(webhook?.status).toBe("failed");
      advance(3_600_000);
      await notifier.runOnce();

      expect(alerts()).toHaveLength(1);
      const [alert] = alerts();
      expect(alert?.recipients).toEqual([siteFacts.notify.to]);
      const { labels } = emailWords.deliveryFailure;
      for (const part of [
        id,
        `${labels.channel}: webhook`,
        `${labels.lastError}: Webhook answered HTTP 503`,
        `${emailWords.notification.openInInbox}: https://www.example.com/admin/enquiries/${id}`,
      ]) {
        expect(alert?.text).toContain(part);
      }
      for (const typed of Object.values(validBodies.generalEnquiry)) {
        expect(alert?.text).not.toContain(typed);
        expect(alert?.html).not.toContain(typed);
      }
    } finally {
      await receiver.close();
    }
  });

  it("logs an alert that could not be sent, and does not try it again", async () => {
    const service = await setUp({ SMTP_URL: sink.url });
    await service.submit(validBodies.contact);
    advance(86_400_000);
    const refusedBefore = sink.refusals;
    sink.refuseNext(2);
    await notifier.runOnce();

    expect(await deliveries()).toMatchObject([{ status: "failed" }]);
    expect(sink.refusals - refusedBefore).toBe(2);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ msg: "alert of the failed delivery not sent" }),
    );
    await notifier.runOnce();
    expect(sink.messages).toEqual([]);
    expect(sink.refusals - refusedBefore).toBe(2);
  });

  it("stores a filled honeypot and sends nothing", async () => {
    const service = await setUp({ SMTP_URL: sink.url, NOTIFY_AUTOREPLY: "true" });
    expect(
      await service.submit({ ...validBodies.contact, website: "https://spam.example" }),
    ).toMatchObject({
      status: "stored",
    });
    expect(await notifier.runOnce()).toBe(0);
    expect(sink.messages).toEqual([]);
    expect(await latestEnquiries(db, 10)).toMatchObject([{ isSpam: true }]);
  });

  it("sends a retried submission once", async () => {
    const service = await setUp({ SMTP_URL: sink.url });
    const body = { ...validBodies.contact, submissionId: crypto.randomUUID() };
    await service.submit(body);
    await service.submit(body);
    await notifier.runOnce();
    await notifier.runOnce();
    expect(sink.messages).toHaveLength(1);
  });

  it("takes over a delivery whose sender crashed mid-send once its lease runs out, and sends it once", async () => {
    const service = await setUp({ SMTP_URL: sink.url });
    await service.submit(validBodies.contact);
    // A previous process claimed the delivery, then died before recording anything.
    await claimDueDeliveries(db, {
      owner: "crashed",
      now: clock,
      leaseMs: 60_000,
      limit: 10,
      channels: ["email"],
    });

    advance(30_000);
    expect(await notifier.runOnce()).toBe(0);
    advance(31_000);
    expect(await notifier.runOnce()).toBe(1);
    expect(await notifier.runOnce()).toBe(0);
    expect(sink.messages).toHaveLength(1);
    expect(await deliveries()).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("logs ids, kinds and channels, never the visitor's details", async () => {
    const service = await setUp({ SMTP_URL: sink.url, NOTIFY_AUTOREPLY: "true" });
    await service.submit(validBodies.project);
    sink.refuseNext(1);
    await notifier.runOnce();
    const text = logs.text();
    expect(text).toContain('"channel":"autoreply"');
    expect(text).toContain("delivery failed, will retry");
    for (const field of ["name", "email", "phone", "companyName", "projectDetails"] as const) {
      expect(text).not.toContain(validBodies.project[field]);
    }
  });
});

describe("server instances", () => {
  const silent = pino({ level: "silent" });
  const env = (database: string, extra: Record<string, string> = {}) => ({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${database}`,
    SMTP_URL: sink.url,
    ...extra,
  });
  const submit = (url: string, body: object) =>
    fetch(new URL(ENQUIRY_ENDPOINT, url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  afterEach(() => {
    sink.clear();
  });

  it("wake the notifier as soon as an enquiry is stored", async () => {
    const server = await startServer({
      site: false,
      logger: silent,
      env: env(databaseFile()),
      notifier: { pollIntervalMs: 600_000 },
    });
    try {
      expect((await submit(server.url, validBodies.contact)).status).toBe(201);
      // Far sooner than the ten-minute poll: only the wake-up can have sent it.
      await sink.waitForMessages(1, 10_000);
    } finally {
      await server.close();
    }
  });

  it("finish the send in flight when stopped, so the restarted server sends nothing again", async () => {
    const database = databaseFile();
    const first = await startServer({ site: false, logger: silent, env: env(database) });
    const held = sink.holdNext();
    expect((await submit(first.url, validBodies.contact)).status).toBe(201);
    await held.arrived;

    let closed = false;
    const closing = first.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    held.release();
    await closing;
    expect(sink.messages).toHaveLength(1);

    const second = await startServer({ site: false, logger: silent, env: env(database) });
    await second.close();
    const db = await openDatabase({ kind: "sqlite", path: database });
    try {
      const [enquiry] = await latestEnquiries(db, 1);
      expect(await deliveriesOf(db, [enquiry?.id ?? ""])).toMatchObject([
        { status: "sent", attempts: 1 },
      ]);
    } finally {
      await db.close();
    }
    expect(sink.messages).toHaveLength(1);
  });

  it("store enquiries and say so at start when delivery is off", async () => {
    const logs = capturedLogger();
    const database = databaseFile();
    const server = await startServer({
      site: false,
      logger: logs.logger,
      env: { PORT: "0", HOST: "127.0.0.1", DATABASE_URL: `sqlite:${database}` },
    });
    try {
      expect(logs.lines()).toContainEqual(
        expect.objectContaining({ level: 40, msg: expect.stringMatching(/^delivery is off/) }),
      );
      expect((await submit(server.url, validBodies.contact)).status).toBe(201);
    } finally {
      await server.close();
    }
    const db = await openDatabase({ kind: "sqlite", path: database });
    try {
      const stored = await latestEnquiries(db, 10);
      expect(stored).toHaveLength(1);
      expect(
        await deliveriesOf(
          db,
          stored.map((e) => e.id),
        ),
      ).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
