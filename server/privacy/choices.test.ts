/**
 * The page a person's signed link opens, as the server does it: a withdrawal takes effect at once
 * for every enquiry from their address and is recorded; an erasure request waits for the team
 * with its due date; a forged or altered link changes nothing. On both databases.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { ConsentChoiceService } from "#shared/privacy/choices.ts";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import { auditPage } from "#server/audit/log.ts";
import { consentReceiptsOf } from "#server/consent/receipts.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { openPrivacyRequests } from "./requests-store.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { testKeys } from "#server/test-support/keys.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { spamDefences } from "#server/test-support/spam-defences.ts";
import { createConsentChoices, ERASURE_DUE_DAYS } from "./choices.ts";
import { createConsentLinks } from "./consent-links.ts";
import { exportPerson } from "./person-data.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());
const SITE = "https://www.malwasoftworks.example";
const NOW = new Date("2030-03-01T10:00:00.000Z");

describe.each(databases.all)("consent choices on $name", (target) => {
  const links = createConsentLinks(testKeys.consentLinks, SITE);

  async function setUp(): Promise<{
    db: Database;
    page: ConsentChoiceService;
    send: (body: Record<string, unknown>) => Promise<string>;
  }> {
    const db = await openDatabase(await target.fresh());
    const service = createEnquiryService({
      db,
      channels: [],
      logger: capturedLogger().logger,
      ...spamDefences(db, () => NOW),
      now: () => NOW,
    });
    async function submit(body: Record<string, unknown>): Promise<string> {
      const outcome = await service.submit(body);
      if (outcome.status !== "stored") throw new Error(outcome.status);
      return outcome.id;
    }
    const page = createConsentChoices({
      db,
      links,
      logger: capturedLogger().logger,
      now: () => NOW,
    });
    return { db, page, send: submit };
  }

  /** The link's two parameters, as the page reads them. */
  const signed = (id: string) => {
    const url = new URL(links.linkFor(id));
    expect(url.pathname).toBe("/privacy/choices");
    return [
      url.searchParams.get("enquiry") ?? "",
      url.searchParams.get("signature") ?? "",
    ] as const;
  };

  it("withdraws the updates of every enquiry from the address at once, and records it", async () => {
    const { db, page, send } = await setUp();
    const first = await send({ ...validBodies.contact, marketingConsent: "yes" });
    const second = await send({
      ...validBodies.generalEnquiry,
      email: validBodies.contact.email,
      marketingConsent: true,
    });
    expect(await page.choices(...signed(second))).toEqual({
      receivingUpdates: true,
      erasureDueAt: undefined,
    });

    expect(await page.withdrawUpdates(...signed(second))).toEqual({
      receivingUpdates: false,
      erasureDueAt: undefined,
    });
    const receipts = await consentReceiptsOf(db, [first, second]);
    for (const id of [first, second]) {
      const marketing = receipts.get(id)?.find((receipt) => receipt.purpose === "marketing");
      expect(marketing?.withdrawnAt).toEqual(NOW);
      const enquiry = receipts.get(id)?.find((receipt) => receipt.purpose === "enquiry");
      expect(enquiry?.withdrawnAt).toBeUndefined();
    }
    const { entries } = await auditPage(db, { offset: 0, limit: 5 });
    expect(entries).toMatchObject([{ action: "marketing-withdrawn", subject: second }]);
    await db.close();
  });

  it("puts an erasure request in front of the administrators with its due date, once", async () => {
    const { db, page, send } = await setUp();
    const id = await send(validBodies.contact);
    const due = new Date(NOW.getTime() + ERASURE_DUE_DAYS * 86_400_000);
    expect(await page.requestErasure(...signed(id))).toEqual({
      receivingUpdates: false,
      erasureDueAt: due,
    });
    await page.requestErasure(...signed(id));
    expect(await openPrivacyRequests(db)).toEqual([
      {
        id: expect.any(String),
        enquiryId: id,
        kind: "erasure",
        email: validBodies.contact.email,
        requestedAt: NOW,
        dueAt: due,
      },
    ]);
    await db.close();
  });

  it("refuses a forged or altered link and changes nothing", async () => {
    const { db, page, send } = await setUp();
    const id = await send({ ...validBodies.contact, marketingConsent: "yes" });
    const other = await send({ ...validBodies.jobEnquiry });
    const [, signature] = signed(id);
    const [, otherSignature] = signed(other);
    expect(await page.withdrawUpdates(id, otherSignature)).toBe("forged");
    // The first character carries six whole bits of the signature, so changing it always alters it
    // (the last one may carry only padding, or already be the replacement).
    const altered = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(await page.requestErasure(id, altered)).toBe("forged");
    expect(await page.choices(id, "")).toBe("forged");
    expect(await page.choices("not-an-id", signature)).toBe("forged");
    const forgedBy = createConsentLinks(Buffer.alloc(32, 1), SITE);
    const forgedUrl = new URL(forgedBy.linkFor(id));
    expect(await page.withdrawUpdates(id, forgedUrl.searchParams.get("signature") ?? "")).toBe(
      "forged",
    );
    expect(await page.choices(...signed(id))).toEqual({
      receivingUpdates: true,
      erasureDueAt: undefined,
    });
    expect(await openPrivacyRequests(db)).toEqual([]);
    await db.close();
  });

  it("puts the consent receipts in the person's export", async () => {
    const { db, send } = await setUp();
    const id = await send({
      ...validBodies.contact,
      marketingConsent: "yes",
      attribution: { page: "/contact" },
    });
    const exported = await exportPerson(db, validBodies.contact.email, { actor: "test", at: NOW });
    expect(exported.enquiries).toMatchObject([
      {
        id,
        consents: [
          {
            purpose: "enquiry",
            noticeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            noticeHash: expect.stringMatching(/^[0-9a-f]{16}$/),
            page: "/contact",
            givenAt: NOW.toISOString(),
            withdrawnAt: null,
          },
          { purpose: "marketing", page: "/contact", withdrawnAt: null },
        ],
      },
    ]);
    await db.close();
  });
});
