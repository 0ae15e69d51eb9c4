/**
 * An application names the opening it is for: a closed, expired or unknown opening refuses it
 * with a message saying so, and nothing is stored. Against SQLite and a real PostgreSQL.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { adminServiceFixture } from "#server/test-support/admin-service.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { spamDefences } from "#server/test-support/spam-defences.ts";
import { insertOpening } from "./openings-store.ts";
import type { OpeningState } from "#shared/hiring/openings.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const opening = {
  title: "QA Intern",
  department: "Quality",
  workplace: "on-site",
  employmentType: "internship",
  experience: "0-1 years",
  salaryMin: undefined,
  salaryMax: undefined,
  description: "Test every screen of the apps we build, with the developers beside you.",
  datePosted: "2030-01-01",
  validThrough: "2030-01-20",
} as const;

describe.each(databases.all)("applying to an opening on $name", (target) => {
  const fx = adminServiceFixture(target);

  async function setUp(state: OpeningState) {
    await fx.setUp();
    await insertOpening(fx.db, {
      ...opening,
      slug: "qa-intern",
      id: crypto.randomUUID(),
      state,
      at: fx.clock,
    });
    return createEnquiryService({
      db: fx.db,
      channels: [],
      logger: capturedLogger().logger,
      now: () => fx.clock,
      ...spamDefences(fx.db, () => fx.clock),
    });
  }

  const apply = (slug: string) => ({ ...validBodies.jobEnquiry, opening: slug });
  const storedRows = async () =>
    Number((await fx.db.query("SELECT COUNT(*) AS count FROM enquiries"))[0]?.count) +
    Number((await fx.db.query("SELECT COUNT(*) AS count FROM job_applications"))[0]?.count);

  it("takes an application for an open opening on its last valid day", async () => {
    const enquiries = await setUp("open");
    fx.clock = new Date("2030-01-20T18:00:00Z");
    expect((await enquiries.submit(apply("qa-intern"))).status).toBe("stored");
  });

  it("refuses an application for an opening past its last valid day, storing nothing", async () => {
    const enquiries = await setUp("open");
    fx.clock = new Date("2030-01-20T18:31:00Z");
    expect(await enquiries.submit(apply("qa-intern"))).toEqual({
      status: "invalid",
      message: formWords.answers.opening.closed,
      errors: { opening: formWords.answers.opening.closed },
    });
    expect(await storedRows()).toBe(0);
  });

  it("refuses an application for a closed opening, storing nothing", async () => {
    const enquiries = await setUp("closed");
    const outcome = await enquiries.submit(apply("qa-intern"));
    expect(outcome).toMatchObject({ status: "invalid", message: formWords.answers.opening.closed });
    expect(await storedRows()).toBe(0);
  });

  it("refuses an application for an opening never published or unknown, storing nothing", async () => {
    const enquiries = await setUp("draft");
    for (const slug of ["qa-intern", "no-such-opening"]) {
      const outcome = await enquiries.submit(apply(slug));
      expect(outcome, slug).toMatchObject({
        status: "invalid",
        message: formWords.answers.opening.unknown,
      });
    }
    expect(await storedRows()).toBe(0);
  });
});
