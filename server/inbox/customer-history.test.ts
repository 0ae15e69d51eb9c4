/**
 * Customer history, on SQLite and a real PostgreSQL: an enquiry's record lists the person's other
 * enquiries, those from the same address however it was typed, newest first, the latest few of
 * them with how many there are in all, and never anyone else's.
 */
import { afterAll, describe, expect, it } from "vitest";
import { OTHER_ENQUIRIES_SHOWN } from "./read-model.ts";
import { adminServiceFixture, minutes, reader, T0 } from "#server/test-support/admin-service.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const at = (minutesAfterT0: number) => new Date(T0.getTime() + minutes(minutesAfterT0));

describe.each(databases.all)("customer history on $name", (target) => {
  const fx = adminServiceFixture(target);

  it("links the person's other enquiries from the same address, newest first", async () => {
    const admin = (await fx.setUp())();
    const first = await fx.stored(
      "contact",
      { name: "Asha Verma", email: "Asha.Verma@Example.com" },
      { at: at(0) },
    );
    const project = await fx.stored(
      "project",
      { name: "Asha", email: "asha.verma@example.com" },
      { at: at(10) },
    );
    const latest = await fx.stored(
      "consultation",
      { name: "A. Verma", email: "ASHA.VERMA@EXAMPLE.COM" },
      { at: at(20), spam: true },
    );
    const someoneElse = await fx.stored(
      "contact",
      { name: "Ravi", email: "ravi.verma@example.com" },
      { at: at(5) },
    );

    const record = await admin.enquiry(reader, project.id);
    expect(record?.otherEnquiries.map((other) => other.id)).toEqual([latest.id, first.id]);
    expect(record?.otherEnquiries[0]).toMatchObject({ kind: "consultation", status: "spam" });
    expect(record?.otherEnquiryCount).toBe(2);
    expect((await admin.enquiry(reader, someoneElse.id))?.otherEnquiries).toEqual([]);
  });

  it("lists the latest few of many, and says how many there are in all", async () => {
    const admin = (await fx.setUp())();
    const email = "frequent@example.com";
    const ids: string[] = [];
    for (let index = 0; index <= OTHER_ENQUIRIES_SHOWN + 1; index++) {
      ids.push((await fx.stored("contact", { name: "Frequent", email }, { at: at(index) })).id);
    }
    const record = await admin.enquiry(reader, ids[0]!);
    expect(record?.otherEnquiryCount).toBe(OTHER_ENQUIRIES_SHOWN + 1);
    expect(record?.otherEnquiries.map((other) => other.id)).toEqual(
      ids.slice(-OTHER_ENQUIRIES_SHOWN).toReversed(),
    );
  });
});
