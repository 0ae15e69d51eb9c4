/**
 * Each opening's own stages (decision 025), against SQLite and a real PostgreSQL: a recruiter
 * renames, adds, reorders and deletes them; a move records who and when; a move made from a
 * stale view changes nothing; Hired and the exits close the conversation and stop its clock.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { enquiryStatus } from "#server/enquiries/status.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import {
  adminServiceFixture,
  minutes,
  PASSWORD,
  reader,
  T0,
  type AdminService,
} from "#server/test-support/admin-service.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const RECRUITER = "recruiter@malwasoftworks.example";
const COLLEAGUE = "colleague@malwasoftworks.example";
const at = (minutesAfterT0: number) => new Date(T0.getTime() + minutes(minutesAfterT0));

const form = (title: string, slug: string) => ({
  title,
  slug,
  department: "Engineering",
  workplace: "on-site",
  employmentType: "full-time",
  experience: "2-4 years",
  salaryMin: "",
  salaryMax: "",
  description: "Build the web apps our clients run their business on, with a small calm team.",
  datePosted: "2030-01-10",
  validThrough: "2030-03-10",
});

describe.each(databases.all)("stages per opening on $name", (target) => {
  const fx = adminServiceFixture(target);

  async function sessionOf(admin: AdminService, email: string): Promise<AdminSession> {
    const session = await admin.session(await fx.signedInCookie(admin, email));
    if (!session) throw new Error(`${email} did not sign in`);
    return session;
  }

  async function withOpenings() {
    const gateway = await fx.setUp();
    await addAdminUser(fx.db, RECRUITER, PASSWORD, { role: "recruiter", now: T0 });
    await addAdminUser(fx.db, COLLEAGUE, PASSWORD, { role: "recruiter", now: T0 });
    const admin = gateway();
    const session = await sessionOf(admin, RECRUITER);
    const open = async (title: string, slug: string) => {
      const created = await admin.createOpening(session, form(title, slug));
      if (!created.allowed || created.value.ok !== true) throw new Error("not created");
      await admin.setOpeningState(session, created.value.id, "open");
      return created.value.id;
    };
    const react = await open("React Developer", "react-developer");
    const qa = await open("QA Intern", "qa-intern");
    const apply = (name: string, opening: string, promise?: { dueAt: Date; remindAt: Date }) =>
      fx.stored(
        "jobEnquiry",
        {
          name,
          email: `${name.toLowerCase()}@example.com`,
          position: "Developer",
          phone: "9876543210",
          coverLetter: "x".repeat(60),
          opening,
        },
        promise ? { promise } : {},
      );
    return { admin, session, react, qa, apply };
  }

  const names = async (admin: AdminService, session: AdminSession, opening: string) => {
    const stages = await admin.stages(session, opening);
    if (!stages.allowed || !stages.value) throw new Error("no stages");
    return stages.value.map((stage) => stage.name);
  };

  it("gives each opening its own stages, which the recruiter renames, adds to, reorders and deletes", async () => {
    const { admin, session, react, qa, apply } = await withOpenings();
    const change = async (opening: string, edit: Parameters<AdminService["changeStages"]>[2]) => {
      const outcome = await admin.changeStages(session, opening, edit);
      return outcome.allowed && outcome.value;
    };
    expect(await change(react, { kind: "rename", key: "screen", name: "Phone screen" })).toEqual({
      ok: true,
    });
    expect(await change(react, { kind: "add", name: "Take-home task" })).toEqual({ ok: true });
    const stages = await admin.stages(session, react);
    const added = stages.allowed
      ? stages.value?.find((stage) => stage.name === "Take-home task")?.key
      : undefined;
    if (!added) throw new Error("not added");
    // Added just before Hired; moved one place earlier.
    expect(await change(react, { kind: "shift", key: added, by: -1 })).toEqual({ ok: true });
    expect(await change(react, { kind: "shift", key: "applied", by: -1 })).toEqual({
      ok: false,
      why: "at-the-end",
    });
    expect(await names(admin, session, react)).toEqual([
      "Applied",
      "Phone screen",
      "Interview day",
      "Take-home task",
      "Offer",
      "Hired",
      "Rejected",
      "Withdrawn",
    ]);
    // The other opening keeps the default set.
    expect(await names(admin, session, qa)).toEqual([
      "Applied",
      "Screen",
      "Interview day",
      "Offer",
      "Hired",
      "Rejected",
      "Withdrawn",
    ]);

    // A stage with a candidate in it stays; an empty one goes; Hired and the exits always stay.
    const asha = await apply("Asha", "react-developer");
    expect(await admin.moveStage(session, { enquiryId: asha.id, to: added, version: 0 })).toBe(
      "moved",
    );
    expect(await change(react, { kind: "delete", key: added })).toEqual({
      ok: false,
      why: "has-candidates",
    });
    expect(await change(react, { kind: "delete", key: "offer" })).toEqual({ ok: true });
    expect(await change(react, { kind: "delete", key: "withdrawn" })).toEqual({
      ok: false,
      why: "fixed",
    });
    expect(await change(react, { kind: "rename", key: "hired", name: "   " })).toEqual({
      ok: false,
      why: "invalid-name",
    });
    expect(await names(admin, session, react)).toEqual([
      "Applied",
      "Phone screen",
      "Interview day",
      "Take-home task",
      "Hired",
      "Rejected",
      "Withdrawn",
    ]);
    // The application shows its stage by the opening's names, and the opening's stages to move to.
    const application = await admin.application(session, asha.id);
    expect(application?.stage).toEqual({ key: added, name: "Take-home task" });
    expect(application?.stages.map((stage) => stage.name)).toContain("Phone screen");
    // Applications start at the opening's first stage.
    const ravi = await apply("Ravi", "qa-intern");
    expect((await admin.application(session, ravi.id))?.stage.key).toBe("applied");
  });

  it("records who moved a card and when, and a move from a stale view changes nothing", async () => {
    const { admin, session, apply } = await withOpenings();
    const colleague = await sessionOf(admin, COLLEAGUE);
    const meera = await apply("Meera", "qa-intern");
    // Both saw the card at Applied (version 0); the colleague moves it first.
    fx.clock = at(5);
    expect(
      await admin.moveStage(colleague, { enquiryId: meera.id, to: "screen", version: 0 }),
    ).toBe("moved");
    fx.clock = at(6);
    expect(
      await admin.moveStage(session, { enquiryId: meera.id, to: "rejected", version: 0 }),
    ).toBe("stale");
    const application = await admin.application(session, meera.id);
    expect(application).toMatchObject({
      stage: { key: "screen", name: "Screen" },
      version: 1,
      stageSince: at(5),
      history: [{ from: "Applied", to: "Screen", by: COLLEAGUE, at: at(5) }],
    });
    expect(await enquiryStatus(fx.db, meera.id)).not.toBe("unsuccessful");
  });

  it("closes the conversation at Hired or an exit, its clock stopped, and reopens it on the way back", async () => {
    const { admin, session, apply } = await withOpenings();
    const promise = { dueAt: at(60), remindAt: at(45) };
    const hired = await apply("Hired", "react-developer", promise);
    const withdrawn = await apply("Withdrawn", "react-developer", promise);
    fx.clock = at(70);
    const overdue = async () => (await admin.inbox(reader, {}, { offset: 0, limit: 25 })).waiting;
    expect((await overdue()).overdue).toBe(2);

    expect(await admin.moveStage(session, { enquiryId: hired.id, to: "hired", version: 0 })).toBe(
      "moved",
    );
    expect(
      await admin.moveStage(session, { enquiryId: withdrawn.id, to: "withdrawn", version: 0 }),
    ).toBe("moved");
    expect(await enquiryStatus(fx.db, hired.id)).toBe("handled");
    expect(await enquiryStatus(fx.db, withdrawn.id)).toBe("unsuccessful");
    expect((await overdue()).overdue).toBe(0);

    // Back into progress: the conversation is ours again.
    expect(
      await admin.moveStage(session, { enquiryId: withdrawn.id, to: "interview", version: 1 }),
    ).toBe("moved");
    expect(await enquiryStatus(fx.db, withdrawn.id)).toBe("open");
  });
});
