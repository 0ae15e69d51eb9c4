/** A person's copy of their data includes where their enquiries came from: SQLite and PostgreSQL. */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { Database } from "#server/store/database.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { exportPerson } from "./person-data.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

describe.each(databases.all)("a person's data on $name", (target) => {
  let db: Database;
  afterEach(() => db?.close());

  it("holds where each enquiry came from, as it was recorded", async () => {
    db = await openDatabase(await target.fresh());
    const attribution = { page: "/contact", referrer: "https://www.google.com", utmSource: "ads" };
    await saveEnquiry(
      db,
      {
        id: crypto.randomUUID(),
        kind: "contact",
        action: actionFor("contact"),
        fields: { name: "Asha", email: "asha@example.com", phone: "9826012345", message: "Hi" },
        submissionId: undefined,
        isSpam: false,
        attribution,
        createdAt: new Date(),
      },
      [],
    );
    const exported = await exportPerson(db, "asha@example.com", {
      actor: "command line",
      at: new Date(),
    });
    expect(exported.enquiries).toMatchObject([{ attribution }]);
  });
});
