/** The inbox's server side against SQLite and a real PostgreSQL: the same behaviour on both. */
import { randomBytes, scryptSync } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  AdminService,
  AdminSession,
  EnquiryStatus,
  InboxFilter,
  SecondStepOutcome,
  SignInOutcome,
} from "../../shared/admin-service.ts";
import { actionFor, type EnquiryKind } from "../../shared/enquiry-kinds.ts";
import { startTestDatabases } from "../test-support/databases.ts";
import { capturedLogger } from "../test-support/logs.ts";
import type { Database } from "../store/database.ts";
import {
  DuplicateAdminUserError,
  findAdminUserByEmail,
  listAdminUsers,
} from "../store/admin-users.ts";
import { claimDueDeliveries, deliveriesOf, type Channel } from "../store/deliveries.ts";
import { saveEnquiry, type Enquiry } from "../store/enquiries.ts";
import { openDatabase } from "../store/open.ts";
import {
  addAdminUser,
  deleteAdminUser,
  disableAdminUser,
  enableAdminUser,
  resetAdminTwoStep,
  setAdminPassword,
} from "./accounts.ts";
import { verifyPassword } from "./password.ts";
import { testKeys } from "../test-support/keys.ts";
import { createAdminService, SECOND_STEP_LIFETIME_MS, SESSION_LIFETIME_MS } from "./service.ts";
import { createSignInThrottle } from "./sign-in-throttle.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const T0 = new Date("2030-01-15T04:30:00.000Z");
const minutes = (n: number) => n * 60_000;
const PASSWORD = "a long and secret passphrase";
const TEAM = "team@malwasoftworks.example";
/** The first account, as the list and record calls see it (they read only who it is). */
const reader: AdminSession = { email: TEAM, role: "administrator", csrfToken: "" };

/** "a=1; b=2" from Set-Cookie headers, as a browser would send them back. */
function cookiesFrom(setCookies: readonly (string | undefined)[], jar = new Map<string, string>()) {
  for (const header of setCookies) {
    if (!header) continue;
    const [pair = "", ...attributes] = header.split("; ");
    const [name = "", value = ""] = pair.split("=");
    if (attributes.includes("Max-Age=0")) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

describe.each(databases.all)("admin service on $name", (target) => {
  let db: Database;
  afterEach(() => db?.close());

  let clock = T0;
  let wakes = 0;
  // The throttle's counters (rate-limiter-flexible) read the time from Date.now.
  beforeEach(() => vi.spyOn(Date, "now").mockImplementation(() => clock.getTime()));
  afterEach(() => vi.restoreAllMocks());

  /** The service's options as the server passes them; tests sign in far more than 10 a minute. */
  const options = {
    logger: capturedLogger().logger,
    secureCookies: false,
    keys: testKeys,
    signInAttemptsPerMinute: 1000,
    now: () => clock,
  };

  async function setUp(): Promise<(ip?: string) => AdminService> {
    db = await openDatabase(await target.fresh());
    clock = T0;
    wakes = 0;
    const gateway = createAdminService({ ...options, db, onDeliveryDue: () => wakes++ });
    await addAdminUser(db, TEAM, PASSWORD, { now: T0 });
    return (ip = "203.0.113.7") => gateway.forClient(ip);
  }

  /** Each account's authenticator app in this test: its secret, and the last step it showed. */
  const authenticators = new Map<string, { secret: string; lastStep: number }>();

  /**
   * The code the account's app shows now, enrolling the app when the sign-in asks to. A second
   * sign-in within the same 30 seconds takes the app's next code, which the server also accepts.
   */
  async function appCode(admin: AdminService, cookieHeader: string): Promise<string> {
    const step = await admin.secondStep(cookieHeader);
    if (!step) throw new Error("No second step to take");
    if (step.kind === "enrol") authenticators.set(step.email, { secret: step.secret, lastStep: 0 });
    const app = authenticators.get(step.email)!;
    const now = Math.floor(clock.getTime() / 30_000);
    app.lastStep = Math.max(now, app.lastStep + 1);
    return TOTP.generate({
      secret: Secret.fromBase32(app.secret),
      timestamp: app.lastStep * 30_000,
    });
  }

  /** Signs in as a browser would: the password, then the app's code when it is asked for. */
  async function signIn(
    admin: AdminService,
    email = TEAM,
    password = PASSWORD,
    held = "",
  ): Promise<SignInOutcome | SecondStepOutcome> {
    const form = admin.signInForm(null);
    const jar = new Map(
      held ? held.split("; ").map((pair) => pair.split("=") as [string, string]) : [],
    );
    const cookieHeader = cookiesFrom([form.setCookie], jar);
    const first = await admin.signIn({ email, password, token: form.token, cookieHeader });
    if (first.status !== "second-step") return first;
    const challenged = cookiesFrom(first.setCookies, jar);
    const code = await appCode(admin, challenged);
    return admin.completeSignIn({ code, token: form.token, cookieHeader: challenged });
  }

  async function signedInCookie(admin: AdminService, email = TEAM): Promise<string> {
    const outcome = await signIn(admin, email);
    if (outcome.status !== "signed-in") throw new Error(`Not signed in: ${outcome.status}`);
    return cookiesFrom(outcome.setCookies);
  }

  async function stored(
    kind: EnquiryKind,
    fields: Record<string, string>,
    options: { at?: Date; spam?: boolean; channels?: Channel[] } = {},
  ): Promise<Enquiry> {
    const enquiry: Enquiry = {
      id: crypto.randomUUID(),
      kind,
      action: actionFor(kind),
      fields,
      submissionId: undefined,
      isSpam: options.spam ?? false,
      createdAt: options.at ?? T0,
    };
    await saveEnquiry(db, enquiry, options.channels ?? []);
    return enquiry;
  }

  describe("accounts and sessions", () => {
    it("signs in with the right password only, ignoring the address's case", async () => {
      const admin = (await setUp())();
      expect(await signIn(admin, TEAM, "a long and secret passphrasE")).toEqual({
        status: "refused",
      });
      expect(await signIn(admin, "nobody@malwasoftworks.example")).toEqual({ status: "refused" });
      const outcome = await signIn(admin, "  Team@MalwaSoftworks.example ");
      expect(outcome.status).toBe("signed-in");
      const cookie = outcome.status === "signed-in" ? cookiesFrom(outcome.setCookies) : "";
      expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; admin_device=[^;]+$/);
      expect(await admin.session(cookie)).toEqual({
        email: TEAM,
        role: "administrator",
        csrfToken: expect.any(String),
      });
    });

    it("sets an HttpOnly, SameSite=Lax session cookie, Secure and __Host- prefixed on https", async () => {
      const admin = (await setUp())();
      const plain = await signIn(admin);
      expect(plain.status === "signed-in" && plain.setCookies[0]).toMatch(
        /^admin_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const secureAdmin = createAdminService({ ...options, db, secureCookies: true }).forClient(
        "203.0.113.7",
      );
      const secure = await signIn(secureAdmin);
      expect(secure.status === "signed-in" && secure.setCookies[0]).toMatch(
        /^__Host-admin_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(secure.status === "signed-in" && secure.setCookies.at(-1)).toMatch(
        /^__Host-admin_device=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
    });

    it("refuses a sign-in without the form's token in both the form and the cookie", async () => {
      const admin = (await setUp())();
      const form = admin.signInForm(null);
      const formCookie = cookiesFrom([form.setCookie]);
      const attempt = (token: unknown, cookieHeader: string | null) =>
        admin.signIn({ email: TEAM, password: PASSWORD, token, cookieHeader });
      expect(await attempt(form.token, null)).toEqual({ status: "expired" });
      expect(await attempt(undefined, formCookie)).toEqual({ status: "expired" });
      expect(await attempt(`${form.token}x`, formCookie)).toEqual({ status: "expired" });
      expect((await attempt(form.token, formCookie)).status).toBe("second-step");
      expect(admin.signInForm(formCookie)).toEqual({ token: form.token, setCookie: undefined });
    });

    it("gives a new session at every sign-in and ends the one the browser held", async () => {
      const admin = (await setUp())();
      const first = await signedInCookie(admin);
      const again = await signIn(admin, TEAM, PASSWORD, first);
      const second = again.status === "signed-in" ? cookiesFrom(again.setCookies) : "";
      expect(second).not.toBe(first);
      expect(await admin.session(first)).toBeUndefined();
      expect(await admin.session(second)).toBeDefined();
    });

    it("ends a session at sign-out and after its lifetime", async () => {
      const admin = (await setUp())();
      const cookie = await signedInCookie(admin);
      expect(await admin.signOut(cookie)).toBe(
        "admin_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
      );
      expect(await admin.session(cookie)).toBeUndefined();

      const later = await signedInCookie(admin);
      clock = new Date(T0.getTime() + SESSION_LIFETIME_MS - 1);
      expect(await admin.session(later)).toBeDefined();
      clock = new Date(T0.getTime() + SESSION_LIFETIME_MS);
      expect(await admin.session(later)).toBeUndefined();
    });

    it("allows a POST only with the session's own CSRF token", async () => {
      const admin = (await setUp())();
      const cookie = await signedInCookie(admin);
      const session = await admin.session(cookie);
      expect(await admin.authorizePost(null, session?.csrfToken)).toEqual({
        status: "signed-out",
      });
      expect(await admin.authorizePost(cookie, undefined)).toEqual({ status: "forged" });
      expect(await admin.authorizePost(cookie, "a".repeat(43))).toEqual({ status: "forged" });
      expect(await admin.authorizePost(cookie, session?.csrfToken)).toEqual({
        status: "allowed",
        session,
      });
    });

    it("signs an account out everywhere when its password is replaced", async () => {
      const admin = (await setUp())();
      const cookie = await signedInCookie(admin);
      expect(await setAdminPassword(db, TEAM.toUpperCase(), "another long passphrase")).toBe(true);
      expect(await admin.session(cookie)).toBeUndefined();
      expect(await signIn(admin)).toEqual({ status: "refused" });
      expect((await signIn(admin, TEAM, "another long passphrase")).status).toBe("signed-in");
      expect(await setAdminPassword(db, "nobody@example.com", "another long passphrase")).toBe(
        false,
      );
      await expect(addAdminUser(db, TEAM, PASSWORD)).rejects.toThrow(DuplicateAdminUserError);
    });
  });

  describe("roles and accounts", () => {
    const REVIEWER = "reviewer@malwasoftworks.example";

    it("makes the first account an administrator and later ones reviewers unless asked", async () => {
      const admin = (await setUp())();
      expect(await addAdminUser(db, REVIEWER, PASSWORD)).toBe("reviewer");
      expect(
        await addAdminUser(db, "second@malwasoftworks.example", PASSWORD, {
          role: "administrator",
        }),
      ).toBe("administrator");
      expect((await admin.session(await signedInCookie(admin)))?.role).toBe("administrator");
      expect((await admin.session(await signedInCookie(admin, REVIEWER)))?.role).toBe("reviewer");
    });

    it("lets a reviewer read and work an enquiry, but not export or erase a person or read the audit log", async () => {
      const admin = (await setUp())();
      await addAdminUser(db, REVIEWER, PASSWORD);
      const reviewer = (await admin.session(await signedInCookie(admin, REVIEWER)))!;
      const enquiry = await stored("contact", { name: "Asha", email: "asha@example.com" });

      expect(await admin.enquiry(reviewer, enquiry.id)).toMatchObject({ id: enquiry.id });
      expect(await admin.changeStatus(reviewer, enquiry.id, "handled")).toBe(true);
      expect(await admin.saveNote(reviewer, enquiry.id, "Replied.")).toBe(true);
      expect(await admin.exportPerson(reviewer, "asha@example.com")).toEqual({ allowed: false });
      expect(await admin.erasePerson(reviewer, "asha@example.com")).toEqual({ allowed: false });
      expect(await admin.auditLog(reviewer, { offset: 0, limit: 10 })).toEqual({ allowed: false });
      expect(await admin.enquiry(reader, enquiry.id)).toMatchObject({ status: "handled" });
    });

    it("ends every session of an account at once when it is disabled or removed, and refuses its sign-in", async () => {
      const admin = (await setUp())();
      await addAdminUser(db, REVIEWER, PASSWORD);
      const cookie = await signedInCookie(admin, REVIEWER);
      expect(await disableAdminUser(db, REVIEWER)).toBe("changed");
      expect(await admin.session(cookie)).toBeUndefined();
      expect(await signIn(admin, REVIEWER)).toEqual({ status: "refused" });

      expect(await enableAdminUser(db, REVIEWER)).toBe("changed");
      const again = await signedInCookie(admin, REVIEWER);
      expect(await admin.session(again)).toMatchObject({ email: REVIEWER });
      expect(await deleteAdminUser(db, REVIEWER)).toBe("changed");
      expect(await admin.session(again)).toBeUndefined();
      expect(await signIn(admin, REVIEWER)).toEqual({ status: "refused" });
      expect(await deleteAdminUser(db, REVIEWER)).toBe("no-account");
    });

    it("keeps one administrator who can sign in: the last one can be neither disabled nor removed", async () => {
      await setUp();
      await addAdminUser(db, REVIEWER, PASSWORD, { now: new Date(T0.getTime() + 1) });
      expect(await disableAdminUser(db, TEAM)).toBe("last-administrator");
      expect(await deleteAdminUser(db, TEAM)).toBe("last-administrator");
      expect(await disableAdminUser(db, "nobody@malwasoftworks.example")).toBe("no-account");
      expect(await enableAdminUser(db, TEAM)).toBe("unchanged");
      expect((await listAdminUsers(db)).map((user) => [user.email, user.role])).toEqual([
        [TEAM, "administrator"],
        [REVIEWER, "reviewer"],
      ]);
    });

    it("upgrades a password hashed with the old scrypt settings at the next sign-in", async () => {
      const admin = (await setUp())();
      const salt = randomBytes(16);
      const key = scryptSync(PASSWORD, salt, 64, {
        N: 2 ** 15,
        r: 8,
        p: 1,
        maxmem: 64 * 1024 * 1024,
      });
      const legacy = [
        "scrypt",
        2 ** 15,
        8,
        1,
        salt.toString("base64"),
        key.toString("base64"),
      ].join("$");
      await db.query("UPDATE admin_users SET password_hash = $1 WHERE email = $2", [legacy, TEAM]);

      expect(await signIn(admin, TEAM, "not the password at all")).toEqual({ status: "refused" });
      expect((await findAdminUserByEmail(db, TEAM))?.passwordHash).toBe(legacy);
      expect((await signIn(admin)).status).toBe("signed-in");
      const upgraded = (await findAdminUserByEmail(db, TEAM))!.passwordHash;
      expect(upgraded).toMatch(/^argon2id\$/);
      expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
      expect((await signIn(admin)).status).toBe("signed-in");
    });
  });

  describe("audit log", () => {
    it("records sign-ins, views, status changes, notes, exports and account changes: who, what, when, from where", async () => {
      const gateway = await setUp();
      const admin = gateway("198.51.100.4");
      const enquiry = await stored("contact", { name: "Asha", email: "asha@example.com" });
      const step = () => (clock = new Date(clock.getTime() + 1000));
      step();
      await signIn(admin, TEAM, "the wrong passphrase");
      step();
      await signIn(admin, "nobody@malwasoftworks.example");
      step();
      const session = (await admin.session(await signedInCookie(admin)))!;
      step();
      await admin.enquiry(session, enquiry.id);
      step();
      await admin.changeStatus(session, enquiry.id, "in-progress");
      step();
      await admin.saveNote(session, enquiry.id, "Call on Monday.");
      step();
      await admin.exportEntries(session, { kind: "contact", search: "asha" });
      step();
      await admin.exportEntries(session, { source: " Newsletter " });
      step();
      await admin.exportPerson(session, "asha@example.com");
      await addAdminUser(db, "new@malwasoftworks.example", PASSWORD, { now: step() });

      const log = await admin.auditLog(session, { offset: 0, limit: 50 });
      if (!log.allowed) throw new Error("An administrator reads the audit log");
      const from = "198.51.100.4";
      const byTeam = (action: string, subject: string, detail = "") => ({
        actor: TEAM,
        action,
        subject,
        detail,
        clientAddress: from,
      });
      // Oldest first; enrolling and signing in share an instant, so those two go by name.
      const oldestFirst = log.value.entries.toSorted(
        (a, b) => a.at.getTime() - b.at.getTime() || a.action.localeCompare(b.action),
      );
      expect(oldestFirst.map(({ id: _id, at: _at, ...entry }) => entry)).toEqual([
        {
          actor: "command line",
          action: "account-created",
          subject: TEAM,
          detail: "administrator",
          clientAddress: "",
        },
        byTeam("sign-in-refused", TEAM, "wrong e-mail or password"),
        { ...byTeam("sign-in-refused", "", "wrong e-mail or password"), actor: "unknown address" },
        byTeam("signed-in", TEAM, "password and a newly set up authenticator app"),
        byTeam("two-step-enrolled", TEAM),
        byTeam("enquiry-viewed", enquiry.id),
        byTeam("status-changed", enquiry.id, "in-progress"),
        byTeam("note-saved", enquiry.id, "15 characters"),
        byTeam("csv-exported", "", "1 rows, kind contact, with a search"),
        byTeam("csv-exported", "", "0 rows, with a source filter"),
        byTeam("person-exported", enquiry.id, "1 enquiries"),
        {
          actor: "command line",
          action: "account-created",
          subject: "new@malwasoftworks.example",
          detail: "reviewer",
          clientAddress: "",
        },
      ]);
      expect(log.value.entries[0]?.at).toEqual(clock);
      expect(log.value.total).toBe(12);
    });

    it("keeps its entries: the database refuses to change or delete them", async () => {
      await setUp();
      await expect(db.query("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(
        /append-only/,
      );
      await expect(db.query("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
    });
  });

  describe("a person's data", () => {
    it("exports everything held about an address, whatever its case, and nothing about others", async () => {
      const admin = (await setUp())();
      const session = (await admin.session(await signedInCookie(admin)))!;
      const first = await stored(
        "contact",
        { name: "Asha", email: "Asha@Example.com", message: "Hello" },
        { channels: ["email"] },
      );
      clock = new Date(T0.getTime() + minutes(5));
      await stored("jobEnquiry", { name: "Ravi", email: "ravi@example.com" });
      await admin.changeStatus(session, first.id, "handled");
      await admin.saveNote(session, first.id, "Answered by phone.");

      const exported = await admin.exportPerson(session, " asha@EXAMPLE.com ");
      expect(exported).toEqual({
        allowed: true,
        value: {
          enquiries: [
            {
              id: first.id,
              kind: "contact",
              action: actionFor("contact"),
              receivedAt: T0.toISOString(),
              fields: { name: "Asha", email: "Asha@Example.com", message: "Hello" },
              markedAsSpam: false,
              status: "handled",
              note: "Answered by phone.",
              noteUpdatedBy: TEAM,
              noteUpdatedAt: clock.toISOString(),
              deliveries: [
                {
                  channel: "email",
                  status: "pending",
                  attempts: 0,
                  lastError: null,
                  sentAt: null,
                  createdAt: T0.toISOString(),
                },
              ],
              statusHistory: [{ from: "new", to: "handled", by: TEAM, at: clock.toISOString() }],
            },
          ],
        },
      });
      expect(await admin.exportPerson(session, "nobody@example.com")).toEqual({
        allowed: true,
        value: { enquiries: [] },
      });
    });

    it("erases every enquiry of an address with its deliveries, review and history, and records only the count", async () => {
      const admin = (await setUp())();
      const session = (await admin.session(await signedInCookie(admin)))!;
      const asha = await stored(
        "contact",
        { name: "Asha Verma", email: "asha@example.com" },
        { channels: ["email"] },
      );
      await stored("project", { name: "Asha Verma", email: "ASHA@example.com" });
      const ravi = await stored("jobEnquiry", { name: "Ravi", email: "ravi@example.com" });
      await admin.changeStatus(session, asha.id, "handled");

      expect(await admin.erasePerson(session, "asha@example.com")).toEqual({
        allowed: true,
        value: 2,
      });
      expect(await admin.erasePerson(session, "asha@example.com")).toEqual({
        allowed: true,
        value: 0,
      });
      expect((await admin.exportEntries(session, {})).map((entry) => entry.id)).toEqual([ravi.id]);
      for (const table of ["deliveries", "enquiry_reviews", "enquiry_status_changes"]) {
        const [row] = await db.query(`SELECT COUNT(*) AS count FROM ${table}`);
        expect(Number(row?.count), table).toBe(0);
      }
      const log = await admin.auditLog(session, { offset: 0, limit: 50 });
      const erasures = log.allowed
        ? log.value.entries.filter((entry) => entry.action === "person-erased")
        : [];
      expect(erasures.map((entry) => entry.detail).sort()).toEqual(["0 enquiries", "2 enquiries"]);
      expect(JSON.stringify(log)).not.toMatch(/asha|Verma/i);
    });
  });

  describe("two-step sign-in", () => {
    const REVIEWER = "reviewer@malwasoftworks.example";

    /** The password step alone: the cookies a browser then holds, and the form's token. */
    async function password(admin: AdminService, email = TEAM) {
      const form = admin.signInForm(null);
      const cookieHeader = cookiesFrom([form.setCookie]);
      const outcome = await admin.signIn({
        email,
        password: PASSWORD,
        token: form.token,
        cookieHeader,
      });
      if (outcome.status !== "second-step") throw new Error(`No second step: ${outcome.status}`);
      const held = cookiesFrom([form.setCookie, ...outcome.setCookies]);
      return {
        held,
        enter: (code: string) =>
          admin.completeSignIn({ code, token: form.token, cookieHeader: held }),
      };
    }

    const codeAt = (secret: string, at: Date) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

    /** Enrols TEAM's app; answers its secret and recovery codes. */
    async function enrolled(admin: AdminService) {
      const outcome = await signIn(admin);
      if (outcome.status !== "signed-in" || !("recoveryCodes" in outcome)) {
        throw new Error(`Not enrolled: ${outcome.status}`);
      }
      return { secret: authenticators.get(TEAM)!.secret, recoveryCodes: outcome.recoveryCodes! };
    }

    it("has an administrator enrol an app at the first sign-in, and hands out ten recovery codes once", async () => {
      const admin = (await setUp())();
      const attempt = await password(admin);
      const step = await admin.secondStep(attempt.held);
      if (step?.kind !== "enrol") throw new Error("An administrator enrols first");
      expect(step.email).toBe(TEAM);
      expect(step.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await admin.enrolmentQrCode(attempt.held)).toMatch(/^<svg [^>]*viewBox/);
      expect(await admin.session(attempt.held)).toBeUndefined();

      expect(await attempt.enter(codeAt(step.secret, new Date(clock.getTime() - 90_000)))).toEqual({
        status: "refused",
      });
      const done = await attempt.enter(codeAt(step.secret, clock));
      if (done.status !== "signed-in") throw new Error(`Not signed in: ${done.status}`);
      expect(done.recoveryCodes).toHaveLength(10);
      expect(new Set(done.recoveryCodes).size).toBe(10);
      for (const code of done.recoveryCodes!) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(await admin.session(cookiesFrom(done.setCookies))).toMatchObject({ email: TEAM });
      expect((await listAdminUsers(db)).find((user) => user.email === TEAM)?.twoStep).toBe(true);

      clock = new Date(clock.getTime() + minutes(1));
      const next = await password(admin);
      expect(await admin.secondStep(next.held)).toEqual({ kind: "code", email: TEAM });
      const again = await next.enter(codeAt(step.secret, clock));
      expect(again).toMatchObject({ status: "signed-in", recoveryCodes: undefined });
    });

    it("takes a code once: the same code, or an older one, cannot sign in again", async () => {
      const admin = (await setUp())();
      const { secret } = await enrolled(admin);
      clock = new Date(clock.getTime() + minutes(1));
      const code = codeAt(secret, clock);
      expect((await (await password(admin)).enter(code)).status).toBe("signed-in");
      expect(await (await password(admin)).enter(code)).toEqual({ status: "refused" });
      const earlier = codeAt(secret, new Date(clock.getTime() - 30_000));
      expect(await (await password(admin)).enter(earlier)).toEqual({ status: "refused" });
      // The phone's clock a step ahead still signs in.
      const ahead = codeAt(secret, new Date(clock.getTime() + 30_000));
      expect((await (await password(admin)).enter(ahead)).status).toBe("signed-in");
    });

    it("signs in once with each recovery code, typed with or without its hyphen, in any case", async () => {
      const admin = (await setUp())();
      const { recoveryCodes } = await enrolled(admin);
      const [first = "", second = ""] = recoveryCodes;
      expect((await (await password(admin)).enter(first)).status).toBe("signed-in");
      expect(await (await password(admin)).enter(first)).toEqual({ status: "refused" });
      const typed = ` ${second.replace("-", "").toUpperCase()} `;
      expect((await (await password(admin)).enter(typed)).status).toBe("signed-in");
      expect(await (await password(admin)).enter("zzzzz-zzzzz")).toEqual({ status: "refused" });
    });

    it("counts wrong codes toward the lockout, and the right password again does not clear them", async () => {
      const admin = (await setUp())();
      const { secret } = await enrolled(admin);
      for (let attempt = 1; attempt <= 4; attempt++) {
        clock = new Date(T0.getTime() + minutes(attempt));
        expect(await (await password(admin)).enter("000000")).toEqual({ status: "refused" });
      }
      clock = new Date(T0.getTime() + minutes(5));
      const last = await password(admin);
      expect(await last.enter("000000")).toEqual({ status: "locked", minutes: 15 });
      expect(await last.enter(codeAt(secret, clock))).toEqual({ status: "locked", minutes: 15 });
      expect(await signIn(admin)).toEqual({ status: "locked", minutes: 15 });
      clock = new Date(T0.getTime() + minutes(20));
      expect((await (await password(admin)).enter(codeAt(secret, clock))).status).toBe("signed-in");
    });

    it("lets a reviewer sign in with the password alone, unless every account must use an app", async () => {
      const admin = (await setUp())();
      await addAdminUser(db, REVIEWER, PASSWORD);
      expect((await signIn(admin, REVIEWER)).status).toBe("signed-in");
      expect(authenticators.has(REVIEWER)).toBe(false);

      const strict = createAdminService({
        ...options,
        db,
        twoStepRequiredFor: "everyone",
      }).forClient("203.0.113.7");
      const step = await strict.secondStep((await password(strict, REVIEWER)).held);
      expect(step).toMatchObject({ kind: "enrol", email: REVIEWER });
    });

    it("forgets a sign-in left waiting for ten minutes, and one whose account was disabled", async () => {
      const admin = (await setUp())();
      const { secret } = await enrolled(admin);
      await addAdminUser(db, REVIEWER, PASSWORD, { role: "administrator" });

      const waiting = await password(admin);
      clock = new Date(clock.getTime() + SECOND_STEP_LIFETIME_MS);
      expect(await admin.secondStep(waiting.held)).toBeUndefined();
      expect(await waiting.enter(codeAt(secret, clock))).toEqual({ status: "expired" });

      const reviewer = await password(admin, REVIEWER);
      expect(await disableAdminUser(db, REVIEWER)).toBe("changed");
      expect(await admin.secondStep(reviewer.held)).toBeUndefined();
      expect(await admin.completeSignIn({ code: "123456", token: "", cookieHeader: null })).toEqual(
        {
          status: "expired",
        },
      );
    });

    it("keeps the app's secret sealed: no row of any table holds it, and it signs in", async () => {
      const admin = (await setUp())();
      const waiting = await password(admin);
      const step = await admin.secondStep(waiting.held);
      if (step?.kind !== "enrol") throw new Error("An administrator enrols first");
      const inClear = async () => {
        const tables = await db.query<{ name: string }>(
          db.dialect === "postgres"
            ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
            : "SELECT name FROM sqlite_master WHERE type = 'table'",
        );
        const found: string[] = [];
        for (const { name } of tables) {
          const rows = JSON.stringify(await db.query(`SELECT * FROM ${name}`));
          if (rows.includes(step.secret)) found.push(name);
        }
        return found;
      };
      // While it waits for the first code, and once it is enrolled.
      expect(await inClear()).toEqual([]);
      expect((await waiting.enter(codeAt(step.secret, clock))).status).toBe("signed-in");
      expect(await inClear()).toEqual([]);
      clock = new Date(clock.getTime() + minutes(1));
      expect((await (await password(admin)).enter(codeAt(step.secret, clock))).status).toBe(
        "signed-in",
      );
    });

    it("lets only the first of two waiting enrolments through: the stale one cannot replace the app", async () => {
      const admin = (await setUp())();
      // Two browsers pass the password step before the account has an app; each is offered a secret.
      const browserA = await password(admin);
      const browserB = await password(admin);
      const stepA = await admin.secondStep(browserA.held);
      const stepB = await admin.secondStep(browserB.held);
      if (stepA?.kind !== "enrol" || stepB?.kind !== "enrol") throw new Error("Both enrol");
      expect(stepA.secret).not.toBe(stepB.secret);

      const enrolledB = await browserB.enter(codeAt(stepB.secret, clock));
      if (enrolledB.status !== "signed-in") throw new Error(`B not signed in: ${enrolledB.status}`);
      const codesOfB = enrolledB.recoveryCodes!;

      // A's sign-in ended with B's enrolment: its code from its own secret changes nothing.
      expect(await admin.secondStep(browserA.held)).toBeUndefined();
      expect(await browserA.enter(codeAt(stepA.secret, clock))).toEqual({ status: "expired" });

      // B's app and recovery codes still sign in; A's secret does not.
      clock = new Date(clock.getTime() + minutes(1));
      expect((await (await password(admin)).enter(codeAt(stepB.secret, clock))).status).toBe(
        "signed-in",
      );
      clock = new Date(clock.getTime() + minutes(1));
      expect(await (await password(admin)).enter(codeAt(stepA.secret, clock))).toEqual({
        status: "refused",
      });
      expect((await (await password(admin)).enter(codesOfB[0]!)).status).toBe("signed-in");
    });

    it("ends the account's waiting sign-ins when its password changes", async () => {
      const admin = (await setUp())();
      const waiting = await password(admin);
      const step = await admin.secondStep(waiting.held);
      if (step?.kind !== "enrol") throw new Error("An administrator enrols first");
      expect(await setAdminPassword(db, TEAM, "another long passphrase")).toBe(true);
      expect(await waiting.enter(codeAt(step.secret, clock))).toEqual({ status: "expired" });
    });

    it("resets a lost app: the account's sessions end and its next sign-in enrols a new one", async () => {
      const admin = (await setUp())();
      const { recoveryCodes } = await enrolled(admin);
      const cookie = await signedInCookie(admin);
      expect(await resetAdminTwoStep(db, TEAM.toUpperCase())).toBe(true);
      expect(await admin.session(cookie)).toBeUndefined();
      const attempt = await password(admin);
      expect(await admin.secondStep(attempt.held)).toMatchObject({ kind: "enrol" });
      expect(await attempt.enter(recoveryCodes[2]!)).toEqual({ status: "refused" });
      expect(await resetAdminTwoStep(db, "nobody@malwasoftworks.example")).toBe(false);
    });
  });

  describe("sign-in lockout", () => {
    it("locks an account for 15 minutes after its fifth failure, even with the right password", async () => {
      const forClient = await setUp();
      const admin = forClient();
      for (let attempt = 1; attempt <= 4; attempt++) {
        clock = new Date(T0.getTime() + minutes(attempt));
        expect(await signIn(admin, TEAM, "wrong")).toEqual({ status: "refused" });
      }
      clock = new Date(T0.getTime() + minutes(5));
      expect(await signIn(admin, TEAM, "wrong")).toEqual({ status: "locked", minutes: 15 });
      clock = new Date(T0.getTime() + minutes(12));
      expect(await signIn(admin)).toEqual({ status: "locked", minutes: 8 });
      // Another address is locked out of this account too.
      expect(await signIn(forClient("198.51.100.9"))).toEqual({ status: "locked", minutes: 8 });
      clock = new Date(T0.getTime() + minutes(20));
      expect((await signIn(admin)).status).toBe("signed-in");
      // A success forgets the account's failures.
      expect(await signIn(admin, TEAM, "wrong")).toEqual({ status: "refused" });
    });

    it("counts failures within 15 minutes only", async () => {
      const admin = (await setUp())();
      for (const minute of [0, 4, 8, 12, 16, 20, 24]) {
        clock = new Date(T0.getTime() + minutes(minute));
        expect(await signIn(admin, TEAM, "wrong")).toEqual({ status: "refused" });
      }
    });

    it("locks an address after twenty failures, whichever accounts they tried", async () => {
      const forClient = await setUp();
      const address = "192.0.2.1";
      const throttle = createSignInThrottle({
        db,
        hashKey: testKeys.throttle,
        attemptsPerMinute: 1000,
      });
      for (let attempt = 1; attempt <= 19; attempt++) {
        await throttle.recordFailure({ clientIp: address, account: `guess${attempt}@example.com` });
      }
      const admin = forClient(address);
      expect(await signIn(admin, "guess20@example.com", "wrong")).toEqual({
        status: "locked",
        minutes: 15,
      });
      expect(await signIn(admin)).toEqual({ status: "locked", minutes: 15 });
      expect((await signIn(forClient("192.0.2.2"))).status).toBe("signed-in");
    });
  });

  describe("sign-in floods", () => {
    /** The audit log's refused sign-ins from one address. */
    async function refusalsFrom(address: string) {
      const rows = await db.query<{ detail: string }>(
        "SELECT detail FROM audit_log WHERE action = 'sign-in-refused' AND client_address = $1",
        [address],
      );
      return rows.map((row) => row.detail);
    }

    it("keeps the audit log to a few rows after 100 refused sign-ins from one client, with counts", async () => {
      await setUp();
      const flooder = "198.51.100.66";
      // As the server runs it: RATE_LIMIT_PER_MINUTE, 10 by default, also bounds sign-in posts.
      const gateway = createAdminService({ ...options, db, signInAttemptsPerMinute: 10 });
      const before = await signIn(gateway.forClient("203.0.113.7"));
      if (before.status !== "signed-in") throw new Error(`Not signed in: ${before.status}`);
      const knownBrowser = cookiesFrom(before.setCookies.slice(-1));
      const admin = gateway.forClient(flooder);
      const outcomes = [];
      for (let attempt = 1; attempt <= 100; attempt++) {
        const email = attempt % 2 === 0 ? TEAM : `guess${attempt}@malwasoftworks.example`;
        outcomes.push((await signIn(admin, email, `wrong guess ${attempt}`)).status);
      }
      expect(outcomes.filter((status) => status === "refused").length).toBeGreaterThan(0);
      expect(outcomes.slice(-10)).toEqual(Array(10).fill("throttled"));

      const refusals = await refusalsFrom(flooder);
      expect(refusals.length).toBeLessThanOrEqual(25);
      // Each password actually checked is there; the rest are counted.
      expect(refusals.filter((detail) => detail === "wrong e-mail or password").length).toBe(
        outcomes.filter((status) => status !== "throttled").length,
      );
      expect(refusals).toContain("too many attempts");
      expect(refusals).toContain(
        "too many attempts: 10 refusals from this address within 15 minutes",
      );

      // The real user, on their own browser elsewhere, is not held up, and the sign-in is recorded.
      const after = await signIn(gateway.forClient("203.0.113.7"), TEAM, PASSWORD, knownBrowser);
      expect(after.status).toBe("signed-in");
      const signedIn = await db.query("SELECT id FROM audit_log WHERE action = 'signed-in'");
      expect(signedIn).toHaveLength(2);
    });

    it("writes a lockout's refusals down as counts: the first, the tenth, the hundredth", async () => {
      const admin = (await setUp())("198.51.100.67");
      for (let attempt = 1; attempt <= 5; attempt++) await signIn(admin, TEAM, "wrong");
      for (let attempt = 1; attempt <= 100; attempt++) {
        expect(await signIn(admin)).toMatchObject({ status: "locked" });
      }
      expect(await refusalsFrom("198.51.100.67")).toEqual([
        ...Array(5).fill("wrong e-mail or password"),
        "locked out",
        "locked out: 10 refusals from this address within 15 minutes",
        "locked out: 100 refusals from this address within 15 minutes",
      ]);
    });

    it("cannot lock the real user out from elsewhere: a browser that signed in before has its own allowance", async () => {
      const forClient = await setUp();
      const reviewer = "reviewer@malwasoftworks.example";
      await addAdminUser(db, reviewer, PASSWORD);
      const colleague = forClient("203.0.113.7");
      const known = await signIn(colleague, reviewer);
      if (known.status !== "signed-in") throw new Error(`Not signed in: ${known.status}`);
      const device = cookiesFrom(known.setCookies.slice(-1));
      expect(device).toMatch(/^admin_device=/);

      // Someone else, anywhere, guesses five times: browsers the account does not know are locked.
      const attacker = forClient("192.0.2.99");
      for (let guess = 1; guess <= 4; guess++) {
        expect(await signIn(attacker, reviewer, `guess ${guess}`)).toEqual({ status: "refused" });
      }
      expect(await signIn(attacker, reviewer, "guess 5")).toEqual({
        status: "locked",
        minutes: 15,
      });
      expect(await signIn(attacker, reviewer)).toEqual({ status: "locked", minutes: 15 });
      expect(await signIn(forClient("198.51.100.3"), reviewer)).toEqual({
        status: "locked",
        minutes: 15,
      });

      // The colleague's own browser still signs in, as often as needed.
      for (let day = 0; day < 3; day++) {
        expect((await signIn(colleague, reviewer, PASSWORD, device)).status).toBe("signed-in");
      }
      // A cookie for another account, or a forged one, buys nothing.
      const forged = device.replace(/%3D$|.$/, (end) => (end === "A" ? "B" : "A"));
      expect(await signIn(colleague, reviewer, PASSWORD, forged)).toEqual({
        status: "locked",
        minutes: 15,
      });
      expect(await signIn(colleague, TEAM, "wrong", device)).toEqual({ status: "refused" });

      // The known browser's own failures lock that browser alone.
      for (let guess = 1; guess <= 4; guess++) {
        expect(await signIn(colleague, reviewer, `typo ${guess}`, device)).toEqual({
          status: "refused",
        });
      }
      expect(await signIn(colleague, reviewer, "typo 5", device)).toEqual({
        status: "locked",
        minutes: 15,
      });
      expect(await signIn(colleague, reviewer, PASSWORD, device)).toEqual({
        status: "locked",
        minutes: 15,
      });
    });

    it("keeps nothing typed into the sign-in form: every row of every table is free of it", async () => {
      const admin = (await setUp())("203.0.113.8");
      const typed = ["my-secret-passphrase-in-the-wrong-box", "asha.typo@example.com"];
      for (const text of typed) {
        for (let attempt = 0; attempt < 6; attempt++) await signIn(admin, text, "wrong");
      }
      const tables = await db.query<{ name: string }>(
        db.dialect === "postgres"
          ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
          : "SELECT name FROM sqlite_master WHERE type = 'table'",
      );
      expect(tables.map((table) => table.name)).toContain("audit_log");
      for (const { name } of tables) {
        const rows = JSON.stringify(await db.query(`SELECT * FROM ${name}`));
        for (const text of typed) expect(rows, `${name} holds ${text}`).not.toContain(text);
      }
    });
  });

  describe("inbox", () => {
    const allOpen: InboxFilter = {};

    it("lists newest first, pages, and counts per kind under the other filters", async () => {
      const admin = (await setUp())();
      const made = [];
      for (let i = 0; i < 5; i++) {
        made.push(
          await stored(
            i % 2 ? "contact" : "project",
            { name: `Person ${i}`, email: `p${i}@example.com` },
            {
              at: new Date(T0.getTime() + minutes(i)),
            },
          ),
        );
      }
      const ids = made.map((enquiry) => enquiry.id).reverse();
      const first = await admin.inbox(allOpen, { offset: 0, limit: 2 });
      expect(first.entries.map((entry) => entry.id)).toEqual(ids.slice(0, 2));
      expect(first.total).toBe(5);
      expect(first.countsByKind).toEqual({
        project: 3,
        generalEnquiry: 0,
        jobEnquiry: 0,
        consultation: 0,
        contact: 2,
      });
      const last = await admin.inbox(allOpen, { offset: 4, limit: 2 });
      expect(last.entries.map((entry) => entry.id)).toEqual(ids.slice(4));

      const contacts = await admin.inbox({ kind: "contact" }, { offset: 0, limit: 10 });
      expect(contacts.total).toBe(2);
      expect(contacts.entries.every((entry) => entry.kind === "contact")).toBe(true);
      expect(contacts.countsByKind.project).toBe(3);
    });

    it("filters by received time, start inclusive and end exclusive", async () => {
      const admin = (await setUp())();
      const early = await stored("contact", { name: "Early" }, { at: T0 });
      const late = await stored(
        "contact",
        { name: "Late" },
        { at: new Date(T0.getTime() + minutes(60)) },
      );
      const ids = async (filter: InboxFilter) =>
        (await admin.exportEntries(reader, filter)).map((entry) => entry.id);
      expect(await ids({ receivedFrom: T0 })).toEqual([late.id, early.id]);
      expect(await ids({ receivedFrom: new Date(T0.getTime() + 1) })).toEqual([late.id]);
      expect(await ids({ receivedBefore: new Date(T0.getTime() + minutes(60)) })).toEqual([
        early.id,
      ]);
    });

    it("searches every text the visitor typed, ignoring case, with wildcards meant literally", async () => {
      const admin = (await setUp())();
      const asha = await stored("project", {
        name: "Asha Verma",
        email: "asha@example.com",
        companyName: "Acme Ltd",
        projectDetails: "A dealer portal with 100% uptime",
      });
      const ravi = await stored("jobEnquiry", {
        name: "Ravi Kumar",
        email: "ravi_k@example.com",
        coverLetter: "Five years of React, most recently a logistics dashboard.",
      });
      const search = async (text: string) =>
        (await admin.exportEntries(reader, { search: text })).map((entry) => entry.id).sort();
      expect(await search("asha verma")).toEqual([asha.id]);
      expect(await search("ACME")).toEqual([asha.id]);
      expect(await search("LOGISTICS")).toEqual([ravi.id]);
      expect(await search("example.com")).toEqual([asha.id, ravi.id].sort());
      expect(await search("100%")).toEqual([asha.id]);
      expect(await search("%")).toEqual([asha.id]);
      expect(await search("i_k")).toEqual([ravi.id]);
      expect(await search("a_h")).toEqual([]);
      expect(await search("name")).toEqual([]);
      expect(await search("  ")).toEqual([asha.id, ravi.id].sort());
    });

    it("starts honeypot catches as spam, others as new, and filters by status", async () => {
      const admin = (await setUp())();
      const genuine = await stored("contact", { name: "Genuine" });
      const spam = await stored("contact", { name: "Bot" }, { spam: true });
      const byStatus = async (status: EnquiryStatus) =>
        (await admin.exportEntries(reader, { status })).map((entry) => entry.id);
      expect(await byStatus("new")).toEqual([genuine.id]);
      expect(await byStatus("spam")).toEqual([spam.id]);

      const cookie = await signedInCookie(admin);
      const session = (await admin.session(cookie))!;
      expect(await admin.changeStatus(session, spam.id, "new")).toBe(true);
      expect((await byStatus("new")).sort()).toEqual([genuine.id, spam.id].sort());
      expect(await byStatus("spam")).toEqual([]);
    });

    it("records each status change with who and when, and keeps a private note", async () => {
      const admin = (await setUp())();
      const enquiry = await stored("generalEnquiry", {
        name: "Rohan Mehta",
        email: "rohan@example.com",
        companyName: "Mehta Traders",
        phone: "0731 400 1234",
        enquiryType: "partnership",
        message: "We would like to discuss a reseller partnership.",
      });
      const session = (await admin.session(await signedInCookie(admin)))!;

      clock = new Date(T0.getTime() + minutes(1));
      expect(await admin.changeStatus(session, enquiry.id, "in-progress")).toBe(true);
      expect(await admin.changeStatus(session, enquiry.id, "in-progress")).toBe(true);
      clock = new Date(T0.getTime() + minutes(2));
      expect(await admin.changeStatus(session, enquiry.id, "handled")).toBe(true);
      expect(await admin.saveNote(session, enquiry.id, "Called back; sending a proposal.")).toBe(
        true,
      );

      const record = await admin.enquiry(reader, enquiry.id);
      expect(record).toMatchObject({
        id: enquiry.id,
        kind: "generalEnquiry",
        status: "handled",
        action: actionFor("generalEnquiry"),
        note: "Called back; sending a proposal.",
        noteUpdatedBy: TEAM,
        noteUpdatedAt: clock,
        history: [
          { from: "new", to: "in-progress", by: TEAM, at: new Date(T0.getTime() + minutes(1)) },
          { from: "in-progress", to: "handled", by: TEAM, at: new Date(T0.getTime() + minutes(2)) },
        ],
      });
      expect(record?.fieldLines).toContainEqual({
        label: "Enquiry type",
        value: "Partnership",
        long: false,
      });
      expect((await admin.exportEntries(reader, { status: "handled" }))[0]?.note).toBe(
        "Called back; sending a proposal.",
      );

      const missing = crypto.randomUUID();
      expect(await admin.enquiry(reader, missing)).toBeUndefined();
      expect(await admin.enquiry(reader, "not-an-id")).toBeUndefined();
      expect(await admin.changeStatus(session, missing, "handled")).toBe(false);
      expect(await admin.saveNote(session, "not-an-id", "x")).toBe(false);
    });

    it("makes a failed or pending delivery due now and wakes the notifier, but never one in flight", async () => {
      const admin = (await setUp())();
      const enquiry = await stored(
        "contact",
        { name: "Imran Khan" },
        { channels: ["email", "webhook"] },
      );
      const [email, webhook] = await deliveriesOf(db, [enquiry.id]);
      await db.query(
        "UPDATE deliveries SET status = 'failed', attempts = 12, last_error = '550 no such user' WHERE id = $1",
        [email!.id],
      );
      clock = new Date(T0.getTime() + minutes(90));
      expect(await admin.retryDelivery(reader, enquiry.id, email!.id)).toBe("email");
      expect(wakes).toBe(1);
      const record = await admin.enquiry(reader, enquiry.id);
      expect(record?.deliveries.find((d) => d.channel === "email")).toMatchObject({
        status: "pending",
        attempts: 12,
        nextAttemptAt: clock,
        lastError: "550 no such user",
      });

      await claimDueDeliveries(db, {
        owner: "busy",
        now: clock,
        leaseMs: minutes(5),
        limit: 10,
        channels: ["webhook"],
      });
      expect(await admin.retryDelivery(reader, enquiry.id, webhook!.id)).toBe("not-due");
      await db.query("UPDATE deliveries SET status = 'sent' WHERE id = $1", [email!.id]);
      expect(await admin.retryDelivery(reader, enquiry.id, email!.id)).toBe("not-due");
      const other = await stored("contact", { name: "Other" });
      expect(await admin.retryDelivery(reader, other.id, webhook!.id)).toBe("not-found");
      expect(wakes).toBe(1);
    });

    it("counts failed deliveries on each entry", async () => {
      const admin = (await setUp())();
      const enquiry = await stored(
        "contact",
        { name: "Imran" },
        { channels: ["email", "webhook"] },
      );
      await db.query("UPDATE deliveries SET status = 'failed' WHERE enquiry_id = $1", [enquiry.id]);
      expect((await admin.exportEntries(reader, {}))[0]?.failedDeliveries).toBe(2);
    });
  });
});
