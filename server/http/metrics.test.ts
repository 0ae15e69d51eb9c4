/** `/metrics`, the request id and the access log, on a real server instance. */
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { freePort } from "#server/test-support/free-port.ts";
import { sendRawBytes } from "#tests/fault/support/send-raw.ts";
import { until } from "#tests/fault/support/until.ts";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { presenceBeatPath, PRESENCE_BEAT_ROUTE } from "#shared/enquiries/inbox-links.ts";
import { BOOK_MANAGE_PATH, BOOK_PATH, managePath } from "#shared/booking/contract.ts";
import { INTERVIEW_PATH, interviewPath } from "#shared/hiring/interview-link.ts";

const TOKEN = "metrics-token-for-the-tests-0123";
const dir = tempFolder("site-metrics-");
let running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()));
  running = [];
});

async function start(env: Record<string, string> = {}) {
  const log = capturedLogger();
  const server = await startServer({
    site: false,
    logger: log.logger,
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${path.join(dir, `${crypto.randomUUID()}.db`)}`,
      ...env,
    },
  });
  running.push(server);
  return { server, log };
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${ENQUIRY_ENDPOINT}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** The value of one series in Prometheus text, e.g. `enquiries_accepted_total{kind="project"}`. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe("/metrics", () => {
  it("counts the enquiries awaiting a first reply and those overdue, across the store", async () => {
    // 0.0003 hours: each enquiry is overdue a second after it arrives.
    const { server } = await start({ METRICS_TOKEN: TOKEN, REPLY_PROMISE_HOURS: "0.0003" });
    const read = async () =>
      (
        await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      ).text();
    expect((await postJson(server.url, validBodies.project)).status).toBe(201);
    expect((await postJson(server.url, validBodies.contact)).status).toBe(201);
    expect(
      (await postJson(server.url, { ...validBodies.contact, website: "spam.example" })).status,
    ).toBe(201);
    expect(sample(await read(), "enquiries_awaiting_first_reply")).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const text = await read();
    expect(sample(text, "enquiries_overdue")).toBe(2);
    expect(text).toContain("# TYPE enquiry_first_reply_seconds histogram");
  });

  it("answers only the bearer of METRICS_TOKEN", async () => {
    const { server } = await start({ METRICS_TOKEN: TOKEN });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);

    const answer = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(sample(text, "store_ready")).toBe(1);
    expect(text).toContain("process_cpu_seconds_total");
  });

  it("counts enquiries accepted and refused, requests, and deliveries waiting", async () => {
    const { server } = await start({
      METRICS_TOKEN: TOKEN,
      SMTP_URL: "smtp://127.0.0.1:9",
    });
    const read = async () =>
      (
        await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      ).text();
    const before = await read();

    expect((await postJson(server.url, validBodies.project)).status).toBe(201);
    expect((await postJson(server.url, { ...validBodies.project, email: "nope" })).status).toBe(
      400,
    );
    const notJson = await fetch(`${server.url}${ENQUIRY_ENDPOINT}`, {
      method: "POST",
      body: "name=x",
    });
    expect(notJson.status).toBe(415);

    const after = await read();
    const accepted = 'enquiries_accepted_total{kind="project"}';
    expect(sample(after, accepted) - sample(before, accepted)).toBe(1);
    expect(sample(after, 'enquiries_refused_total{kind="project",reason="invalid"}')).toBe(1);
    expect(sample(after, 'enquiries_refused_total{kind="unknown",reason="not-json"}')).toBe(1);
    expect(
      sample(after, `http_requests_total{route="${ENQUIRY_ENDPOINT}",method="POST",status="201"}`),
    ).toBe(1);
    expect(sample(after, 'deliveries{channel="email",state="pending"}')).toBe(1);
  });

  it("counts spam verdicts and the signals that fired", async () => {
    const { server } = await start({ METRICS_TOKEN: TOKEN });
    expect((await postJson(server.url, validBodies.contact)).status).toBe(201);
    expect(
      (await postJson(server.url, { ...validBodies.contact, website: "filled by a bot" })).status,
    ).toBe(201);
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(sample(text, 'enquiry_verdicts_total{verdict="delivered"}')).toBe(1);
    expect(sample(text, 'enquiry_verdicts_total{verdict="spam"}')).toBe(1);
    expect(sample(text, 'spam_signals_total{reason="honeypot",verdict="spam"}')).toBe(1);
    expect(sample(text, 'spam_signals_total{reason="proof-missing",verdict="spam"}')).toBe(1);
    expect(sample(text, 'spam_signals_total{reason="proof-missing",verdict="delivered"}')).toBe(1);
  });

  it("is served on METRICS_PORT without a token, and not on the site's port", async () => {
    const port = await freePort();
    const { server, log } = await start({ METRICS_PORT: String(port) });
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("http_requests_total");
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect(log.text()).toContain(`metrics on http://127.0.0.1:${port}/metrics`);
  });

  it("is off when neither is set, and the start-up log says so", async () => {
    const { server, log } = await start();
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect(log.text()).toContain("metrics are off: set METRICS_TOKEN or METRICS_PORT");
  });
});

describe("request ids and the access log", () => {
  it("gives every response an id that its one log line carries, without the query", async () => {
    const { server, log } = await start();
    const answer = await fetch(`${server.url}/healthz?email=asha@example.com`);
    const id = answer.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const lines = log.lines().filter((line) => line.requestId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", route: "/healthz", status: 200 });
    expect(lines[0]?.durationMs).toEqual(expect.any(Number));
    expect(log.text()).not.toContain("asha@example.com");
  });

  it("logs the booking pages by their route, never with a link's token", async () => {
    const { server, log } = await start();
    const token = "a-booking-links-secret-token";
    for (const page of [BOOK_PATH, managePath(token), interviewPath(token)]) {
      await fetch(`${server.url}${page}`);
    }
    const routes = log
      .lines()
      .filter((line) => line.msg === "request")
      .map((line) => line.route);
    expect(routes).toEqual([BOOK_PATH, `${BOOK_MANAGE_PATH}/*`, `${INTERVIEW_PATH}/*`]);
    expect(log.text()).not.toContain(token);
  });

  it("counts each open page's presence beats but keeps them out of the access log", async () => {
    const { server, log } = await start({ METRICS_TOKEN: TOKEN });
    const beat = `${server.url}${presenceBeatPath(crypto.randomUUID())}`;
    const beats = [1, 2, 3].map(() =>
      fetch(beat, { method: "POST", body: new URLSearchParams({ tab: crypto.randomUUID() }) }),
    );
    const ids = (await Promise.all(beats)).map((answer) => answer.headers.get("x-request-id"));
    const page = await fetch(`${server.url}/admin`);

    const logged = log.lines().filter((line) => line.msg === "request");
    expect(logged.filter((line) => ids.includes(String(line.requestId)))).toEqual([]);
    expect(logged.some((line) => line.requestId === page.headers.get("x-request-id"))).toBe(true);
    const metrics = await (
      await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
    const counted = metrics
      .split("\n")
      .filter((line) => line.startsWith(`http_requests_total{route="${PRESENCE_BEAT_ROUTE}"`));
    expect(counted.reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0)).toBe(3);
  });

  it("logs a refused enquiry's id and never its body", async () => {
    const { server, log } = await start();
    const answer = await postJson(server.url, { ...validBodies.project, phone: "12" });
    expect(answer.status).toBe(400);
    const id = answer.headers.get("x-request-id");
    expect(log.lines().some((line) => line.requestId === id && line.status === 400)).toBe(true);
    expect(log.text()).not.toContain(validBodies.project.name);
  });

  it("puts the id on every line logged while answering, a refusal's warning included", async () => {
    const { server, log } = await start();
    const answer = await postJson(server.url, validBodies.project, {
      Origin: "https://elsewhere.example",
    });
    expect(answer.status).toBe(403);
    const id = answer.headers.get("x-request-id");
    const refusal = log.lines().find((line) => line.msg === "cross-origin request refused");
    expect(refusal?.requestId).toBe(id);
    expect(refusal?.level).toBe(40);
  });

  it("keeps the proxy's id only behind a trusted proxy", async () => {
    const trusted = await start({ TRUST_PROXY: "true" });
    const kept = await fetch(`${trusted.server.url}/healthz`, {
      headers: { "X-Request-Id": "edge-7f3a" },
    });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a");
    const forged = await fetch(`${trusted.server.url}/healthz`, {
      headers: { "X-Request-Id": "bad id\twith spaces" },
    });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const direct = await start();
    const ignored = await fetch(`${direct.server.url}/healthz`, {
      headers: { "X-Request-Id": "edge-7f3a" },
    });
    expect(ignored.headers.get("x-request-id")).not.toBe("edge-7f3a");
  });

  it.each([
    {
      body: "an invalid chunk size",
      path: ENQUIRY_ENDPOINT,
      head: "Content-Type: application/json\r\nTransfer-Encoding: chunked",
      sent: "zz\r\n{}\r\n0\r\n\r\n",
    },
    {
      // The client falls silent and is cut off (sendRawBytes gives up after 3 s).
      body: "a form cut off before its length",
      path: "/contact",
      head: "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000",
      sent: "name=Asha",
    },
  ])(
    "logs and counts a body with $body as the client's 400, at warning level at most",
    async ({ path, head, sent }) => {
      const { server, log } = await start({ METRICS_TOKEN: TOKEN });
      const port = Number(new URL(server.url).port);
      await sendRawBytes(port, `POST ${path} HTTP/1.1\r\nHost: x\r\n${head}\r\n\r\n${sent}`);
      const answered = () => log.lines().find((line) => line.msg === "request");
      await until(() => answered() !== undefined, 5_000, "the access log line");

      expect(answered()).toMatchObject({ method: "POST", status: 400 });
      expect(log.lines().filter((line) => Number(line.level) > 40)).toEqual([]);
      const text = await (
        await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      ).text();
      const requests = (status: number) =>
        text
          .split("\n")
          .filter(
            (line) => line.startsWith("http_requests_total{") && line.includes('method="POST"'),
          )
          .filter((line) => line.includes(`status="${status}"`))
          .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
      expect(requests(400)).toBe(1);
      expect(requests(500)).toBe(0);
    },
  );
});
