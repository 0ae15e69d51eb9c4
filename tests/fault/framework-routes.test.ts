/**
 * Only the routes the site serves reach the framework. Astro's own routes (`/_image`, which
 * encodes an image on request, `/_server-islands/…`, `/_actions/…`) answer the site's 404 page
 * before Astro sees them, and every route the site does serve, built or rendered on request,
 * answers hostile query strings and paths without a 5xx and within a budget of the server's CPU
 * time per request (measured from /proc, which counts every thread of the process).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtClientDir, sitePaths } from "#scripts/lib/built-pages.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { createAdminService } from "#server/test-support/admin-service.ts";
import { allOpenings } from "#server/hiring/openings-store.ts";
import { openDatabase } from "#server/store/open.ts";
import { cookiesFrom } from "#server/test-support/admin-service.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { TEST_SERVER_SECRET, testKeys } from "#server/test-support/keys.ts";
import { ENQUIRY_ENDPOINT, PROOF_CHALLENGE_ENDPOINT } from "#shared/enquiries/service.ts";
import { filledIn, onDemandPatterns } from "#tests/fault/support/on-demand-pages.ts";
import { send, type Answer } from "#tests/fault/support/send-raw.ts";
import { startServerProcess, type ServerProcess } from "#tests/fault/support/server-process.ts";

/** What one request may cost the server in CPU time, however hostile its query. */
const CPU_BUDGET_MS = 100;

const dir = mkdtempSync(path.join(tmpdir(), "site-framework-routes-"));
const databasePath = path.join(dir, "site.db");
const notFoundPage = readFileSync(path.join(builtClientDir(), "404.html"), "utf8");
const picture = `/_astro/${readdirSync(path.join(builtClientDir(), "_astro")).find((file) => file.endsWith(".png"))}`;
const hostileImage = `href=${picture}&w=8000&h=8000&f=avif&q=100`;

let server: ServerProcess;
/** The administrator's session cookie: the inbox's pages are swept signed in. */
let session: string;
/** What fills in the on-demand pages' parameters. */
let parameters: Record<string, string>;

beforeAll(async () => {
  server = await startServerProcess({
    site: true,
    env: {
      DATABASE_URL: `sqlite:${databasePath}`,
      SERVER_SECRET: TEST_SERVER_SECRET,
      RATE_LIMIT_PER_MINUTE: "1000",
      PAGE_RATE_LIMIT_PER_MINUTE: "1000000",
    },
  });
  const sent = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validBodies.project),
  });
  expect(sent.status).toBe(201);
  const { id: enquiryId } = (await sent.json()) as { id: string };
  const db = await openDatabase({ kind: "sqlite", path: databasePath });
  try {
    const [opening] = await allOpenings(db);
    if (!opening) throw new Error("The server seeded no openings");
    parameters = {
      "/admin/enquiries/[id]": enquiryId,
      "/admin/enquiries/[id]/attachments/[file]": crypto.randomUUID(),
      "/admin/openings/[id]": opening.id,
      // No such booking: the page says so (404).
      "/admin/agenda/[id]": crypto.randomUUID(),
      // A link no mail carried: the page says so (404), whatever the token.
      "/book/manage/[token]": "no-such-booking-link",
      "/career/[slug]": opening.slug,
      // A link no mail carried: the page says so (404) and how to ask for a new one.
      "/interview/[token]": "no-such-interview-link",
      "/start-project/opening/[slug]": opening.slug,
    };
    session = await administratorSession(db);
  } finally {
    await db.close();
  }
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** An administrator signed in as a browser would, the app enrolled on the way; its cookies. */
async function administratorSession(db: Awaited<ReturnType<typeof openDatabase>>): Promise<string> {
  const email = "sweep@malwasoftworks.example";
  const password = "a long passphrase for the sweep";
  await addAdminUser(db, email, password, { role: "administrator" });
  const admin = createAdminService({
    db,
    logger: pino({ level: "silent" }),
    secureCookies: false,
    keys: testKeys,
    signInAttemptsPerMinute: 10,
    twoStepRequiredFor: "everyone",
    siteUrl: "http://localhost:3000",
  }).forClient("127.0.0.1");
  const jar = new Map<string, string>();
  const form = admin.signInForm(null);
  const first = await admin.signIn({
    email,
    password,
    token: form.token,
    cookieHeader: cookiesFrom([form.setCookie], jar),
  });
  if (first.status !== "second-step") throw new Error(`Sign-in answered ${first.status}`);
  const challenged = cookiesFrom(first.setCookies, jar);
  const step = await admin.secondStep(challenged);
  if (step?.kind !== "enrol") throw new Error("Expected to enrol an authenticator app");
  const code = TOTP.generate({ secret: Secret.fromBase32(step.secret) });
  const done = await admin.completeSignIn({ code, token: form.token, cookieHeader: challenged });
  if (done.status !== "signed-in") throw new Error(`The second step answered ${done.status}`);
  return cookiesFrom(done.setCookies, jar);
}

/** The process's CPU time so far in ms: utime + stime of /proc/<pid>/stat, in 10 ms ticks. */
function cpuMs(): number {
  const stat = readFileSync(`/proc/${server.child.pid}/stat`, "utf8");
  // The fields after the command's name, which may hold spaces, start with the 3rd (the state).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[14 - 3]) + Number(fields[15 - 3])) * 10;
}

function get(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send(new URL(target, server.url), { method: "GET", headers });
}

/** How a GET reaches each page rendered on request; the form-post pages only take POSTs. */
function onDemandPaths(): string[] {
  return onDemandPatterns().flatMap((pattern) => {
    if (pattern.startsWith("/form-post/")) return [];
    const page = filledIn(pattern, parameters);
    const opening = /^\/start-project\/opening\/(.+)$/.exec(page);
    return [opening ? `/start-project?opening=${opening[1]}` : page];
  });
}

describe("the framework's own routes", () => {
  it("answer the image route with the site's 404 page, before any image is encoded", async () => {
    for (const query of [hostileImage, `href=${picture}&w=-1`]) {
      const answer = await get(`/_image?${query}`);
      expect(answer.status, query).toBe(404);
      expect(answer.body, query).toBe(notFoundPage);
    }
    // sharp, the encoder behind /_image, is loaded with its first image: the process never did.
    expect(readFileSync(`/proc/${server.child.pid}/maps`, "utf8")).not.toMatch(/sharp|vips/);
    expect(server.output()).not.toContain("Could not process image request");
  });

  it("lets Astro render the pages rendered on request, and answer nothing else", async () => {
    const refused: string[] = [];
    for (const target of onDemandPaths()) {
      const answer = await get(target, { Cookie: session });
      if (answer.status === 404 && answer.body === notFoundPage) refused.push(target);
    }
    expect(refused).toEqual([]);
    // The job form for an opening and the form-post pages only behind the server's rewrites.
    for (const target of [
      "/_server-islands/Anything",
      "/_actions/anything",
      "/_astro/",
      "/_anything",
      `/start-project/opening/${parameters["/career/[slug]"]}`,
      "/form-post/contact",
    ]) {
      const answer = await get(target, { Cookie: session });
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).toBe(notFoundPage);
    }
  });
});

describe("every route the site serves", () => {
  it("answers hostile queries and paths without a 5xx, each within the CPU budget", async () => {
    const huge = "9".repeat(300);
    const queries = [
      `page=${huge}&days=${huge}&w=${huge}&h=${huge}&id=${huge}`,
      "page=1e308&days=Infinity&w=NaN&from=99999-99-99&to=0000-00-00&sort=due&due=overdue",
      "page=-1&days=-1&w=-1&h=-1&q=-1&from=-0001-01-01",
      `q=${"a".repeat(4000)}&source=${"b".repeat(2000)}&next=${"c".repeat(1000)}`,
      Array.from({ length: 400 }, (_, index) => `tab=${index}&page=${index}&q=${index}`).join("&"),
      hostileImage,
      `opening=${picture}&template=..%2F..%2Fetc%2Fpasswd&next=%2F%2Fevil.example%2F%2E%2E`,
      "enquiry=..%2F..%2F&signature=%00%FF&kind=%2F%2F&status=%C0%AE%C0%AE%2F&done=%E2%80%AE",
      "%=%%&a[b][c]=1&__proto__[x]=1&constructor[prototype][x]=1&=&&&",
    ];
    const home = await get("/");
    const script = /\/_astro\/[^"]+\.js/.exec(home.body)?.[0] ?? picture;
    const routes = [
      ...sitePaths(),
      ...onDemandPaths(),
      ENQUIRY_ENDPOINT,
      PROOF_CHALLENGE_ENDPOINT,
      "/_image",
      "/_server-islands/x",
      "/_actions/x",
      picture,
      script,
      "/robots.txt",
      "/sitemap.xml",
      "/rss.xml",
      "/.well-known/security.txt",
      "/healthz",
      "/readyz",
    ];
    const paths = [
      "/%2F_image",
      "/_astro%2F..%2F_image",
      "/career%2F..%2Fadmin",
      `/career/${"x".repeat(2000)}`,
      "/career/%2E%2E%2Fadmin",
      "/admin/enquiries/..%2F..%2F..%2Fetc%2Fpasswd",
      "/admin/openings/%00",
      `/admin/enquiries/${"9".repeat(500)}`,
      "/privacy/choices/..%2F..%2Fadmin",
      "/%2F%2Fevil.example%2F%2e%2e",
      // Astro's image route behind a rendered page's prefix, for whoever decodes the dots.
      ...["/career/..%2F_image", "/admin/%2E%2E%2F_image", "/career/%2e%2e%2f..%2f_image"].map(
        (route) => `${route}?${hostileImage}`,
      ),
    ];
    const targets = [
      ...routes.flatMap((route) => {
        const joiner = route.includes("?") ? "&" : "?";
        return queries.map((query) => `${route}${joiner}${query}`);
      }),
      ...paths,
    ];

    // Warm: each route's first request compiles its code, which is no visitor's doing.
    for (const route of routes) await get(route, { Cookie: session });

    const failed: string[] = [];
    const costly: string[] = [];
    let most = 0;
    for (const target of targets) {
      const shown = target.length > 120 ? `${target.slice(0, 120)}…` : target;
      const tries: number[] = [];
      // A garbage collection can land on any request: one over the budget is tried twice more,
      // and its cost is the least of the three. A costly request stays costly every time.
      do {
        const before = cpuMs();
        const answer = await get(target, { Cookie: session });
        tries.push(cpuMs() - before);
        if (answer.status === undefined || answer.status >= 500) {
          failed.push(`${shown}: ${answer.status ?? answer.error}`);
          break;
        }
      } while (Math.min(...tries) >= CPU_BUDGET_MS && tries.length < 3);
      const spent = Math.min(...tries);
      most = Math.max(most, spent);
      if (spent >= CPU_BUDGET_MS) costly.push(`${shown}: ${tries.join(", ")} ms`);
    }
    console.info(`hostile routes: ${targets.length} requests, the costliest ${most} ms of CPU`);
    expect(failed).toEqual([]);
    expect(costly).toEqual([]);
    const errors = server
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
    expect(readFileSync(`/proc/${server.child.pid}/maps`, "utf8")).not.toMatch(/sharp|vips/);
  }, 300_000);
});

describe("pages rendered on request", () => {
  it("name their charset in Content-Type, as the built pages do", async () => {
    const slug = parameters["/career/[slug]"]!;
    const pages = [
      await get("/career"),
      await get(`/career/${slug}`),
      await get(`/start-project?opening=${slug}`),
      await get("/admin", { Cookie: session }),
      await get("/admin/sign-in"),
      // A form posted without JavaScript, shown again with what is missing.
      await send(new URL("/contact", server.url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "name=",
      }),
    ];
    for (const page of pages) {
      expect(page.body).toMatch(/^<!DOCTYPE html>/i);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
  });
});
