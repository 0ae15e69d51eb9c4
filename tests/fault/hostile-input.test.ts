/**
 * Hostile input: a generated corpus of several hundred bad requests against the enquiry endpoint
 * and the pages' form actions, methods no route serves, HEAD on every GET route, plus malformed
 * HTTP and stalled clients. No request gets a 5xx, the server stays up, no visitor text reaches
 * an e-mail header, HTML arrives escaped in the e-mail, and every line the server writes is its
 * JSON log's, repeating nothing a visitor typed, no query string and no stack trace.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteFacts } from "#server/site/facts.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { sitePaths } from "#scripts/lib/built-pages.ts";
import {
  HTML_PAYLOAD,
  hostileCorpus,
  INJECTED_ADDRESS,
} from "#tests/fault/support/hostile-corpus.ts";
import { inBatches, send, sendRawBytes, type Answer } from "#tests/fault/support/send-raw.ts";
import { startServerProcess, type ServerProcess } from "#tests/fault/support/server-process.ts";

const dir = mkdtempSync(path.join(tmpdir(), "site-hostile-"));
let sink: SmtpSink;
let server: ServerProcess;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServerProcess({
    site: true,
    env: {
      DATABASE_URL: `sqlite:${path.join(dir, "site.db")}`,
      SMTP_URL: sink.url,
      RATE_LIMIT_PER_MINUTE: "100000",
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Header names a team notification carries; anything else would be an injected header. */
const MAIL_HEADERS = new Set([
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "x-enquiry-id",
  "date",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
]);

function headerSection(raw: string): string {
  return raw.slice(0, raw.indexOf("\r\n\r\n"));
}

describe("a corpus of hostile requests", () => {
  const corpus = hostileCorpus();
  let answers: Answer[];

  beforeAll(async () => {
    answers = await inBatches(corpus, 8, (item) => send(new URL(item.path, server.url), item));
  }, 120_000);

  it("has at least 300 requests", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    console.info(`hostile input: ${corpus.length} requests`);
  });

  it("gets no 5xx, and each request the answer it deserves", () => {
    const wrong = corpus.flatMap((item, index) => {
      const answer = answers[index]!;
      if (answer.status === undefined && item.mayCut) return [];
      return answer.status !== undefined && item.expected.includes(answer.status)
        ? []
        : [`${item.name}: ${answer.status ?? answer.error} (expected ${item.expected.join("/")})`];
    });
    expect(wrong).toEqual([]);
    expect(answers.filter((answer) => (answer.status ?? 0) >= 500)).toEqual([]);
  });

  it("answers refusals of the endpoint as JSON without a stack trace or SQL", () => {
    for (const [index, item] of corpus.entries()) {
      const answer = answers[index]!;
      if (item.path !== ENQUIRY_ENDPOINT || answer.status === undefined) continue;
      expect(String(answer.headers["content-type"]), item.name).toMatch(/^application\/json/);
      expect(answer.body, item.name).not.toMatch(
        /\bat .+:\d+:\d+|SELECT .+ FROM|INSERT INTO|SQLITE_|node:internal/i,
      );
    }
  });

  it("never lets visitor text into a mail header, and escapes HTML in the mail", async () => {
    const accepted = answers.filter((answer) => answer.status === 201).length;
    const mails = await sink.waitForMessages(accepted, 30_000);
    expect(mails).toHaveLength(accepted);
    for (const mail of mails) {
      expect(mail.recipients).toEqual([siteFacts.notify.to]);
      const lines = headerSection(mail.raw).split(/\r\n(?![ \t])/);
      for (const line of lines) {
        const name = line.slice(0, line.indexOf(":")).toLowerCase();
        expect(MAIL_HEADERS.has(name), `header line ${JSON.stringify(line)}`).toBe(true);
        // Only printable US-ASCII on the wire: anything else is encoded (RFC 2047).
        expect(line, `header line ${JSON.stringify(line)}`).toMatch(/^[\x20-\x7e\r\n\t]*$/);
      }
      expect(headerSection(mail.raw)).not.toContain(INJECTED_ADDRESS);
      expect(mail.headers.get("to")).toBe(siteFacts.notify.to);
      expect(mail.html).not.toMatch(/<script|<img|<b>|<i>/i);
    }
    const html = mails.find((mail) => mail.text.includes("Details <script>"));
    expect(html?.html).toContain(
      "Details &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;",
    );
    expect(html?.text).toContain(HTML_PAYLOAD);
  });

  it("logs no visitor's name, address or text", () => {
    const log = server.output();
    for (const secret of [
      validBodies.contact.email,
      validBodies.contact.name,
      validBodies.project.email,
      "DROP TABLE",
      "<script",
      INJECTED_ADDRESS,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

/** An address in a query string: it must never reach the output. */
const QUERY_ADDRESS = "probe.query@example.org";

describe("methods", () => {
  const paths = [
    "/",
    "/about",
    "/contact",
    "/nowhere",
    "/admin",
    "/admin/sign-in",
    "/admin/enquiries.csv",
    "/healthz",
    "/.well-known/security.txt",
    "/favicon.svg",
  ];

  it("answers every method a route does not serve with 405 and what it does serve", async () => {
    const wrong: string[] = [];
    for (const path of paths) {
      for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
        const answer = await send(new URL(`${path}?email=${QUERY_ADDRESS}`, server.url), {
          method,
          headers: {},
        });
        const allow = String(answer.headers.allow ?? "");
        if (answer.status !== 405 || !allow.split(", ").includes("GET")) {
          wrong.push(`${method} ${path}: ${answer.status ?? answer.error} Allow: ${allow}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers HEAD on every GET route as GET would, without a body", async () => {
    const home = await (await fetch(new URL("/", server.url))).text();
    const asset = /\/_astro\/[^"]+\.js/.exec(home)?.[0] ?? "/favicon.svg";
    const wrong: string[] = [];
    for (const path of [
      ...sitePaths(),
      ...paths,
      asset,
      "/admin/audit",
      "/admin/person",
      "/admin/sign-in/code",
      "/admin/sign-in/qr-code.svg",
      `/admin/sign-in?next=%2Fadmin%3Fq%3D${QUERY_ADDRESS}`,
      "/readyz",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      const target = new URL(path, server.url);
      const get = await send(target, { method: "GET", headers: {} });
      const head = await send(target, { method: "HEAD", headers: {} });
      if (head.status !== get.status || head.body !== "") {
        wrong.push(`HEAD ${path}: ${head.status ?? head.error} (GET ${get.status})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("malformed HTTP and stalled clients", () => {
  it.each([
    ["a request line of garbage", "GARBAGE\r\n\r\n"],
    ["a header without a colon", "GET / HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n"],
    ["a header split by a bare CR", "GET / HTTP/1.1\r\nHost: x\rX-Evil: 1\r\n\r\n"],
    [
      "a header larger than 16 KB",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ],
    [
      "broken chunked framing",
      `POST ${ENQUIRY_ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      "two conflicting lengths",
      `POST ${ENQUIRY_ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}`,
    ],
    [
      "a length with a chunked body (request smuggling)",
      `POST ${ENQUIRY_ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET / HTTP/1.1\r\n\r\n`,
    ],
  ])("answers %s with a 4xx and closes", async (_, raw) => {
    const statusLine = await sendRawBytes(Number(new URL(server.url).port), raw);
    expect(statusLine).toMatch(/^HTTP\/1\.1 4\d\d /);
  });

  it("keeps answering others while clients stall in the middle of their request", async () => {
    const port = Number(new URL(server.url).port);
    const stalled: Socket[] = [];
    for (let index = 0; index < 40; index++) {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => undefined);
      socket.write(
        index % 2
          ? `POST ${ENQUIRY_ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`
          : "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ",
      );
      stalled.push(socket);
    }
    try {
      const started = Date.now();
      const answer = await send(new URL(ENQUIRY_ENDPOINT, server.url), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validBodies.contact),
      });
      expect(answer.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  });

  it("is still up and healthy after all of it", async () => {
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(new URL("/healthz", server.url))).status).toBe(200);
    expect((await fetch(new URL("/readyz", server.url))).status).toBe(200);
  });
});

describe("the server's output", () => {
  it("is the JSON log alone: every line a log entry, with no query string, stack trace or visitor's address", () => {
    const lines = server.output().split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(500);
    const outside = lines.filter((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return typeof entry.level !== "number" || typeof entry.msg !== "string";
      } catch {
        return true;
      }
    });
    expect(outside).toEqual([]);
    for (const line of lines) {
      expect(line).not.toContain(QUERY_ADDRESS);
      expect(line).not.toMatch(/\?email=|\bat .+:\d+:\d+\)?$|node:internal/);
    }
  });
});
