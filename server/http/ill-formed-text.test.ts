/**
 * A lone surrogate (`"\ud800"` in the JSON) is text no database keeps: PostgreSQL refuses it and
 * SQLite stores broken UTF-8. Against a real server on SQLite and on PostgreSQL, a field holding
 * one is refused with a message on the field, and no other part of the body carries one in.
 */
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import type { DatabaseConfig } from "#server/store/open.ts";
import { latestEnquiries } from "#server/enquiries/store.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const LONE = "\ud800";

function databaseUrl(config: DatabaseConfig): string {
  return config.kind === "postgres" ? config.url : `sqlite:${config.path}`;
}

async function start(config: DatabaseConfig): Promise<RunningServer> {
  return startServer({
    site: false,
    logger: pino({ level: "silent" }),
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl(config),
      RATE_LIMIT_PER_MINUTE: "1000",
      SERVER_SECRET: TEST_SERVER_SECRET,
    },
  });
}

/** JSON.stringify writes a lone surrogate as its `\ud800` escape, as a hostile client would. */
function post(server: RunningServer, body: unknown): Promise<Response> {
  return fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe.each(databases.all)("a lone surrogate on $name", (target) => {
  it("is refused in every text field with a message on the field, never a 503, and nothing is stored", async () => {
    const config = await target.fresh();
    const server = await start(config);
    try {
      for (const [kind, field] of [
        ["project", "name"],
        ["project", "companyName"],
        ["project", "phone"],
        ["project", "email"],
        ["project", "projectDetails"],
        ["jobEnquiry", "position"],
        ["jobEnquiry", "coverLetter"],
        ["contact", "message"],
      ] as const) {
        const body = validBodies[kind] as Record<string, string>;
        const value = `${body[field]!.slice(0, 3)}${LONE}${body[field]!.slice(3)}`;
        const response = await post(server, { ...body, [field]: value });
        expect(response.status, `${kind}.${field}`).toBe(400);
        expect((await response.json()).errors, `${kind}.${field}`).toEqual({
          [field]: formWords.textRules.illFormed,
        });
      }
      for (const field of ["submissionId", "proof", "website", "marketingConsent"]) {
        const response = await post(server, { ...validBodies.contact, [field]: `a${LONE}` });
        expect(response.status, field).toBe(400);
        expect(Object.keys((await response.json()).errors), field).toEqual([field]);
      }
    } finally {
      await server.close();
    }
    const db = await openDatabase(config);
    try {
      expect(await latestEnquiries(db, 10)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("is dropped with the attribution part or the unknown field holding it, the enquiry kept", async () => {
    const config = await target.fresh();
    const server = await start(config);
    try {
      const response = await post(server, {
        ...validBodies.contact,
        nickname: `Im${LONE}`,
        attribution: { page: `/contact${LONE}`, utmSource: `li${LONE}`, utmMedium: "social" },
      });
      expect(response.status).toBe(201);
    } finally {
      await server.close();
    }
    const db = await openDatabase(config);
    try {
      const [stored] = await latestEnquiries(db, 10);
      expect(stored?.attribution).toEqual({ utmMedium: "social" });
      expect(stored?.fields).not.toHaveProperty("nickname");
    } finally {
      await db.close();
    }
  });
});
