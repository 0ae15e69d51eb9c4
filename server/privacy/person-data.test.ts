/** A person's copy of their data includes where their enquiries came from: SQLite and PostgreSQL. */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { Database } from "#server/store/database.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { exportPerson } from "./person-data.ts";
import { recordInboundMessage } from "#server/mail/store.ts";
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

  it("holds the mails they sent to the team mailbox about an enquiry", async () => {
    db = await openDatabase(await target.fresh());
    const enquiryId = crypto.randomUUID();
    await saveEnquiry(
      db,
      {
        id: enquiryId,
        kind: "contact",
        action: actionFor("contact"),
        fields: { name: "Asha", email: "asha@example.com", phone: "9826012345", message: "Hi" },
        submissionId: undefined,
        isSpam: false,
        createdAt: new Date(),
      },
      [],
    );
    const at = new Date("2030-01-15T05:00:00Z");
    await recordInboundMessage(
      db,
      {
        id: crypto.randomUUID(),
        key: "answer-1@example.com",
        enquiryId,
        matchedBy: "token",
        sender: "asha@example.com",
        subject: "Re: We have your message",
        body: "Thursday suits me.",
        quoted: "> Thank you",
        automatic: false,
        receivedAt: at,
      },
      [
        {
          fileName: "plan.pdf",
          mediaType: "application/pdf",
          bytes: new Uint8Array([37, 80, 68, 70]),
          sha256: "",
        },
      ],
    );
    const exported = await exportPerson(db, "asha@example.com", {
      actor: "command line",
      at: new Date(),
    });
    expect(exported.enquiries[0]?.mails).toEqual([
      {
        from: "asha@example.com",
        at: at.toISOString(),
        subject: "Re: We have your message",
        text: "Thursday suits me.",
        quoted: "> Thank you",
        automatic: false,
        files: [{ fileName: "plan.pdf", sizeBytes: 4 }],
      },
    ]);
  });
});
