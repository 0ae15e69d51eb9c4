/** The JSON endpoint's contract, against a real listening server with real SQLite. */
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formWords, messageIn } from "#server/enquiries/form-words.ts";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { spamDefences } from "#server/test-support/spam-defences.ts";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import { openDatabase } from "#server/store/open.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { createApp } from "./app.ts";
import { BODY_LIMIT_BYTES } from "./enquiry-endpoint.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { createRateLimiter } from "./rate-limit.ts";

const silent = pino({ level: "silent" });
const dir = tempFolder("site-endpoint-");

function start(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({
    site: false,
    logger: silent,
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${path.join(dir, `${crypto.randomUUID()}.db`)}`,
      RATE_LIMIT_PER_MINUTE: "1000",
      ...env,
    },
  });
}

function post(
  server: RunningServer,
  body: BodyInit | null,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    ...init,
  });
}

const postJson = (server: RunningServer, value: unknown) => post(server, JSON.stringify(value));

describe(`POST ${ENQUIRY_ENDPOINT}`, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.close());

  it("answers 201 with the stored enquiry's id", async () => {
    const response = await postJson(server, validBodies.project);
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it("accepts a charset in the content type", async () => {
    const response = await post(server, JSON.stringify(validBodies.contact), {
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(response.status).toBe(201);
  });

  it("answers the same id to a retried submission", async () => {
    const body = { ...validBodies.contact, submissionId: crypto.randomUUID() };
    const [first, second] = await Promise.all([postJson(server, body), postJson(server, body)]);
    expect([first?.status, second?.status]).toEqual([201, 201]);
    expect(await first?.json()).toEqual(await second?.json());
  });

  it("answers 400 with the fixed message of each invalid field", async () => {
    const response = await postJson(server, {
      ...validBodies.jobEnquiry,
      position: "X",
      coverLetter: "Hi",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      errors: {
        position: messageIn("jobEnquiry", "position"),
        coverLetter: messageIn("jobEnquiry", "coverLetter"),
      },
    });
  });

  it("answers 400 to an unknown action", async () => {
    const response = await postJson(server, {
      ...validBodies.contact,
      action: "Other Company contact",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: formWords.answers.unknownAction,
      errors: { action: formWords.answers.unknownAction },
    });
  });

  it.each([
    ["broken JSON", '{"name": "Asha"', formWords.answers.request.invalidJson],
    ["an empty body", "", formWords.answers.request.invalidJson],
    ["an array", "[1, 2]", formWords.answers.request.notAnObject],
    ["null", "null", formWords.answers.request.notAnObject],
    ["a string", '"hello"', formWords.answers.request.notAnObject],
  ])("answers 400 to %s", async (_, body, message) => {
    const response = await post(server, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: {} });
  });

  it("answers 400, never 5xx, to fields of the wrong type", async () => {
    for (const body of [
      { ...validBodies.contact, name: 42 },
      { ...validBodies.contact, email: ["a@example.com"] },
      { ...validBodies.contact, phone: null },
      { ...validBodies.contact, message: { nested: { deeper: true } } },
      { ...validBodies.contact, website: 7 },
      { action: 5 },
    ]) {
      expect((await postJson(server, body)).status).toBe(400);
    }
  });

  it.each([
    ["text/plain", "text/plain"],
    ["a form encoding", "application/x-www-form-urlencoded"],
    ["no content type", undefined],
  ])("answers 415 to %s", async (_, contentType) => {
    const headers: Record<string, string> = contentType ? { "content-type": contentType } : {};
    const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
      method: "POST",
      headers,
      body: contentType ? JSON.stringify(validBodies.contact) : undefined,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: formWords.answers.request.notJson });
  });

  it("answers 413 to a body over 64 KB", async () => {
    const body = JSON.stringify({ ...validBodies.contact, message: "x".repeat(BODY_LIMIT_BYTES) });
    const response = await post(server, body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: formWords.answers.request.tooLarge });
  });

  it("answers 413 to a streamed body that grows past 64 KB without a Content-Length", async () => {
    const chunk = new TextEncoder().encode(`{"message": "${"y".repeat(16 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await post(server, stream, { duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: formWords.answers.request.tooLarge });
  });

  it("reads a body just under the limit (and then judges its fields)", async () => {
    const padding =
      BODY_LIMIT_BYTES - JSON.stringify({ ...validBodies.contact, message: "" }).length;
    const body = JSON.stringify({ ...validBodies.contact, message: "z".repeat(padding) });
    expect(Buffer.byteLength(body)).toBe(BODY_LIMIT_BYTES);
    const response = await post(server, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { message: expect.any(String) } });
  });

  it("holds the pages' form posts to the same 64 KB", async () => {
    const form = new URLSearchParams({
      ...validBodies.contact,
      message: "x".repeat(BODY_LIMIT_BYTES),
    });
    const response = await fetch(new URL("/contact", server.url), { method: "POST", body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: formWords.answers.request.tooLarge });
  });

  it("answers 405 to other methods", async () => {
    const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("control characters", () => {
  it("refuses them in a one-line field with a message on the field, stores nothing, and allows only line breaks and tabs in a long text", async () => {
    const file = path.join(dir, `${crypto.randomUUID()}.db`);
    const server = await start({ DATABASE_URL: `sqlite:${file}` });
    const project = validBodies.project;
    try {
      for (const [field, value] of [
        ["name", "Asha\u001b[2J\u001b[31mVerma"],
        ["name", "Asha\u0000Verma"],
        ["name", "Asha\u007fVerma"],
        ["name", "Asha\u009b31mVerma"],
        ["companyName", "Acme \u202eDtL"],
        ["companyName", "Acme \u2066Ltd\u2069"],
        ["phone", "+91 98765\u000b43210"],
        ["projectDetails", "A portal for our dealers.\u001b]0;pwned\u0007"],
      ] as const) {
        const response = await postJson(server, { ...project, [field]: value });
        expect(response.status, JSON.stringify(value)).toBe(400);
        expect((await response.json()).errors, JSON.stringify(value)).toEqual({
          [field]: formWords.textRules.control,
        });
      }
      const lines = "A portal for our dealers:\r\n\t- orders\n\t- invoices";
      expect((await postJson(server, { ...project, projectDetails: lines })).status).toBe(201);
    } finally {
      await server.close();
    }
    const db = await openDatabase({ kind: "sqlite", path: file });
    try {
      const stored = await db.query<{ fields: string }>("SELECT fields FROM enquiries");
      expect(stored.map((row) => JSON.parse(row.fields).projectDetails)).toEqual([
        "A portal for our dealers:\r\n\t- orders\n\t- invoices",
      ]);
    } finally {
      await db.close();
    }
  });
});

describe("text a mail client or a screen would read otherwise", () => {
  it("refuses an encoded word and every bidirectional mark in a one-line field, and stores nothing", async () => {
    const file = path.join(dir, `${crypto.randomUUID()}.db`);
    const server = await start({ DATABASE_URL: `sqlite:${file}` });
    try {
      for (const [kind, field, value, message] of [
        ["project", "name", "=?UTF-8?B?4oCuZXZpbA==?= Person", formWords.textRules.encodedWord],
        [
          "project",
          "companyName",
          "Acme =?utf-8?q?=0D=0ABcc:_x?=",
          formWords.textRules.encodedWord,
        ],
        ["jobEnquiry", "position", "=?ISO-8859-1?Q?Dev?= Lead", formWords.textRules.encodedWord],
        ["project", "name", "Asha\u200eVerma", formWords.textRules.control],
        ["project", "name", "Asha\u200fVerma", formWords.textRules.control],
        ["project", "companyName", "Acme\u061c Ltd", formWords.textRules.control],
      ] as const) {
        const response = await postJson(server, { ...validBodies[kind], [field]: value });
        expect(response.status, JSON.stringify(value)).toBe(400);
        expect((await response.json()).errors, JSON.stringify(value)).toEqual({
          [field]: message,
        });
      }
    } finally {
      await server.close();
    }
    const db = await openDatabase({ kind: "sqlite", path: file });
    try {
      expect(await db.query("SELECT id FROM enquiries")).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a client has sent its POSTs for the minute", async () => {
    const server = await start({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      expect((await postJson(server, validBodies.contact)).status).toBe(201);
      expect((await postJson(server, { bad: true })).status).toBe(400);
      // A page's form action counts too: every POST does.
      await fetch(new URL("/contact", server.url), { method: "POST", body: new FormData() });

      const refused = await postJson(server, validBodies.contact);
      expect(refused.status).toBe(429);
      // Seconds until the minute that began with the first of the three is over.
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({ message: formWords.answers.request.rateLimited });

      const pageAction = await fetch(new URL("/contact", server.url), {
        method: "POST",
        body: new FormData(),
      });
      expect(pageAction.status).toBe(429);
      // Reading pages is never limited.
      expect((await fetch(new URL(ENQUIRY_ENDPOINT, server.url))).status).toBe(405);
    } finally {
      await server.close();
    }
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is true", async () => {
    const direct = await start({ RATE_LIMIT_PER_MINUTE: "1" });
    const proxied = await start({ RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "true" });
    const from = (address: string) => ({
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.9, ${address}` },
    });
    const body = JSON.stringify(validBodies.contact);
    try {
      expect((await post(direct, body, from("198.51.100.1"))).status).toBe(201);
      expect((await post(direct, body, from("198.51.100.2"))).status).toBe(429);

      expect((await post(proxied, body, from("198.51.100.1"))).status).toBe(201);
      expect((await post(proxied, body, from("198.51.100.2"))).status).toBe(201);
      expect((await post(proxied, body, from("198.51.100.1"))).status).toBe(429);
    } finally {
      await Promise.all([direct.close(), proxied.close()]);
    }
  });
});

describe("store unavailable", () => {
  it("answers 503 with a message the visitor can act on", async () => {
    const db = await openDatabase({ kind: "sqlite", path: path.join(dir, "closed.db") });
    await db.close();
    const app = createApp({
      enquiries: createEnquiryService({
        db,
        channels: ["email"],
        logger: silent,
        ...spamDefences(db),
      }),
      rateLimiter: createRateLimiter({ name: "posts", limit: 100, keyOf: (client) => client }),
      pageRateLimiter: createRateLimiter({ name: "pages", limit: 100, keyOf: (client) => client }),
      trustProxy: false,
      logger: silent,
    });
    const response = await app.request(ENQUIRY_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validBodies.contact),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({
      message: formWords.answers.unavailable,
    });
  });
});
