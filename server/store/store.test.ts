/** One suite, run against SQLite and a real PostgreSQL: the store behaves the same on both. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, onTestFinished } from "vitest";
import { startTestDatabases } from "#server/test-support/databases.ts";
import type { Database } from "./database.ts";
import { DELIVERY_CHANNELS, type DeliveryChannel } from "#shared/outbox/channels.ts";
import {
  claimDueDeliveries,
  deliveriesOf,
  markDeliveryFailed,
  markDeliverySent,
  nextDeliveryDueAt,
  scheduleDeliveryRetry,
} from "#server/outbox/deliveries.ts";
import {
  findEnquiry,
  latestEnquiries,
  saveEnquiry,
  type Enquiry,
} from "#server/enquiries/store.ts";
import { migrate, migrationsFor } from "./migrate.ts";
import { openDatabase } from "./open.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const T0 = new Date("2030-01-01T09:00:00.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: crypto.randomUUID(),
    kind: "contact",
    action: actionFor("contact"),
    fields: {
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      message: 'Namaste 🙏 — "quotes", <b>tags</b> & ümlauts',
    },
    submissionId: undefined,
    isSpam: false,
    createdAt: T0,
    ...overrides,
  };
}

describe.each(databases.all)("store on $name", (target) => {
  let db: Database;
  afterEach(() => db?.close());

  async function freshDb(): Promise<Database> {
    db = await openDatabase(await target.fresh());
    return db;
  }

  async function savedWith(channels: DeliveryChannel[], overrides: Partial<Enquiry> = {}) {
    const stored = enquiry(overrides);
    await saveEnquiry(db, stored, channels);
    return stored;
  }

  it("migrates once and records every migration of the build", async () => {
    await freshDb();
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query("SELECT version, name FROM schema_migrations ORDER BY version");
    const known = await migrationsFor(db.dialect);
    expect(rows.map((row) => [Number(row.version), row.name])).toEqual(
      known.map((migration) => [migration.version, migration.name]),
    );
  });

  it("stores an enquiry exactly as given and reads it back", async () => {
    await freshDb();
    const stored = await savedWith(["email"]);
    expect(await findEnquiry(db, stored.id)).toEqual(stored);
    expect(await findEnquiry(db, crypto.randomUUID())).toBeUndefined();
  });

  it("queues one pending delivery per channel, due at once", async () => {
    await freshDb();
    const stored = await savedWith(["email", "webhook"]);
    const deliveries = await deliveriesOf(db, [stored.id]);
    expect(deliveries.map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ["email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
    expect(deliveries[0]?.nextAttemptAt).toEqual(T0);
    expect(await nextDeliveryDueAt(db, DELIVERY_CHANNELS)).toEqual(T0);
  });

  it("stores a submission id once and answers the first enquiry's id", async () => {
    await freshDb();
    const submissionId = crypto.randomUUID();
    const first = enquiry({ submissionId });
    expect(await saveEnquiry(db, first, ["email"])).toEqual({ id: first.id, duplicate: false });
    expect(await saveEnquiry(db, enquiry({ submissionId }), ["email"])).toEqual({
      id: first.id,
      duplicate: true,
    });
    const racing = await Promise.all(
      [1, 2, 3].map(() => saveEnquiry(db, enquiry({ submissionId }), ["email"])),
    );
    expect(racing.map((result) => result.id)).toEqual([first.id, first.id, first.id]);
    expect(await latestEnquiries(db, 10)).toHaveLength(1);
    expect(await deliveriesOf(db, [first.id])).toHaveLength(1);
  });

  it("commits an enquiry and its deliveries together or not at all", async () => {
    await freshDb();
    const broken = enquiry();
    await expect(saveEnquiry(db, broken, ["email", "fax" as DeliveryChannel])).rejects.toThrow();
    expect(await findEnquiry(db, broken.id)).toBeUndefined();
    expect(await deliveriesOf(db, [broken.id])).toEqual([]);
  });

  it("lists the newest enquiries first", async () => {
    await freshDb();
    const older = await savedWith([], { createdAt: at(0) });
    const newer = await savedWith([], { createdAt: at(60) });
    expect((await latestEnquiries(db, 10)).map((e) => e.id)).toEqual([newer.id, older.id]);
    expect((await latestEnquiries(db, 1)).map((e) => e.id)).toEqual([newer.id]);
  });

  it("claims only due deliveries, holds them for the lease, then lets another take over", async () => {
    await freshDb();
    const stored = await savedWith(["email"]);
    const claim = (owner: string, seconds: number) =>
      claimDueDeliveries(db, {
        owner,
        now: at(seconds),
        leaseMs: 60_000,
        limit: 10,
        channels: DELIVERY_CHANNELS,
      });

    expect(await claim("a", -1)).toEqual([]);
    const [claimed] = await claim("a", 0);
    expect(claimed).toMatchObject({ enquiryId: stored.id, channel: "email", attempts: 1 });
    expect(await claim("b", 30)).toEqual([]);
    expect(await nextDeliveryDueAt(db, DELIVERY_CHANNELS)).toEqual(at(60));

    const [reclaimed] = await claim("b", 61);
    expect(reclaimed).toMatchObject({ id: claimed?.id, attempts: 2 });
  });

  it("never hands one delivery to two concurrent claims", async () => {
    await freshDb();
    for (let i = 0; i < 6; i++) await savedWith(["email"]);
    const claims = await Promise.all(
      ["a", "b", "c", "d", "e"].map((owner) =>
        claimDueDeliveries(db, {
          owner,
          now: at(1),
          leaseMs: 60_000,
          limit: 2,
          channels: DELIVERY_CHANNELS,
        }),
      ),
    );
    const ids = claims.flat().map((delivery) => delivery.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it("marks deliveries sent, due again, or failed", async () => {
    await freshDb();
    const stored = await savedWith(["email", "webhook", "autoreply"]);
    const claimed = await claimDueDeliveries(db, {
      owner: "a",
      now: at(0),
      leaseMs: 60_000,
      limit: 10,
      channels: DELIVERY_CHANNELS,
    });
    const byChannel = (channel: DeliveryChannel) =>
      claimed.find((d) => d.channel === channel)?.id ?? "";

    await markDeliverySent(db, byChannel("email"), at(1));
    await scheduleDeliveryRetry(db, byChannel("webhook"), "someone else", at(99), "ignored");
    await scheduleDeliveryRetry(db, byChannel("webhook"), "a", at(5), "HTTP 500");
    await markDeliveryFailed(db, byChannel("autoreply"), "a", "550 mailbox unavailable");

    const states = await deliveriesOf(db, [stored.id]);
    expect(states.map((d) => [d.channel, d.status, d.attempts, d.lastError ?? null])).toEqual([
      ["autoreply", "failed", 1, "550 mailbox unavailable"],
      ["email", "sent", 1, null],
      ["webhook", "pending", 1, "HTTP 500"],
    ]);
    expect(states.find((d) => d.channel === "email")?.sentAt).toEqual(at(1));
    expect(await nextDeliveryDueAt(db, DELIVERY_CHANNELS)).toEqual(at(5));
    expect(
      await claimDueDeliveries(db, {
        owner: "b",
        now: at(4),
        leaseMs: 1,
        limit: 10,
        channels: DELIVERY_CHANNELS,
      }),
    ).toEqual([]);
    expect(
      await claimDueDeliveries(db, {
        owner: "b",
        now: at(5),
        leaseMs: 1,
        limit: 10,
        channels: DELIVERY_CHANNELS,
      }),
    ).toMatchObject([{ channel: "webhook", attempts: 2 }]);
  });

  it("gives a delivery up once: only the live claim's holder, and only the first time", async () => {
    await freshDb();
    await savedWith(["webhook"]);
    const claim = (owner: string, seconds: number) =>
      claimDueDeliveries(db, {
        owner,
        now: at(seconds),
        leaseMs: 1000,
        limit: 1,
        channels: DELIVERY_CHANNELS,
      });
    const [lapsed] = await claim("a", 0);
    await claim("b", 2);
    const id = lapsed?.id ?? "";

    // Instance a's lease ran out and b holds the delivery now: a's verdict no longer counts.
    expect(await markDeliveryFailed(db, id, "a", "HTTP 503")).toBe(false);
    const verdicts = await Promise.all([
      markDeliveryFailed(db, id, "b", "HTTP 503"),
      markDeliveryFailed(db, id, "b", "HTTP 503"),
    ]);
    expect(verdicts.filter(Boolean)).toHaveLength(1);
    expect(await markDeliveryFailed(db, id, "b", "HTTP 503")).toBe(false);
  });

  it("keeps where an enquiry came from, and nothing for one that did not say", async () => {
    await freshDb();
    const attribution = {
      page: "/contact",
      referrer: "https://www.google.com",
      utmSource: "newsletter",
      utmCampaign: "diwali — 2030",
    };
    const tagged = await savedWith(["email"], { attribution });
    const untagged = await savedWith(["email"]);
    expect((await findEnquiry(db, tagged.id))?.attribution).toEqual(attribution);
    expect((await findEnquiry(db, untagged.id))?.attribution).toBeUndefined();
  });
});

describe("migration files", () => {
  it("take the portable file, or the one written for the database", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-migrations-"));
    for (const file of [
      "0001_first.sql",
      "0002_second.postgres.sql",
      "0002_second.sqlite.sql",
      "notes.md",
    ]) {
      writeFileSync(path.join(dir, file), "");
    }
    onTestFinished(() => rmSync(dir, { recursive: true }));
    expect(await migrationsFor("sqlite", dir)).toEqual([
      { version: 1, name: "first", file: "0001_first.sql" },
      { version: 2, name: "second", file: "0002_second.sqlite.sql" },
    ]);
    expect((await migrationsFor("postgres", dir)).map((m) => m.file)).toEqual([
      "0001_first.sql",
      "0002_second.postgres.sql",
    ]);
  });
});
