/**
 * The hiring report's figures against seeded applications, on SQLite and a real PostgreSQL:
 * applications by source, how many reached each stage, and the median days from application to
 * Interview day and to Offer. Spam counts for none.
 */
import { afterAll, describe, expect, it } from "vitest";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { adminServiceFixture, PASSWORD, T0 } from "#server/test-support/admin-service.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const RECRUITER = "recruiter@malwasoftworks.example";
const day = (days: number) => new Date(T0.getTime() + days * 86_400_000);

describe.each(databases.all)("the hiring report on $name", (target) => {
  const fx = adminServiceFixture(target);

  it("counts sources and stages reached, and the median days to interview and offer", async () => {
    const gateway = await fx.setUp();
    await addAdminUser(fx.db, RECRUITER, PASSWORD, { role: "recruiter", now: T0 });
    const admin = gateway();
    const session = (await admin.session(await fx.signedInCookie(admin, RECRUITER)))!;
    const created = await admin.createOpening(session, {
      title: "React Developer",
      slug: "react-developer",
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
    if (!created.allowed || created.value.ok !== true) throw new Error("not created");
    await admin.setOpeningState(session, created.value.id, "open");
    const apply = async (name: string, attribution?: object, spam = false) => {
      const enquiry = await fx.stored(
        "jobEnquiry",
        {
          name,
          email: `${name.toLowerCase()}@example.com`,
          position: "React Developer",
          phone: "9876543210",
          coverLetter: "x".repeat(60),
          opening: "react-developer",
        },
        { spam },
      );
      if (attribution) {
        await fx.db.query("UPDATE enquiries SET attribution = $1 WHERE id = $2", [
          JSON.stringify(attribution),
          enquiry.id,
        ]);
      }
      return enquiry.id;
    };
    const asha = await apply("Asha", { page: "/career", utmSource: "linkedin" });
    const ravi = await apply("Ravi", { page: "/career", utmSource: "linkedin" });
    const meera = await apply("Meera", { page: "/career", referrer: "www.google.com" });
    await apply("Dev");
    await apply("Bot", { page: "/career", utmSource: "linkedin" }, true);

    const moves: [string, string, number][] = [
      [asha, "screen", 1],
      [asha, "interview", 2],
      [asha, "offer", 3],
      [ravi, "interview", 4],
      [ravi, "rejected", 5],
      [meera, "screen", 1],
    ];
    const versions = new Map<string, number>();
    for (const [enquiryId, to, days] of moves) {
      fx.clock = day(days);
      const version = versions.get(enquiryId) ?? 0;
      expect(await admin.moveStage(session, { enquiryId, to, version })).toBe("moved");
      versions.set(enquiryId, version + 1);
    }

    const report = await admin.hiringReport(session);
    if (!report.allowed) throw new Error("refused");
    expect(report.value).toHaveLength(1);
    const [figures] = report.value;
    expect(figures).toMatchObject({
      opening: { title: "React Developer" },
      applications: 4,
      bySource: [
        { source: "linkedin", count: 2 },
        { source: "", count: 1 },
        { source: "www.google.com", count: 1 },
      ],
      medianDaysToInterview: 3,
      medianDaysToOffer: 3,
    });
    expect(figures?.reached.map(({ stage, count }) => [stage.name, count])).toEqual([
      ["Applied", 4],
      ["Screen", 2],
      ["Interview day", 2],
      ["Offer", 1],
      ["Hired", 0],
      ["Rejected", 1],
      ["Withdrawn", 0],
    ]);
  });
});
