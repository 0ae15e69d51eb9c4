/**
 * What the inbox lists: where enquiries came from, and spam in a view of its own, on SQLite and a
 * real PostgreSQL.
 */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { Attribution } from "#shared/enquiries/attribution.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import type { Database } from "#server/store/database.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";
import { inboxEntries, inboxPage } from "./read-model.ts";
import { openDatabase } from "#server/store/open.ts";
import { actionFor, ENQUIRY_KINDS } from "#shared/enquiries/kinds.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

describe.each(databases.all)("the inbox's source filter on $name", (target) => {
  let db: Database;
  afterEach(() => db?.close());

  async function saved(name: string, attribution?: Attribution, isSpam = false): Promise<void> {
    await saveEnquiry(
      db,
      {
        id: crypto.randomUUID(),
        kind: "contact",
        action: actionFor("contact"),
        fields: { name, email: "someone@example.com", phone: "9826012345", message: "Hello" },
        submissionId: undefined,
        isSpam,
        ...(attribution ? { attribution } : {}),
        createdAt: new Date(),
      },
      [],
    );
  }

  const names = async (source: string) =>
    (await inboxEntries(db, { source }, new Date(), ENQUIRY_KINDS))
      .map((entry) => entry.fields.name)
      .sort();

  it("matches the campaign source or the referring site, in part and ignoring case", async () => {
    db = await openDatabase(await target.fresh());
    await saved("Newsletter", { page: "/contact", utmSource: "Newsletter", utmMedium: "email" });
    await saved("Google search", { page: "/", referrer: "https://www.google.com" });
    await saved("Google ad", {
      utmSource: "google",
      utmCampaign: "launch",
      referrer: "https://www.google.com",
    });
    await saved("Typed the address", { page: "/contact" });
    await saved("Before it was recorded");

    expect(await names("google")).toEqual(["Google ad", "Google search"]);
    expect(await names("NEWS")).toEqual(["Newsletter"]);
    // The campaign name and the page are not sources.
    expect(await names("launch")).toEqual([]);
    expect(await names("contact")).toEqual([]);
    expect(await names("%")).toEqual([]);

    const page = await inboxPage(
      db,
      { source: "google" },
      { offset: 0, limit: 10 },
      new Date(),
      ENQUIRY_KINDS,
    );
    expect(page.total).toBe(2);
    expect(page.entries.find((entry) => entry.fields.name === "Google ad")?.attribution).toEqual({
      utmSource: "google",
      utmCampaign: "launch",
      referrer: "https://www.google.com",
    });
  });

  it("keeps spam out of the daily list, its counts and its export, in a view of its own", async () => {
    db = await openDatabase(await target.fresh());
    await saved("A real person");
    await saved("A bot", undefined, true);
    const now = new Date();

    const all = await inboxPage(db, {}, { offset: 0, limit: 10 }, now, ENQUIRY_KINDS);
    expect(all.entries.map((entry) => entry.fields.name)).toEqual(["A real person"]);
    expect(all.total).toBe(1);
    expect(all.countsByKind.contact).toBe(1);
    expect(
      (await inboxEntries(db, {}, now, ENQUIRY_KINDS)).map((entry) => entry.fields.name),
    ).toEqual(["A real person"]);

    const spam = await inboxPage(
      db,
      { status: "spam" },
      { offset: 0, limit: 10 },
      now,
      ENQUIRY_KINDS,
    );
    expect(spam.entries.map((entry) => entry.fields.name)).toEqual(["A bot"]);
    expect(spam.total).toBe(1);
  });
});
