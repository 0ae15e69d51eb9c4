import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { seedBooking } from "#server/test-support/bookings.ts";
import { enrolledAccount, recoveryCodeFor, withStore } from "#tests/helpers/e2e-accounts.ts";

/**
 * Who may use what in the inbox (issue 31): every route under /admin, and the actions that change
 * an enquiry, for each role and signed out, with the status the server answers. The table names
 * every route file in app/pages/admin; a new route without its row fails the first test.
 */
type Who = "signed out" | "sales" | "recruiter" | "administrator";
const WHO: readonly Who[] = ["signed out", "sales", "recruiter", "administrator"];

const ACCOUNTS = {
  sales: { email: "matrix.sales@malwasoftworks.example", role: "reviewer" },
  recruiter: { email: "matrix.recruiter@malwasoftworks.example", role: "recruiter" },
  administrator: { email: "matrix.admin@malwasoftworks.example", role: "administrator" },
} as const;
const PASSWORD = "the matrix's long passphrase";

/** What a request needs: the sales enquiry's and the application's ids, an opening's, a booking's. */
interface Ids {
  readonly sale: string;
  readonly application: string;
  readonly opening: string;
  readonly booking: string;
  /** A candidate's interview day, taken by none of the matrix's accounts. */
  readonly interview: string;
}

interface Row {
  /** The route file under app/pages/admin it exercises. */
  readonly route: string;
  readonly what: string;
  readonly path: (ids: Ids) => string;
  /** The status for each, in the order of WHO. */
  readonly expect: readonly [number, number, number, number];
}

const only = (administrator: number, denied = 403) => [302, denied, denied, administrator] as const;
const everyone = [302, 200, 200, 200] as const;

const ROWS: readonly Row[] = [
  { route: "index.astro", what: "the list", path: () => "/admin", expect: everyone },
  {
    route: "enquiries.csv.ts",
    what: "the CSV",
    path: () => "/admin/enquiries.csv",
    expect: everyone,
  },
  { route: "report.astro", what: "the report", path: () => "/admin/report", expect: everyone },
  {
    route: "agenda.astro",
    what: "the agenda of consultations and interview days",
    path: () => "/admin/agenda",
    expect: everyone,
  },
  {
    route: "agenda/[id]/move.astro",
    what: "a booking's move",
    path: (ids) => `/admin/agenda/${ids.booking}/move`,
    expect: [302, 200, 403, 200],
  },
  {
    route: "agenda/[id]/scorecard.astro",
    what: "an interview day's scorecards",
    path: (ids) => `/admin/agenda/${ids.interview}/scorecard`,
    expect: [302, 403, 200, 200],
  },
  {
    route: "report.csv.ts",
    what: "the report's CSV",
    path: () => "/admin/report.csv",
    expect: everyone,
  },
  {
    route: "enquiries/[id].astro",
    what: "a sales enquiry",
    path: (ids) => `/admin/enquiries/${ids.sale}`,
    expect: [302, 200, 403, 200],
  },
  {
    route: "enquiries/[id].astro",
    what: "a job application",
    path: (ids) => `/admin/enquiries/${ids.application}`,
    expect: [302, 403, 200, 200],
  },
  {
    route: "enquiries/[id]/cv.ts",
    what: "a CV",
    path: (ids) => `/admin/enquiries/${ids.application}/cv`,
    expect: [302, 403, 200, 200],
  },
  {
    route: "enquiries/[id]/attachments/[file].ts",
    what: "a file a sales customer mailed",
    path: (ids) => `/admin/enquiries/${ids.sale}/attachments/${crypto.randomUUID()}`,
    expect: [302, 404, 403, 404],
  },
  {
    route: "enquiries/[id]/presence.ts",
    what: "presence, read (it takes POSTs only)",
    path: (ids) => `/admin/enquiries/${ids.sale}/presence`,
    expect: [404, 404, 404, 404],
  },
  {
    route: "openings/index.astro",
    what: "the openings",
    path: () => "/admin/openings",
    expect: [302, 403, 200, 200],
  },
  {
    route: "openings/[id].astro",
    what: "an opening",
    path: (ids) => `/admin/openings/${ids.opening}`,
    expect: [302, 403, 200, 200],
  },
  {
    route: "openings/[id]/board.astro",
    what: "an opening's board",
    path: (ids) => `/admin/openings/${ids.opening}/board`,
    expect: [302, 403, 200, 200],
  },
  {
    route: "openings/applications.astro",
    what: "the applications list",
    path: (ids) => `/admin/openings/applications?opening=${ids.opening}&stage=applied`,
    expect: [302, 403, 200, 200],
  },
  {
    route: "openings/report.astro",
    what: "the hiring report",
    path: () => "/admin/openings/report",
    expect: [302, 403, 200, 200],
  },
  {
    route: "openings/report.csv.ts",
    what: "the hiring report's CSV",
    path: () => "/admin/openings/report.csv",
    expect: [302, 403, 200, 200],
  },
  { route: "people.astro", what: "people", path: () => "/admin/people", expect: only(200) },
  {
    route: "person.astro",
    what: "a person's data",
    path: () => "/admin/person",
    expect: only(200),
  },
  {
    route: "privacy-requests.astro",
    what: "privacy requests",
    path: () => "/admin/privacy-requests",
    expect: only(200),
  },
  { route: "audit.astro", what: "the audit log", path: () => "/admin/audit", expect: only(200) },
  {
    route: "saved-replies.astro",
    what: "saved replies",
    path: () => "/admin/saved-replies",
    expect: only(200),
  },
  {
    route: "bulk.astro",
    what: "a bulk action, read (back to the list)",
    path: () => "/admin/bulk",
    expect: [302, 302, 302, 302],
  },
  {
    route: "send-kept.astro",
    what: "sending what arrived while e-mail was off, read (back to the list)",
    path: () => "/admin/send-kept",
    expect: [302, 302, 302, 302],
  },
  {
    route: "sign-in.astro",
    what: "the sign-in",
    path: () => "/admin/sign-in",
    expect: [200, 302, 302, 302],
  },
  {
    route: "sign-in/code.astro",
    what: "the second step",
    path: () => "/admin/sign-in/code",
    expect: [302, 302, 302, 302],
  },
  {
    route: "sign-in/forgot.astro",
    what: "a forgotten password",
    path: () => "/admin/sign-in/forgot",
    expect: [200, 200, 200, 200],
  },
  {
    route: "sign-in/reset.astro",
    what: "a reset link, unknown",
    path: () => "/admin/sign-in/reset?token=x",
    expect: [410, 410, 410, 410],
  },
  {
    route: "sign-in/qr-code.svg.ts",
    what: "the enrolment's QR code",
    path: () => "/admin/sign-in/qr-code.svg",
    expect: [404, 404, 404, 404],
  },
  {
    route: "invitation.astro",
    what: "an invitation, unknown",
    path: () => "/admin/invitation?token=x",
    expect: [404, 404, 404, 404],
  },
  {
    route: "sign-out.astro",
    what: "signing out, read (back to the list)",
    path: () => "/admin/sign-out",
    expect: [302, 302, 302, 302],
  },
  {
    route: "presence.js.ts",
    what: "presence's script",
    path: () => "/admin/presence.js",
    expect: [200, 200, 200, 200],
  },
  {
    route: "shortcuts.js.ts",
    what: "the shortcuts' script",
    path: () => "/admin/shortcuts.js",
    expect: [200, 200, 200, 200],
  },
  {
    route: "board.js.ts",
    what: "the board's script",
    path: () => "/admin/board.js",
    expect: [200, 200, 200, 200],
  },
];

/** The route files under app/pages/admin, as the table names them. */
function routeFiles(dir = path.resolve("app/pages/admin"), prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

type NewContext = () => Promise<APIRequestContext>;

/** A browser's session for the account, signed in in two steps. */
async function signedIn(
  newContext: NewContext,
  who: Exclude<Who, "signed out">,
): Promise<APIRequestContext> {
  const context = await newContext();
  const account = ACCOUNTS[who];
  const form = await (await context.get("/admin/sign-in")).text();
  const token = /name="token" value="([^"]+)"/.exec(form)?.[1] ?? "";
  const password = await context.post("/admin/sign-in", {
    form: { token, next: "/admin", email: account.email, password: PASSWORD },
  });
  expect(password.status()).toBe(303);
  const code = await context.post("/admin/sign-in/code", {
    form: { token, next: "/admin", code: await recoveryCodeFor(account.email) },
  });
  expect(code.headers().location).toBe("/admin");
  return context;
}

let ids: Ids;
const sessions = new Map<Who, APIRequestContext>();

test.beforeAll(async ({ playwright }, testInfo) => {
  const newContext = () =>
    playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, maxRedirects: 0 });
  const visitor = await newContext();
  const sent = async (body: Record<string, unknown>) => {
    const response = await visitor.post(ENQUIRY_ENDPOINT, body);
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const sale = await sent({ data: { ...validBodies.contact, name: "Matrixsale Customer" } });
  const application = await sent({
    multipart: {
      ...validBodies.jobEnquiry,
      name: "Matrixjob Applicant",
      cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
    },
  });
  await visitor.dispose();
  // The administrator first: the first account of a store is always one.
  for (const who of ["administrator", "sales", "recruiter"] as const) {
    await enrolledAccount({ ...ACCOUNTS[who], password: PASSWORD });
    sessions.set(who, await signedIn(newContext, who));
  }
  sessions.set("signed out", await newContext());
  const openings = await (await sessions.get("administrator")!.get("/admin/openings")).text();
  const opening = /href="\/admin\/openings\/([0-9a-f-]{36})"/.exec(openings)?.[1] ?? "";
  const { bookingId: booking } = await withStore((db) =>
    seedBooking(db, { start: new Date(Date.now() + 5 * 86_400_000), consultantId: undefined }),
  );
  const { bookingId: interview } = await withStore((db) =>
    seedBooking(db, {
      start: new Date(Date.now() + 6 * 86_400_000),
      consultantId: undefined,
      kind: "jobEnquiry",
    }),
  );
  ids = { sale, application, opening, booking, interview };
});

test.afterAll(async () => {
  for (const session of sessions.values()) await session.dispose();
});

test("every route under /admin has its row in the table", () => {
  expect([...new Set(ROWS.map((row) => row.route))].toSorted()).toEqual(routeFiles().toSorted());
});

for (const row of ROWS) {
  test(`${row.what}: ${WHO.map((who, index) => `${who} ${row.expect[index]}`).join(", ")}`, async () => {
    const answers = [];
    for (const who of WHO) answers.push((await sessions.get(who)!.get(row.path(ids))).status());
    expect(answers).toEqual([...row.expect]);
  });
}

test("each role's list, search and CSV hold only the kinds it works on", async () => {
  const holds = async (who: Who, path: string, text: string) =>
    (await (await sessions.get(who)!.get(path)).text()).includes(text);
  for (const path of ["/admin?q=Matrix", "/admin/enquiries.csv?q=Matrix"]) {
    expect(await holds("sales", path, "Matrixsale Customer"), path).toBe(true);
    expect(await holds("sales", path, "Matrixjob Applicant"), path).toBe(false);
    expect(await holds("recruiter", path, "Matrixjob Applicant"), path).toBe(true);
    expect(await holds("recruiter", path, "Matrixsale Customer"), path).toBe(false);
    expect(await holds("administrator", path, "Matrixsale Customer"), path).toBe(true);
    expect(await holds("administrator", path, "Matrixjob Applicant"), path).toBe(true);
  }
});

test("an action on an enquiry of another role's changes nothing", async () => {
  const page = await (await sessions.get("sales")!.get("/admin")).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const posted = await sessions.get("sales")!.post(`/admin/enquiries/${ids.application}`, {
    form: { csrf, intent: "status", status: "handled" },
  });
  expect(posted.status()).toBe(403);
  const [row] = await withStore((db) =>
    db.query("SELECT status FROM enquiries WHERE id = $1", [ids.application]),
  );
  expect(row?.status).toBe("new");
});
