import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { readFileSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import { adminNavText } from "#app/content/admin.ts";
import { queueDeliveries } from "#server/outbox/deliveries.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import {
  enrolledAccount,
  recoveryCodeFor,
  runAdminCli,
  withStore,
} from "#tests/helpers/e2e-accounts.ts";
import { contactFilling, fill } from "./forms-helpers.ts";
import { hydrated } from "./pages-helpers.ts";

/**
 * The team's inbox at /admin, end to end: accounts made with `npm run admin` against the test
 * server's database, enquiries sent to the real endpoint, everything else through the browser.
 */

const ENDPOINT = "/notification-hub/websiteToTeamNotification";
interface Account {
  readonly email: string;
  readonly password: string;
  readonly role: "administrator" | "reviewer";
}

const TEAM: Account = {
  email: "inbox.team@malwasoftworks.example",
  password: "e2e: a long, secret phrase",
  role: "administrator",
};
/** Reads and works enquiries, but may not export, erase or read the audit log. */
const REVIEWER: Account = {
  email: "inbox.reviewer@malwasoftworks.example",
  password: "a reviewer's passphrase",
  role: "reviewer",
};
/** Only the lockout test uses this account: it ends up locked. */
const LOCKED: Account = {
  email: "locked.out@malwasoftworks.example",
  password: "another long passphrase",
  role: "reviewer",
};

type Body = Record<string, string>;

test.beforeAll(async () => {
  // Each worker runs this; the second one finds the accounts there already.
  for (const account of [TEAM, LOCKED, REVIEWER]) await enrolledAccount(account);
});

/** The second step of a sign-in, which every role takes. */
async function enterCode(page: Page, account: Account): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your sign-in code");
  await page.getByLabel("Code", { exact: true }).fill(await recoveryCodeFor(account.email));
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A word no other test's enquiries contain, so tests running side by side do not see each other's. */
function uniqueWord(): string {
  return `Zq${crypto
    .randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;
}

async function send(request: APIRequestContext, body: Body): Promise<string> {
  const response = await request.post(ENDPOINT, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The team's calendar day, `days` from today, as a date input takes it. */
function teamDay(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: siteFacts.timeZone }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

async function signIn(page: Page, account = TEAM, path = "/admin/sign-in"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterCode(page, account);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

function entryNames(page: Page): Locator {
  return page.locator("main ol > li h2");
}

/** The value beside a label in a list of terms and definitions. */
function definition(scope: Page | Locator, term: string): Locator {
  return scope
    .locator("dt", { hasText: new RegExp(`^${term}:?$`) })
    .locator("xpath=following-sibling::dd[1]");
}

function section(page: Page, heading: string): Locator {
  return page.locator("section", {
    has: page.getByRole("heading", { name: heading, exact: true }),
  });
}

/** RFC 4180 rows, quotes and doubled quotes resolved. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const character = text[i];
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += character;
  }
  return rows;
}

test.describe("access", () => {
  test("every admin page, the export and every POST need a session", async ({ request }) => {
    const id = await send(request, { ...validBodies.contact, name: "Door Test" });
    for (const path of [
      "/admin",
      `/admin/enquiries/${id}`,
      "/admin/enquiries.csv?kind=contact",
      "/admin/person",
      "/admin/audit",
      "/admin/report?days=90",
      "/admin/report.csv",
      "/admin/saved-replies",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toMatch(/^\/admin\/sign-in(\?|$)/);
    }
    for (const path of [
      `/admin/enquiries/${id}`,
      "/admin/sign-out",
      "/admin/person",
      "/admin/saved-replies",
    ]) {
      const response = await request.post(path, {
        form: { intent: "status", status: "handled", csrf: "guessed" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toMatch(/^\/admin\/sign-in/);
    }
    await withStore(async (db) => {
      expect(await db.query("SELECT * FROM enquiry_notes WHERE enquiry_id = $1", [id])).toEqual([]);
      // The status is the enquiry's own column now: still new, with no change recorded.
      expect(await db.query("SELECT status FROM enquiries WHERE id = $1", [id])).toEqual([
        { status: "new" },
      ]);
      expect(
        await db.query("SELECT * FROM enquiry_status_changes WHERE enquiry_id = $1", [id]),
      ).toEqual([]);
    });
  });

  test("a POST without the session's CSRF token is refused and changes nothing", async ({
    page,
    request,
  }) => {
    const id = await send(request, { ...validBodies.contact, name: "Token Test" });
    await signIn(page);
    const change = { intent: "status", status: "handled" };
    for (const form of [change, { ...change, csrf: "" }, { ...change, csrf: "x".repeat(43) }]) {
      const response = await page.request.post(`/admin/enquiries/${id}`, { form, maxRedirects: 0 });
      expect(response.status()).toBe(403);
    }
    const signOut = await page.request.post("/admin/sign-out", { form: {}, maxRedirects: 0 });
    expect(signOut.status()).toBe(403);

    await page.goto(`/admin/enquiries/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Token Test");
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("new");
    await expect(section(page, "Conversation")).toContainText(
      "The status has not been changed yet.",
    );
  });

  test("the inbox's screens arrive compressed, each with its CSRF token masked afresh; the sign-in's arrive as they are", async ({
    page,
    request,
  }) => {
    const id = await send(request, { ...validBodies.contact, name: "Masked Token Test" });
    const signInForm = await request.get("/admin/sign-in");
    expect(signInForm.headers()["content-encoding"]).toBeUndefined();
    await signIn(page);
    const tokenOfScreen = async () => {
      const screen = await page.request.get(`/admin/enquiries/${id}`);
      expect(screen.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
      return /name="csrf" value="([^"]+)"/.exec(await screen.text())![1]!;
    };
    const first = await tokenOfScreen();
    const second = await tokenOfScreen();
    expect(first).not.toBe(second);
    // Each response's reading of the token is the session's: a form from either page is taken.
    for (const [csrf, status] of [
      [first, "open"],
      [second, "handled"],
    ] as const) {
      const form = { csrf, intent: "status", status };
      expect((await page.request.post(`/admin/enquiries/${id}`, { form })).status()).toBe(200);
      await withStore(async (db) =>
        expect(await db.query("SELECT status FROM enquiries WHERE id = $1", [id])).toEqual([
          { status },
        ]),
      );
    }
  });

  test("signing in returns to the page asked for, with a safe session cookie", async ({
    page,
    request,
    context,
  }) => {
    const id = await send(request, { ...validBodies.contact, name: "Return Test" });
    await page.goto(`/admin/enquiries/${id}`);
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fenquiries%2F/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the inbox");
    await page.getByLabel("E-mail").fill(TEAM.email.toUpperCase());
    await page.getByLabel("Password").fill(TEAM.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\/code\?next=%2Fadmin%2Fenquiries%2F/);
    await enterCode(page, TEAM);
    await expect(page).toHaveURL(`/admin/enquiries/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return Test");

    const session = (await context.cookies()).find((cookie) => cookie.name === "admin_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("a return path with a line break in it falls back to the inbox, and the sign-in works", async ({
    page,
  }) => {
    await page.goto(`/admin/sign-in?next=${encodeURIComponent("/admin/\r\nX-Planted: 1")}`);
    const token = await page.locator('input[name="token"]').inputValue();
    const response = await page.request.post("/admin/sign-in", {
      form: {
        token,
        next: "/admin/\r\nSet-Cookie: admin_session=planted",
        email: REVIEWER.email,
        password: REVIEWER.password,
      },
      maxRedirects: 0,
    });
    // On to the second step, which returns to the inbox itself: no `next` to carry.
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/admin/sign-in/code");
    expect(response.headers()["x-planted"]).toBeUndefined();
  });

  test("a wrong password is refused", async ({ page }) => {
    await page.goto("/admin/sign-in");
    await page.getByLabel("E-mail").fill(TEAM.email);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "That e-mail and password do not match an account. Check both and try again.",
    );
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await expect(page.getByLabel("E-mail")).toHaveValue(TEAM.email);
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    expect((await page.context().cookies()).some((c) => c.name === "admin_session")).toBe(false);
  });

  test("five failures lock the account for 15 minutes, even against the right password", async ({
    page,
  }) => {
    await page.goto("/admin/sign-in");
    const attempt = async (password: string) => {
      await page.getByLabel("E-mail").fill(LOCKED.email);
      await page.getByLabel("Password").fill(password);
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname.startsWith("/admin/sign-in"),
      );
      await page.getByRole("button", { name: "Sign in" }).click();
      await answered;
    };
    for (let failure = 1; failure <= 4; failure++) {
      await attempt(`wrong guess number ${failure}`);
      await expect(page.getByRole("alert")).toContainText("do not match an account");
    }
    const locked =
      "Too many failed sign-in attempts. For your security, signing in is paused: please try again in 15 minutes.";
    await attempt("wrong guess number 5");
    await expect(page.getByRole("alert")).toHaveText(locked);
    await attempt(LOCKED.password);
    await expect(page.getByRole("alert")).toHaveText(locked);
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  });

  test("signing out ends the session on the server", async ({ page }) => {
    await signIn(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === "admin_session");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await page.context().addCookies([cookie!]);
    const response = await page.request.get("/admin", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
  });

  test("the inbox is never indexed nor cached, and not in the sitemap", async ({ request }) => {
    const response = await request.get("/admin/sign-in");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });
});

test.describe("two-step sign-in", () => {
  // Two sign-ins and three axe audits.
  test.describe.configure({ timeout: 60_000 });

  /** A new administrator at the enrolment page, with the app that scanned its key. */
  async function enrolling(page: Page): Promise<{ account: Account; app: TOTP }> {
    const account: Account = {
      email: `enrol.${uniqueWord().toLowerCase()}@malwasoftworks.example`,
      password: "a brand new administrator's passphrase",
      role: "administrator",
    };
    const created = await runAdminCli(
      ["create-user", account.email, "--role", "administrator"],
      `${account.password}\n`,
    );
    expect(created.code, created.output).toBe(0);
    await page.goto("/admin/sign-in");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up two-step sign-in");
    const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? "";
    return { account, app: new TOTP({ secret: Secret.fromBase32(key.replace(/ /g, "")) }) };
  }

  test("a new administrator scans a QR code, confirms with a code, keeps recovery codes, and signs in with one later", async ({
    page,
  }) => {
    // The QR code arrives late, as it does on a busy machine: the test waits for it to decode.
    await page.route("**/admin/sign-in/qr-code.svg", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const { account, app } = await enrolling(page);
    const qrCode = page.getByRole("img", { name: "QR code for your authenticator app" });
    await expect(qrCode).toBeVisible();
    // decode() settles once the image can be drawn, and fails if it cannot.
    const drawnWidth = await qrCode.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return image.complete ? image.naturalWidth : 0;
    });
    expect(drawnWidth).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("Code", { exact: true }).fill(app.generate());
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Save your recovery codes");
    const codes = await page
      .getByRole("list", { name: "Your recovery codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Continue to the inbox" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();

    await page.goto("/admin/sign-in");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your sign-in code");
    await expectNoAxeViolations(page);
    await page.getByLabel("Code", { exact: true }).fill(codes[0]!);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  });

  // Apart from the test above, which a flake hunt repeats: each wrong code counts toward the
  // address's lockout, and twenty from one address lock it.
  test("an old code at enrolment is refused, and the field says so", async ({ page }) => {
    const { app } = await enrolling(page);
    await page
      .getByLabel("Code", { exact: true })
      .fill(app.generate({ timestamp: Date.now() - 120_000 }));
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "That code is not right, or has been used already. Check your app and try again.",
    );
    await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("the code page without a right password goes back to the password", async ({ page }) => {
    await page.goto("/admin/sign-in/code?next=%2Fadmin%2Faudit");
    await expect(page).toHaveURL("/admin/sign-in?next=%2Fadmin%2Faudit");
    expect((await page.request.get("/admin/sign-in/qr-code.svg")).status()).toBe(404);
  });
});

test.describe("list", () => {
  test("newest first, counts per kind, filters by kind, status and date, search", async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    await send(request, {
      ...validBodies.project,
      name: "Asha Verma",
      companyName: `${word} Dealers`,
    });
    await send(request, {
      ...validBodies.contact,
      name: "Imran Khan",
      message: `Call me about ${word}.`,
    });
    await send(request, {
      ...validBodies.jobEnquiry,
      name: "Ravi Kumar",
      coverLetter: `Five years of React; most recently the ${word} logistics dashboard.`,
    });
    await send(request, {
      ...validBodies.contact,
      name: "Cheap Pills",
      message: `Buy ${word} now`,
      website: "http://spam.example",
    });

    await signIn(page);
    await page.getByLabel("Search").fill(word.toLowerCase());
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(`/admin?q=${word.toLowerCase()}`);
    // Spam has a view of its own; the daily list and its counts leave it out.
    await expect(page.getByText("Showing 1–3 of 3")).toBeVisible();
    await expect(entryNames(page)).toHaveText(["Ravi Kumar", "Imran Khan", "Asha Verma"]);
    const kinds = page.getByRole("navigation", { name: "Kind of enquiry" });
    for (const [label, count] of [
      ["All", 3],
      ["Project", 1],
      ["General enquiry", 0],
      ["Job enquiry", 1],
      ["Consultation", 0],
      ["Contact", 1],
    ] as const) {
      await expect(
        kinds.getByRole("link", { name: `${label} ${count}`, exact: true }),
      ).toBeVisible();
    }

    await kinds.getByRole("link", { name: "Contact 1" }).click();
    await expect(page).toHaveURL(`/admin?kind=contact&q=${word.toLowerCase()}`);
    await expect(kinds.getByRole("link", { name: "Contact 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(entryNames(page)).toHaveText(["Imran Khan"]);

    await page.getByLabel("Status").selectOption({ label: "New" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(entryNames(page)).toHaveText(["Imran Khan"]);
    await page.getByLabel("Status").selectOption({ label: "Spam" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(entryNames(page)).toHaveText(["Cheap Pills"]);

    // A shared URL shows the same list.
    await page.goto(`/admin?q=${word}&from=${teamDay(1)}`);
    await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
    await page.goto(`/admin?q=${word}&from=${teamDay(0)}&to=${teamDay(0)}`);
    await expect(entryNames(page)).toHaveCount(3);
    await page.goto(`/admin?q=${word}&to=${teamDay(-1)}`);
    await expect(entryNames(page)).toHaveCount(0);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByLabel("Search")).toHaveValue("");
  });

  test("pages of 25, with next and previous", async ({ page, request }) => {
    const word = uniqueWord();
    for (let i = 1; i <= 27; i++) {
      await send(request, {
        ...validBodies.contact,
        name: `Visitor ${String(i).padStart(2, "0")}`,
        message: word,
      });
    }
    await signIn(page);
    await page.goto(`/admin?q=${word}`);
    await expect(page.getByText("Showing 1–25 of 27")).toBeVisible();
    await expect(entryNames(page)).toHaveCount(25);
    await expect(entryNames(page).first()).toHaveText("Visitor 27");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(`/admin?q=${word}&page=2`);
    await expect(entryNames(page)).toHaveText(["Visitor 02", "Visitor 01"]);
    await expect(page.getByText("Showing 26–27 of 27")).toBeVisible();
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(entryNames(page)).toHaveCount(25);
  });
});

test.describe("an enquiry", () => {
  test("shows every field and the time in the team's zone; status changes keep a history; notes are a thread", async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    const id = await send(request, { ...validBodies.project, name: `Meera ${word}` });
    await signIn(page);
    await page.goto(`/admin?q=${word}`);
    await page.getByRole("link", { name: `Meera ${word}` }).click();
    await expect(page).toHaveURL(`/admin/enquiries/${id}`);
    await expect(page).toHaveTitle(`Meera ${word} | Inbox`);

    const details = section(page, "What they sent");
    for (const [label, value] of [
      ["Name", `Meera ${word}`],
      ["E-mail", validBodies.project.email],
      ["Company", validBodies.project.companyName],
      ["Phone", validBodies.project.phone],
      ["Project type", "Web Application"],
      ["Budget", "₹1,00,000 – ₹2,50,000"],
      ["Timeline", "Within 3 Months"],
      ["Project details", validBodies.project.projectDetails],
    ] as const) {
      await expect(definition(details, label)).toHaveText(value);
    }
    await expect(definition(details, "Preferred start date")).toContainText(
      validBodies.project.projectStartDate.slice(0, 4),
    );
    await expect(definition(page, "Received")).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST$/);
    await expect(definition(page, "Reference")).toHaveText(id);

    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Open" });
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.locator("#status-notice")).toHaveText("Status set to Open.");
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Handled" });
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.locator("#status-notice")).toHaveText("Status set to Handled.");

    for (const note of ["Called back on Monday; proposal due Friday.", "Proposal sent."]) {
      await page.getByLabel("Add a note for the team").fill(note);
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.locator("#note-notice")).toHaveText("Note added.");
    }

    await page.reload();
    const history = section(page, "Conversation").getByRole("listitem");
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText("New → Open by Inbox Team");
    await expect(history.nth(1)).toContainText("Open → Handled by Inbox Team");
    await expect(history.nth(0)).toContainText("IST");
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("handled");
    // Each note is its own entry, with who wrote it; the form is empty for the next.
    const notes = section(page, "Private notes").getByRole("listitem");
    await expect(notes).toHaveCount(2);
    await expect(notes.nth(0)).toContainText("Called back on Monday; proposal due Friday.");
    await expect(notes.nth(1)).toContainText("Inbox Team, ");
    await expect(notes.nth(1)).toContainText("Proposal sent.");
    await expect(page.getByLabel("Add a note for the team")).toHaveValue("");
  });

  test("can be worked with the keyboard alone", async ({ page, request }) => {
    const word = uniqueWord();
    // An address of its own: the other tests' enquiries from the shared one would put their links
    // (the customer's history) between the heading and the status, as many as ran before.
    await send(request, {
      ...validBodies.contact,
      name: `Keyboard ${word}`,
      message: word,
      email: `keyboard.${word.toLowerCase()}@example.com`,
    });
    await page.goto(`/admin/sign-in?next=${encodeURIComponent(`/admin?q=${word}`)}`);

    const tabTo = async (target: Locator) => {
      for (let press = 0; press < 40; press++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
      }
      throw new Error("Not reachable with Tab");
    };
    await tabTo(page.getByLabel("E-mail"));
    await page.keyboard.type(TEAM.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(TEAM.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your sign-in code");
    await tabTo(page.getByLabel("Code", { exact: true }));
    await page.keyboard.type(await recoveryCodeFor(TEAM.email));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/admin?q=${word}`);

    // The skip link passes the inbox's header and sections, straight to the list's screen.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await tabTo(page.getByRole("link", { name: `Keyboard ${word}` }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Keyboard ${word}`);
    await tabTo(page.getByRole("combobox", { name: "Status" }));
    await page.keyboard.press("ArrowDown");
    await tabTo(page.getByRole("button", { name: "Update status" }));
    await page.keyboard.press("Enter");
    await expect(page.locator("#status-notice")).toHaveText("Status set to Open.");
  });

  test("shows each delivery's state and retries a failed one", async ({ page, request }) => {
    const id = await send(request, { ...validBodies.contact, name: "Delivery Test" });
    // The test server sends nothing (no SMTP_URL): record what a failing mail server left behind.
    await withStore(async (db) => {
      await queueDeliveries(db, id, ["email", "webhook"], new Date());
      await db.query(
        `UPDATE deliveries SET status = 'failed', attempts = 14, last_error = '550 5.1.1 mailbox unavailable'
          WHERE enquiry_id = $1 AND channel = 'email'`,
        [id],
      );
      await db.query(
        `UPDATE deliveries SET status = 'sent', attempts = 1, sent_at = $2
          WHERE enquiry_id = $1 AND channel = 'webhook'`,
        [id, new Date().toISOString()],
      );
    });
    await signIn(page);
    await page.goto("/admin?q=Delivery+Test");
    await expect(page.locator("main ol > li", { hasText: "Delivery Test" }).first()).toContainText(
      "Delivery failed",
    );
    await page.goto(`/admin/enquiries/${id}`);

    const delivery = section(page, "Delivery");
    const email = delivery.getByRole("listitem").filter({ hasText: "E-mail to the team" });
    const webhook = delivery.getByRole("listitem").filter({ hasText: "Webhook" });
    await expect(definition(email, "Status")).toHaveText("Failed");
    await expect(definition(email, "Tries")).toHaveText("14");
    await expect(definition(email, "Last error")).toHaveText("550 5.1.1 mailbox unavailable");
    await expect(definition(webhook, "Status")).toHaveText("Sent");
    await expect(definition(webhook, "Sent")).toContainText("IST");
    await expect(webhook.getByRole("button")).toHaveCount(0);

    await email.getByRole("button", { name: "Retry delivery: E-mail to the team" }).click();
    await expect(page.locator("#delivery-notice")).toHaveText(
      "E-mail to the team: due now. The notifier tries it within seconds.",
    );
    await expect(definition(email, "Status")).toHaveText("Pending");
    await expect(definition(email, "Next try")).toContainText("IST");
    await withStore(async (db) => {
      const [row] = await db.query(
        "SELECT status, next_attempt_at FROM deliveries WHERE enquiry_id = $1 AND channel = 'email'",
        [id],
      );
      expect(row?.status).toBe("pending");
      expect(Date.now() - new Date(String(row?.next_attempt_at)).getTime()).toBeLessThan(60_000);
    });
  });

  test("an unknown enquiry is a clear 404", async ({ page }) => {
    await signIn(page);
    const response = await page.goto(`/admin/enquiries/${crypto.randomUUID()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiry not found");
  });
});

test("exports the filtered list as CSV a spreadsheet opens safely", async ({ page, request }) => {
  const word = uniqueWord();
  await send(request, {
    ...validBodies.contact,
    name: '=HYPERLINK("http://evil.example","Open")',
    phone: "+91 98260 12345",
    message: `${word}: "quoted", with commas,\nand a second line`,
  });
  await send(request, {
    ...validBodies.generalEnquiry,
    name: "Rohan Mehta",
    message: `About ${word} resellers`,
  });
  await send(request, { ...validBodies.contact, name: "Not In Export", message: "unrelated" });

  await signIn(page);
  await page.goto(`/admin?q=${word}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");

  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([
    "Reference",
    "Received (Asia/Kolkata)",
    "Kind",
    "Status",
    "Name",
    "E-mail",
    "Phone",
    "Company",
    "Position",
    "Enquiry type",
    "Project type",
    "Budget",
    "Timeline",
    "Preferred start date",
    "Subject",
    "Message",
    "Private note",
    "Sent from page",
    "Referring site",
    "Campaign source",
    "Campaign medium",
    "Campaign name",
  ]);
  // The formula-like name and its link made the contact message spam: the daily export leaves it
  // out, the spam view's export holds it.
  expect(rows).toHaveLength(1);
  const [general] = rows;
  expect(general?.slice(2, 8)).toEqual([
    "General enquiry",
    "New",
    "Rohan Mehta",
    validBodies.generalEnquiry.email,
    validBodies.generalEnquiry.phone,
    validBodies.generalEnquiry.companyName,
  ]);
  expect(general?.[9]).toBe("Partnership");

  const spam = await page.request.get(`/admin/enquiries.csv?q=${word}&status=spam`);
  const [, contact, ...others] = parseCsv((await spam.text()).slice(1));
  expect(others).toEqual([]);
  expect(contact?.[3]).toBe("Spam");
  expect(contact?.[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(contact?.[4]).toBe('\'=HYPERLINK("http://evil.example","Open")');
  expect(contact?.[6]).toBe("'+91 98260 12345");
  expect(contact?.[15]).toBe(`${word}: "quoted", with commas,\nand a second line`);

  const byKind = await page.request.get(`/admin/enquiries.csv?q=${word}&kind=generalEnquiry`);
  expect(byKind.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(byKind.headers()["cache-control"]).toBe("no-store");
  expect(parseCsv((await byKind.text()).slice(1))).toHaveLength(2);
});

test.describe("where an enquiry came from", () => {
  const visitorFilling = (name: string) => ({ ...contactFilling, "Full Name": name });

  test("a visit's landing reaches the inbox, its Source filter and the CSV, without a cookie", async ({
    page,
    browser,
  }) => {
    // A visitor's three pages and a form, then the team's inbox: more than one test's usual time.
    test.slow();
    const word = uniqueWord();
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/about?utm_source=${word}&utm_medium=email&utm_campaign=launch-2030`, {
      referer: "https://www.linkedin.com/feed/update/123",
    });
    await visitor.goto("/services");
    await visitor.goto("/contact#contact-form");
    const form = visitor.locator("#contact-form");
    await hydrated(form);
    await fill(form, visitorFilling(`Rohan ${word}`));
    const response = visitor.waitForResponse("**/notification-hub/websiteToTeamNotification");
    await form.locator("button[type=submit]").click();
    expect((await response).status()).toBe(201);
    expect(await visitorContext.cookies()).toEqual([]);
    await visitorContext.close();

    await signIn(page);
    await page.goto("/admin");
    await page.getByLabel("Source").fill(word.toUpperCase());
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(entryNames(page)).toHaveText([`Rohan ${word}`]);
    await page.getByRole("link", { name: `Rohan ${word}` }).click();

    const details = section(page, "What they sent");
    for (const [label, value] of [
      ["Sent from page", "/contact"],
      ["Referring site", "https://www.linkedin.com"],
      ["Campaign source", word],
      ["Campaign medium", "email"],
      ["Campaign name", "launch-2030"],
    ] as const) {
      await expect(definition(details, label)).toHaveText(value);
    }
    await expect(
      details.getByRole("link", { name: "rohan@mehta-textiles.example" }),
    ).toHaveAttribute("href", "mailto:rohan@mehta-textiles.example");
    await expect(details.getByRole("link", { name: "+91 98930 55555" })).toHaveAttribute(
      "href",
      "tel:+919893055555",
    );

    const csv = parseCsv(
      (await (await page.request.get(`/admin/enquiries.csv?source=${word}`)).text()).slice(1),
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]?.slice(-5)).toEqual([
      "/contact",
      "https://www.linkedin.com",
      word,
      "email",
      "launch-2030",
    ]);
  });

  test("without JavaScript, the page and the campaign tags in its address are recorded", async ({
    page,
    browser,
  }) => {
    const word = uniqueWord();
    const visitorContext = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/contact?utm_source=${word}&utm_campaign=flyer`, {
      referer: "https://www.google.com/",
    });
    const form = visitor.locator("#contact-form");
    await fill(form, visitorFilling(`Plain ${word}`));
    await Promise.all([
      visitor.waitForLoadState("load"),
      form.locator("button[type=submit]").click(),
    ]);
    await expect(visitor.getByText("Form submitted successfully!")).toBeVisible();
    await visitorContext.close();

    await signIn(page);
    await page.goto(`/admin?source=${word}`);
    await page.getByRole("link", { name: `Plain ${word}` }).click();
    const details = section(page, "What they sent");
    await expect(definition(details, "Sent from page")).toHaveText("/contact");
    await expect(definition(details, "Campaign source")).toHaveText(word);
    await expect(definition(details, "Campaign name")).toHaveText("flyer");
    await expect(details.locator("dt", { hasText: "Referring site" })).toHaveCount(0);
  });

  test("an enquiry that says nothing of it says so", async ({ page, request }) => {
    const word = uniqueWord();
    const id = await send(request, { ...validBodies.contact, name: `Direct ${word}` });
    await signIn(page);
    await page.goto(`/admin/enquiries/${id}`);
    await expect(section(page, "What they sent")).toContainText("Not recorded");
  });
});

test.describe("a person's data and the audit log", () => {
  test("an administrator downloads a person's data, erases it, and finds both in the audit log without the address", async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    const email = `${word.toLowerCase()}@example.org`;
    await send(request, { ...validBodies.contact, name: `Person ${word}`, email });
    await send(request, {
      ...validBodies.project,
      name: `Person ${word}`,
      email: email.toUpperCase(),
    });
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Inbox sections" })
      .getByRole("link", { name: "A person's data" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A person's data");

    await page.getByRole("button", { name: "Download their data" }).click();
    await expect(
      page.getByRole("textbox", { name: "Their e-mail address" }),
    ).toHaveAccessibleDescription(/Please enter an e-mail address/);
    await page.getByRole("textbox", { name: "Their e-mail address" }).fill(` ${email} `);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download their data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      enquiries: { kind: string; fields: Record<string, string> }[];
    };
    expect(exported.enquiries.map((enquiry) => enquiry.kind).sort()).toEqual([
      "contact",
      "project",
    ]);
    expect(exported.enquiries[0]?.fields.name).toBe(`Person ${word}`);

    await page.getByRole("textbox", { name: "Their e-mail address" }).fill(email);
    await page.getByRole("button", { name: "Erase their data" }).click();
    await expect(
      page.getByRole("checkbox", { name: /deletes their data for good/ }),
    ).toHaveAccessibleDescription("Please tick the box to confirm the erasure.");
    await expect(page.getByRole("textbox", { name: "Their e-mail address" })).toHaveValue(email);
    await page.getByRole("checkbox", { name: /deletes their data for good/ }).check();
    await page.getByRole("button", { name: "Erase their data" }).click();
    await expect(page.getByRole("status")).toHaveText("Erased 2 enquiries from this address.");
    await expect(page.getByRole("textbox", { name: "Their e-mail address" })).toHaveValue("");

    await page.goto(`/admin?q=${word}`);
    await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
    await page.getByRole("link", { name: "Audit log" }).click();
    const rows = page.getByRole("row");
    await expect(rows.filter({ hasText: "Erased a person's data" }).first()).toContainText(
      "2 enquiries",
    );
    await expect(rows.filter({ hasText: "Exported a person's data" }).first()).toContainText(
      TEAM.email,
    );
    await expect(page.locator("main, body").first()).not.toContainText(email);
  });

  test("a reviewer works enquiries but is refused the administrators' pages and actions", async ({
    page,
    request,
  }) => {
    const id = await send(request, { ...validBodies.contact, name: "Reviewer Test" });
    await signIn(page, REVIEWER);
    await expect(
      page.getByRole("navigation", { name: "Inbox sections" }).getByRole("link"),
    ).toHaveText([
      adminNavText.enquiries,
      adminNavText.spam,
      adminNavText.agenda,
      adminNavText.report,
    ]);
    await page.goto(`/admin/enquiries/${id}`);
    await page.getByRole("combobox", { name: "Status" }).selectOption("handled");
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByText("Status set to Handled.")).toBeVisible();
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();

    for (const path of ["/admin/person", "/admin/audit", "/admin/saved-replies"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("For administrators only");
    }
    const erase = await page.request.post("/admin/person", {
      form: { csrf, intent: "erase", email: validBodies.contact.email, confirm: "yes" },
      maxRedirects: 0,
    });
    expect(erase.status()).toBe(403);
    await page.goto(`/admin/enquiries/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviewer Test");
  });
});

test.describe("accessibility", () => {
  // Several pages each, every one audited by axe at two widths.
  test.describe.configure({ timeout: 90_000 });

  /** Audits the page at `path`, or the page as it is when no path is given. */
  async function expectAccessible(page: Page, path?: string): Promise<void> {
    if (path) await page.goto(path);
    await expectNoAxeViolations(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path}: no sideways scrolling`).toBeLessThanOrEqual(0);
  }

  const viewports = [
    { name: "desktop", width: 1280, height: 800 },
    { name: "375px", width: 375, height: 812 },
  ];

  /** Audits the page as it is at every width, the window resized between them. */
  async function expectAccessibleAtEveryWidth(page: Page, path?: string): Promise<void> {
    if (path) await page.goto(path);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
    }
  }

  test(`sign-in, list, enquiry, audit log and a person's page pass axe at ${viewports.map((v) => v.name).join(" and ")} without sideways scrolling`, async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const word = uniqueWord();
    const id = await send(request, {
      ...validBodies.project,
      name: `Axe ${word}`,
      email: `a.very.long.address.for.a.narrow.screen.${word.toLowerCase()}@example.com`,
    });
    await withStore((db) => queueDeliveries(db, id, ["email"], new Date()));

    await expectAccessibleAtEveryWidth(page, "/admin/sign-in");
    await page.setViewportSize(viewports[0]!);
    await signIn(page);
    await expectAccessibleAtEveryWidth(page, `/admin?q=${word}`);
    await expectAccessibleAtEveryWidth(page, `/admin/enquiries/${id}`);
    await expectAccessibleAtEveryWidth(page, "/admin/audit");
    await expectAccessibleAtEveryWidth(page, "/admin/person");
    expect(errors).toEqual([]);
  });

  test(`a person's page passes axe at ${viewports.map((v) => v.name).join(" and ")} when it refuses the form`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, TEAM, "/admin/sign-in?next=%2Fadmin%2Fperson");
    await page.getByRole("button", { name: "Erase their data" }).click();
    await expect(
      page.getByText("Please enter an e-mail address, like name@example.com."),
    ).toBeVisible();
    await expectAccessibleAtEveryWidth(page);
    await page.setViewportSize(viewports[0]!);
    await page.getByRole("textbox", { name: "Their e-mail address" }).fill("nobody@example.org");
    await page.getByRole("button", { name: "Erase their data" }).click();
    await expect(page.getByText("Please tick the box to confirm the erasure.")).toBeVisible();
    await expectAccessibleAtEveryWidth(page);
    expect(errors).toEqual([]);
  });
});
