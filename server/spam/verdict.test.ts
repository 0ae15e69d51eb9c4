/**
 * The spam verdict as the enquiry service reaches it: which submissions are quarantined (stored
 * with their reasons, no deliveries, the same answer), and which reach the team. On both
 * databases, with a moved clock.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SpamReason } from "#shared/spam/reasons.ts";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import type { Database } from "#server/store/database.ts";
import { deliveriesOf } from "#server/outbox/deliveries.ts";
import { findEnquiry } from "#server/enquiries/store.ts";
import { openDatabase } from "#server/store/open.ts";
import { verdictOf } from "./verdicts-store.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { solvedProof, spamDefences } from "#server/test-support/spam-defences.ts";
import { PROOF_LIFETIME_MS } from "./proof.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

describe.each(databases.all)("the spam verdict on $name", (target) => {
  let db: Database;
  let clock: Date;
  let defences: ReturnType<typeof spamDefences>;

  beforeEach(async () => {
    db = await openDatabase(await target.fresh());
    clock = new Date();
    defences = spamDefences(db, () => clock);
  });
  afterEach(() => db.close());

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  function service() {
    return createEnquiryService({
      db,
      channels: ["email", "webhook"],
      logger: capturedLogger().logger,
      ...defences,
      now: () => clock,
    });
  }

  /** Submits and reads back what became of it: spam or not, its reasons, its deliveries. */
  async function judged(body: Record<string, unknown>) {
    const outcome = await service().submit(body);
    expect(outcome).toEqual({ status: "stored", id: expect.any(String) });
    const id = outcome.status === "stored" ? outcome.id : "";
    const verdict = await verdictOf(db, id);
    return {
      spam: (await findEnquiry(db, id))?.isSpam,
      reasons: verdict?.reasons ?? [],
      score: verdict?.score,
      deliveries: (await deliveriesOf(db, [id])).length,
    };
  }

  /** A proof solved `typingMs` before the form is sent. */
  async function proofTypedFor(typingMs: number): Promise<string> {
    const proof = await solvedProof(await defences.proof.challenge());
    later(typingMs);
    return proof;
  }

  it("delivers a plain JSON post without a proof: an integration's ordinary message", async () => {
    expect(await judged(validBodies.contact)).toMatchObject({
      spam: false,
      reasons: ["proof-missing"] satisfies SpamReason[],
      deliveries: 2,
    });
  });

  it("delivers a browser's submission with a proof, typed at a person's pace, a link and all", async () => {
    const proof = await proofTypedFor(40_000);
    expect(
      await judged({
        ...validBodies.contact,
        message: "Our current site is https://example.com/shop, can you rebuild it?",
        proof,
      }),
    ).toMatchObject({ spam: false, reasons: ["links"], deliveries: 2 });
  });

  it("delivers a quick submit with a proof: quickness alone is never spam", async () => {
    const proof = await proofTypedFor(500);
    expect(await judged({ ...validBodies.contact, proof })).toMatchObject({
      spam: false,
      reasons: ["quick-submit"],
      deliveries: 2,
    });
  });

  it("quarantines a filled honeypot on its own, proof or not", async () => {
    const proof = await proofTypedFor(30_000);
    expect(
      await judged({ ...validBodies.contact, website: "https://spam.example", proof }),
    ).toMatchObject({ spam: true, reasons: ["honeypot"], deliveries: 0 });
  });

  it.each([
    [
      "a link",
      { message: "Cheap followers at http://spam.example buy now" },
      ["proof-missing", "links"],
    ],
    [
      "a disposable address",
      { email: "bot@mailinator.com" },
      ["proof-missing", "disposable-domain"],
    ],
  ] as const)("quarantines a missing proof together with %s", async (_, change, reasons) => {
    expect(await judged({ ...validBodies.contact, ...change })).toMatchObject({
      spam: true,
      reasons,
      deliveries: 0,
    });
  });

  it("quarantines a message repeated from several addresses within a day, and not after it", async () => {
    const body = { ...validBodies.generalEnquiry, message: "We offer SEO services, reply now." };
    expect(await judged({ ...body, email: "one@example.com" })).toMatchObject({ spam: false });
    expect(await judged({ ...body, email: "two@example.com" })).toMatchObject({ spam: false });
    expect(await judged({ ...body, email: "three@example.com" })).toMatchObject({
      spam: true,
      reasons: ["proof-missing", "repeated-body"],
    });
    // The same address again is one sender, not another.
    expect(await judged({ ...body, email: "two@example.com" })).toMatchObject({ spam: true });
    later(25 * 60 * 60_000);
    expect(await judged({ ...body, email: "four@example.com" })).toMatchObject({ spam: false });
  });

  it("refuses a proof spent on another submission, and takes it again on a retry of the same", async () => {
    const proof = await proofTypedFor(20_000);
    const submissionId = crypto.randomUUID();
    expect(await judged({ ...validBodies.contact, proof, submissionId })).toMatchObject({
      reasons: [],
    });
    const retry = await service().submit({ ...validBodies.contact, proof, submissionId });
    expect(retry).toEqual({ status: "stored", id: expect.any(String) });
    expect(await defences.proof.check(proof, submissionId)).toMatchObject({ status: "valid" });

    expect(await defences.proof.check(proof, crypto.randomUUID())).toEqual({
      status: "invalid",
      why: "spent",
    });
    expect(
      await judged({
        ...validBodies.contact,
        message: "Buy now at https://spam.example",
        proof,
      }),
    ).toMatchObject({ spam: true, reasons: ["proof-invalid", "links"] });
  });

  it("refuses a proof once its challenge has expired", async () => {
    const proof = await proofTypedFor(PROOF_LIFETIME_MS + 1_000);
    expect(await defences.proof.check(proof, crypto.randomUUID())).toEqual({
      status: "invalid",
      why: "expired",
    });
  });

  it("refuses a proof whose challenge was altered (its making time moved back)", async () => {
    const proof = await proofTypedFor(0);
    const sent = JSON.parse(Buffer.from(proof, "base64").toString("utf8"));
    sent.challenge.parameters.data.madeAt -= 60_000;
    const altered = Buffer.from(JSON.stringify(sent)).toString("base64");
    expect(await defences.proof.check(altered, crypto.randomUUID())).toEqual({
      status: "invalid",
      why: "forged",
    });
    expect(await defences.proof.check("bm90IGEgcHJvb2Y=", crypto.randomUUID())).toEqual({
      status: "invalid",
      why: "malformed",
    });
  });
});
