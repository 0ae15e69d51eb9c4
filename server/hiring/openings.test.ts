/** Job openings in the inbox and on the site, against SQLite and a real PostgreSQL. */
import { afterAll, describe, expect, it } from "vitest";
import { siteFacts } from "#server/site/facts.ts";
import type { AdminService } from "#server/test-support/admin-service.ts";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { addDays, dayIn, DEFAULT_VALID_DAYS } from "#shared/hiring/openings.ts";
import { createOpeningsDirectory, seedFirstOpenings } from "./directory.ts";
import { FIRST_OPENINGS } from "./first-openings.ts";
import { auditPage } from "#server/audit/log.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { adminServiceFixture, PASSWORD, reader, T0 } from "#server/test-support/admin-service.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const RECRUITER = "recruiter@malwasoftworks.example";
const REVIEWER = "reviewer@malwasoftworks.example";

const form = {
  title: "Technical Writer",
  slug: "technical-writer",
  department: "Delivery and Consulting",
  workplace: "remote",
  employmentType: "contract",
  experience: "1-3 years",
  salaryMin: "600000",
  salaryMax: "900000",
  description:
    "Write the guides and API references our clients' teams read.\n\n## What you bring\n\n- Clear English",
  datePosted: "2030-01-15",
  validThrough: "2030-03-15",
};

describe.each(databases.all)("job openings on $name", (target) => {
  const fx = adminServiceFixture(target);
  const directory = () => createOpeningsDirectory(fx.db, () => fx.clock);

  async function sessionOf(admin: AdminService, email: string): Promise<AdminSession> {
    const session = await admin.session(await fx.signedInCookie(admin, email));
    if (!session) throw new Error(`${email} did not sign in`);
    return session;
  }

  async function withRecruiter() {
    const gateway = await fx.setUp();
    await addAdminUser(fx.db, RECRUITER, PASSWORD, { role: "recruiter", now: T0 });
    const admin = gateway();
    return { admin, session: await sessionOf(admin, RECRUITER) };
  }

  it("gives an empty store the six first openings once, open for the default days from the first start", async () => {
    await fx.setUp();
    expect(await seedFirstOpenings(fx.db, T0)).toBe(FIRST_OPENINGS.length);
    expect(await seedFirstOpenings(fx.db, new Date(T0.getTime() + 86_400_000))).toBe(0);
    const listed = await directory().listed();
    expect(listed.map((opening) => opening.slug).toSorted()).toEqual(
      FIRST_OPENINGS.map((opening) => opening.slug).toSorted(),
    );
    const validThrough = addDays(dayIn(siteFacts.timeZone, T0), DEFAULT_VALID_DAYS);
    for (const opening of listed) {
      const first = FIRST_OPENINGS.find((entry) => entry.slug === opening.slug)!;
      expect(opening).toMatchObject({
        state: "open",
        datePosted: first.datePosted,
        validThrough,
        title: first.title,
      });
    }
  });

  it("lets a recruiter create a draft, publish, edit, close and reopen it, each live at once", async () => {
    const { admin, session } = await withRecruiter();
    const tick = () => (fx.clock = new Date(fx.clock.getTime() + 1000));
    const created = await admin.createOpening(session, form);
    if (!created.allowed || created.value.ok !== true) throw new Error("not created");
    const id = created.value.id;
    expect(await directory().find(form.slug)).toEqual({ status: "unknown" });

    tick();
    expect(await admin.setOpeningState(session, id, "open")).toEqual({
      allowed: true,
      value: true,
    });
    const found = await directory().find(form.slug);
    expect(found.status).toBe("listed");
    expect(found.status === "listed" && found.opening).toMatchObject({
      title: form.title,
      workplace: "remote",
      employmentType: "contract",
      salaryMin: 600_000,
      salaryMax: 900_000,
    });

    tick();
    const edited = await admin.updateOpening(session, id, {
      ...form,
      title: "Senior Technical Writer",
      slug: "a-new-address",
    });
    expect(edited).toEqual({ allowed: true, value: { ok: true, id } });
    const afterEdit = await directory().find(form.slug);
    // Published once, the address stays: links and search engines keep finding it.
    expect(afterEdit.status === "listed" && afterEdit.opening.title).toBe(
      "Senior Technical Writer",
    );
    expect(await directory().find("a-new-address")).toEqual({ status: "unknown" });

    tick();
    await admin.setOpeningState(session, id, "closed");
    expect((await directory().find(form.slug)).status).toBe("gone");
    expect((await directory().listed()).map((opening) => opening.slug)).not.toContain(form.slug);

    tick();
    await admin.setOpeningState(session, id, "open");
    expect((await directory().find(form.slug)).status).toBe("listed");

    const log = await auditPage(fx.db, { offset: 0, limit: 50 });
    expect(
      log.entries
        .filter((entry) => entry.action.startsWith("opening-"))
        .map(({ actor, action, subject, detail }) => [actor, action, subject, detail])
        .toReversed(),
    ).toEqual([
      [RECRUITER, "opening-created", form.slug, ""],
      [RECRUITER, "opening-state-changed", form.slug, "open"],
      [RECRUITER, "opening-saved", form.slug, ""],
      [RECRUITER, "opening-state-changed", form.slug, "closed"],
      [RECRUITER, "opening-state-changed", form.slug, "open"],
    ]);
  });

  it("takes an opening off the site the day after its last valid day", async () => {
    const { admin, session } = await withRecruiter();
    const created = await admin.createOpening(session, {
      ...form,
      datePosted: "2030-01-01",
      validThrough: "2030-01-20",
    });
    if (!created.allowed || created.value.ok !== true) throw new Error("not created");
    await admin.setOpeningState(session, created.value.id, "open");
    // 2030-01-20, 23:59 in Indore.
    fx.clock = new Date("2030-01-20T18:29:00Z");
    expect((await directory().find(form.slug)).status).toBe("listed");
    fx.clock = new Date("2030-01-20T18:31:00Z");
    expect((await directory().find(form.slug)).status).toBe("gone");
    expect(await directory().listed()).toEqual([]);
    const summaries = await admin.openings(session);
    expect(summaries.allowed && summaries.value[0]).toMatchObject({ state: "open", listed: false });
  });

  it("refuses a form with a message per field, and a slug another opening has", async () => {
    const { admin, session } = await withRecruiter();
    const refused = await admin.createOpening(session, {
      ...form,
      title: "",
      slug: "Not A Slug",
      workplace: "moon",
    });
    expect(refused.allowed && refused.value).toMatchObject({
      ok: false,
      errors: {
        title: expect.any(String),
        slug: expect.any(String),
        workplace: expect.any(String),
      },
      values: { slug: "Not A Slug" },
    });
    const inconsistent = await admin.createOpening(session, {
      ...form,
      salaryMin: "500000",
      salaryMax: "",
      validThrough: "2030-01-01",
    });
    expect(inconsistent.allowed && inconsistent.value).toMatchObject({
      ok: false,
      errors: { salaryMax: expect.any(String), validThrough: expect.any(String) },
    });
    await admin.createOpening(session, form);
    const duplicate = await admin.createOpening(session, { ...form, title: "Another" });
    expect(duplicate.allowed && duplicate.value).toMatchObject({
      ok: false,
      errors: { slug: expect.any(String) },
    });
    const all = await admin.openings(session);
    expect(all.allowed && all.value.length).toBe(1);
  });

  it("makes the address from the title when it is left empty, and says when another has it", async () => {
    const { admin, session } = await withRecruiter();
    const created = await admin.createOpening(session, {
      ...form,
      title: "Senior Node.js Développeur (Indore) – Payments",
      slug: "",
    });
    if (!created.allowed || created.value.ok !== true) throw new Error("not created");
    const opening = await admin.opening(session, created.value.id);
    expect(opening.allowed && opening.value?.slug).toBe(
      "senior-node-js-developpeur-indore-payments",
    );
    const again = await admin.createOpening(session, {
      ...form,
      title: "Senior Node.js Développeur (Indore) – Payments",
      slug: "",
    });
    expect(again.allowed && again.value).toMatchObject({
      ok: false,
      errors: {
        slug: expect.stringContaining("/career/senior-node-js-developpeur-indore-payments"),
      },
      values: { slug: "senior-node-js-developpeur-indore-payments" },
    });
  });

  it("takes a salary only in plain digits: no exponent, hex, sign, decimal point or space", async () => {
    const { admin, session } = await withRecruiter();
    for (const salaryMin of [
      "1e3",
      "0x10",
      "0b101",
      "+5",
      "-5",
      "600000.0",
      "600 000",
      " 600000",
    ]) {
      const refused = await admin.createOpening(session, { ...form, salaryMin });
      expect(refused.allowed && refused.value, salaryMin).toMatchObject({
        ok: false,
        errors: { salaryMin: expect.any(String) },
        values: { salaryMin },
      });
    }
    const all = await admin.openings(session);
    expect(all.allowed && all.value).toEqual([]);
  });

  it("counts each opening's applications per stage as a reviewer moves them, each move in the history", async () => {
    const { admin, session } = await withRecruiter();
    const created = await admin.createOpening(session, form);
    if (!created.allowed || created.value.ok !== true) throw new Error("not created");
    const openingId = created.value.id;
    await admin.setOpeningState(session, openingId, "open");
    const apply = (name: string) =>
      fx.stored("jobEnquiry", {
        name,
        email: `${name.toLowerCase()}@example.com`,
        position: form.title,
        phone: "9876543210",
        coverLetter: "x".repeat(60),
        opening: form.slug,
      });
    const [asha, ravi] = [await apply("Asha"), await apply("Ravi"), await apply("Meera")];
    await fx.stored(
      "jobEnquiry",
      {
        name: "Bot",
        email: "bot@example.com",
        position: form.title,
        phone: "9876543210",
        coverLetter: "x".repeat(60),
        opening: form.slug,
      },
      { spam: true },
    );
    await fx.stored("jobEnquiry", {
      name: "Without",
      email: "without@example.com",
      position: "Anything",
      phone: "9876543210",
      coverLetter: "x".repeat(60),
    });

    await addAdminUser(fx.db, REVIEWER, PASSWORD, { role: "reviewer", now: T0 });
    const reviewer = await sessionOf(admin, REVIEWER);
    fx.clock = new Date(T0.getTime() + 60_000);
    const move = (enquiryId: string, to: string, version: number) =>
      admin.moveStage(reviewer, { enquiryId, to, version });
    expect(await move(asha!.id, "screen", 0)).toBe("moved");
    fx.clock = new Date(T0.getTime() + 120_000);
    expect(await move(asha!.id, "interview", 1)).toBe("moved");
    expect(await move(ravi!.id, "rejected", 0)).toBe("moved");
    expect(await move(ravi!.id, "rejected", 1)).toBe("unchanged");
    expect(await move(ravi!.id, "unsuccessful", 1)).toBe("unknown-stage");

    const summaries = await admin.openings(session);
    if (!summaries.allowed) throw new Error("refused");
    const summary = summaries.value.find((opening) => opening.slug === form.slug);
    expect(summary?.stages.map(({ name, count }) => [name, count])).toEqual([
      ["Applied", 1],
      ["Screen", 0],
      ["Interview day", 1],
      ["Offer", 0],
      ["Hired", 0],
      ["Rejected", 1],
      ["Withdrawn", 0],
    ]);
    // What closing it would leave waiting: Meera (applied) and Asha (interview), not Ravi.
    expect(summary?.inProgress).toBe(2);
    const application = await admin.application(reviewer, asha!.id);
    expect(application?.opening).toMatchObject({ slug: form.slug, title: form.title });
    expect(application?.history).toEqual([
      { from: "Applied", to: "Screen", by: REVIEWER, at: new Date(T0.getTime() + 60_000) },
      { from: "Screen", to: "Interview day", by: REVIEWER, at: new Date(T0.getTime() + 120_000) },
    ]);
    const filtered = async (filter: { stage?: string; status?: "spam" }) =>
      (
        await admin.inbox(
          reader,
          { kind: "jobEnquiry", openingId, ...filter },
          { offset: 0, limit: 10 },
        )
      ).entries.map((entry) => entry.fields.name);
    // A bot's application is in the spam view, as all spam is; the opening's list and its counts
    // leave it out.
    expect((await filtered({})).toSorted()).toEqual(["Asha", "Meera", "Ravi"]);
    expect(await filtered({ stage: "interview" })).toEqual(["Asha"]);
    expect(await filtered({ stage: "applied" })).toEqual(["Meera"]);
    expect(await filtered({ status: "spam" })).toEqual(["Bot"]);
    // Turned down: the enquiry is unsuccessful too, which starts its shorter retention.
    const record = await admin.enquiry(reviewer, ravi!.id);
    expect(record?.status).toBe("unsuccessful");
  });

  it("lets administrators and recruiters manage openings, and not reviewers", async () => {
    const gateway = await fx.setUp();
    await addAdminUser(fx.db, REVIEWER, PASSWORD, { role: "reviewer", now: T0 });
    const admin = gateway();
    const reviewer = await sessionOf(admin, REVIEWER);
    expect(await admin.openings(reviewer)).toEqual({ allowed: false });
    expect(await admin.createOpening(reviewer, form)).toEqual({ allowed: false });
    const administrator = await sessionOf(
      admin,
      (
        await fx.db.query<{ email: string }>(
          "SELECT email FROM admin_users WHERE role = 'administrator'",
        )
      )[0]!.email,
    );
    const created = await admin.createOpening(administrator, form);
    expect(created.allowed && created.value.ok).toBe(true);
  });
});
