/** Who may use the inbox, against SQLite and a real PostgreSQL: sessions, CSRF, sign-in, the second step, lockout and floods. */
import { randomBytes, scryptSync } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import type { AdminService } from "#server/test-support/admin-service.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { DuplicateAdminUserError, findAdminUserByEmail, listAdminUsers } from "./users-store.ts";
import {
  addAdminUser,
  deleteAdminUser,
  disableAdminUser,
  enableAdminUser,
  resetAdminTwoStep,
  setAdminPassword,
} from "./accounts.ts";
import { verifyPassword } from "./password.ts";
import { testKeys } from "#server/test-support/keys.ts";
import { SECOND_STEP_LIFETIME_MS, SESSION_LIFETIME_MS } from "./authentication.ts";
import { createAdminService } from "#server/test-support/admin-service.ts";
import {
  adminServiceFixture,
  cookiesFrom,
  minutes,
  PASSWORD,
  reader,
  T0,
  TEAM,
} from "#server/test-support/admin-service.ts";
import { createSignInThrottle } from "./sign-in-throttle.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

describe.each(databases.all)("sign-in and sessions on $name", (target) => {
  const fx = adminServiceFixture(target);
  const { setUp, signIn, signedInCookie, stored } = fx;

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
        // No name was given: one read from the address.
        name: "Team",
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
      const secureAdmin = createAdminService({
        ...fx.options,
        db: fx.db,
        secureCookies: true,
      }).forClient("203.0.113.7");
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
      fx.clock = new Date(T0.getTime() + SESSION_LIFETIME_MS - 1);
      expect(await admin.session(later)).toBeDefined();
      fx.clock = new Date(T0.getTime() + SESSION_LIFETIME_MS);
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
        session: { ...session, csrfToken: expect.any(String) },
      });
      // Each page's reading of the token is masked afresh (decision 032), and each is taken.
      const again = await admin.session(cookie);
      expect(again?.csrfToken).not.toBe(session?.csrfToken);
      expect((await admin.authorizePost(cookie, again?.csrfToken)).status).toBe("allowed");
    });

    it("signs an account out everywhere when its password is replaced", async () => {
      const admin = (await setUp())();
      const cookie = await signedInCookie(admin);
      expect(await setAdminPassword(fx.db, TEAM.toUpperCase(), "another long passphrase")).toBe(
        true,
      );
      expect(await admin.session(cookie)).toBeUndefined();
      expect(await signIn(admin)).toEqual({ status: "refused" });
      expect((await signIn(admin, TEAM, "another long passphrase")).status).toBe("signed-in");
      expect(await setAdminPassword(fx.db, "nobody@example.com", "another long passphrase")).toBe(
        false,
      );
      await expect(addAdminUser(fx.db, TEAM, PASSWORD)).rejects.toThrow(DuplicateAdminUserError);
    });
  });

  describe("roles and accounts", () => {
    const REVIEWER = "reviewer@malwasoftworks.example";

    it("makes the first account an administrator and later ones reviewers unless asked", async () => {
      const admin = (await setUp())();
      expect(await addAdminUser(fx.db, REVIEWER, PASSWORD)).toBe("reviewer");
      expect(
        await addAdminUser(fx.db, "second@malwasoftworks.example", PASSWORD, {
          role: "administrator",
        }),
      ).toBe("administrator");
      expect((await admin.session(await signedInCookie(admin)))?.role).toBe("administrator");
      expect((await admin.session(await signedInCookie(admin, REVIEWER)))?.role).toBe("reviewer");
    });

    it("lets a reviewer read and work an enquiry, but not export or erase a person or read the audit log", async () => {
      const admin = (await setUp())();
      await addAdminUser(fx.db, REVIEWER, PASSWORD);
      const reviewer = (await admin.session(await signedInCookie(admin, REVIEWER)))!;
      const enquiry = await stored("contact", { name: "Asha", email: "asha@example.com" });

      expect(await admin.enquiry(reviewer, enquiry.id)).toMatchObject({ id: enquiry.id });
      expect(await admin.changeStatus(reviewer, enquiry.id, "handled")).toBe(true);
      expect(await admin.saveNote(reviewer, enquiry.id, "Replied.")).toBe("saved");
      expect(await admin.exportPerson(reviewer, "asha@example.com")).toEqual({ allowed: false });
      expect(await admin.erasePerson(reviewer, "asha@example.com")).toEqual({ allowed: false });
      expect(await admin.auditLog(reviewer, { offset: 0, limit: 10 })).toEqual({ allowed: false });
      expect(await admin.enquiry(reader, enquiry.id)).toMatchObject({ status: "handled" });
    });

    it("ends every session of an account at once when it is disabled or removed, and refuses its sign-in", async () => {
      const admin = (await setUp())();
      await addAdminUser(fx.db, REVIEWER, PASSWORD);
      const cookie = await signedInCookie(admin, REVIEWER);
      expect(await disableAdminUser(fx.db, REVIEWER)).toBe("changed");
      expect(await admin.session(cookie)).toBeUndefined();
      expect(await signIn(admin, REVIEWER)).toEqual({ status: "refused" });

      expect(await enableAdminUser(fx.db, REVIEWER)).toBe("changed");
      const again = await signedInCookie(admin, REVIEWER);
      expect(await admin.session(again)).toMatchObject({ email: REVIEWER });
      expect(await deleteAdminUser(fx.db, REVIEWER)).toBe("changed");
      expect(await admin.session(again)).toBeUndefined();
      expect(await signIn(admin, REVIEWER)).toEqual({ status: "refused" });
      expect(await deleteAdminUser(fx.db, REVIEWER)).toBe("no-account");
    });

    it("keeps one administrator who can sign in: the last one can be neither disabled nor removed", async () => {
      await setUp();
      await addAdminUser(fx.db, REVIEWER, PASSWORD, { now: new Date(T0.getTime() + 1) });
      expect(await disableAdminUser(fx.db, TEAM)).toBe("last-administrator");
      expect(await deleteAdminUser(fx.db, TEAM)).toBe("last-administrator");
      expect(await disableAdminUser(fx.db, "nobody@malwasoftworks.example")).toBe("no-account");
      expect(await enableAdminUser(fx.db, TEAM)).toBe("unchanged");
      expect((await listAdminUsers(fx.db)).map((user) => [user.email, user.role])).toEqual([
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
      await fx.db.query("UPDATE admin_users SET password_hash = $1 WHERE email = $2", [
        legacy,
        TEAM,
      ]);

      expect(await signIn(admin, TEAM, "not the password at all")).toEqual({ status: "refused" });
      expect((await findAdminUserByEmail(fx.db, TEAM))?.passwordHash).toBe(legacy);
      expect((await signIn(admin)).status).toBe("signed-in");
      const upgraded = (await findAdminUserByEmail(fx.db, TEAM))!.passwordHash;
      expect(upgraded).toMatch(/^argon2id\$/);
      expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
      expect((await signIn(admin)).status).toBe("signed-in");
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
      return { secret: fx.authenticators.get(TEAM)!.secret, recoveryCodes: outcome.recoveryCodes! };
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

      expect(
        await attempt.enter(codeAt(step.secret, new Date(fx.clock.getTime() - 90_000))),
      ).toEqual({
        status: "refused",
      });
      const done = await attempt.enter(codeAt(step.secret, fx.clock));
      if (done.status !== "signed-in") throw new Error(`Not signed in: ${done.status}`);
      expect(done.recoveryCodes).toHaveLength(10);
      expect(new Set(done.recoveryCodes).size).toBe(10);
      for (const code of done.recoveryCodes!) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(await admin.session(cookiesFrom(done.setCookies))).toMatchObject({ email: TEAM });
      expect((await listAdminUsers(fx.db)).find((user) => user.email === TEAM)?.twoStep).toBe(true);

      fx.clock = new Date(fx.clock.getTime() + minutes(1));
      const next = await password(admin);
      expect(await admin.secondStep(next.held)).toEqual({ kind: "code", email: TEAM });
      const again = await next.enter(codeAt(step.secret, fx.clock));
      expect(again).toMatchObject({ status: "signed-in", recoveryCodes: undefined });
    });

    it("takes a code once: the same code, or an older one, cannot sign in again", async () => {
      const admin = (await setUp())();
      const { secret } = await enrolled(admin);
      fx.clock = new Date(fx.clock.getTime() + minutes(1));
      const code = codeAt(secret, fx.clock);
      expect((await (await password(admin)).enter(code)).status).toBe("signed-in");
      expect(await (await password(admin)).enter(code)).toEqual({ status: "refused" });
      const earlier = codeAt(secret, new Date(fx.clock.getTime() - 30_000));
      expect(await (await password(admin)).enter(earlier)).toEqual({ status: "refused" });
      // The phone's clock a step ahead still signs in.
      const ahead = codeAt(secret, new Date(fx.clock.getTime() + 30_000));
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
        fx.clock = new Date(T0.getTime() + minutes(attempt));
        expect(await (await password(admin)).enter("000000")).toEqual({ status: "refused" });
      }
      fx.clock = new Date(T0.getTime() + minutes(5));
      const last = await password(admin);
      expect(await last.enter("000000")).toEqual({ status: "locked", minutes: 15 });
      expect(await last.enter(codeAt(secret, fx.clock))).toEqual({ status: "locked", minutes: 15 });
      expect(await signIn(admin)).toEqual({ status: "locked", minutes: 15 });
      fx.clock = new Date(T0.getTime() + minutes(20));
      expect((await (await password(admin)).enter(codeAt(secret, fx.clock))).status).toBe(
        "signed-in",
      );
    });

    it("asks every account for an app, unless the company chose administrators only", async () => {
      const admin = (await setUp())();
      await addAdminUser(fx.db, REVIEWER, PASSWORD);
      const step = await admin.secondStep((await password(admin, REVIEWER)).held);
      expect(step).toMatchObject({ kind: "enrol", email: REVIEWER });

      const lenient = createAdminService({
        ...fx.options,
        db: fx.db,
        twoStepRequiredFor: "administrators",
        siteUrl: "http://localhost:3000",
      }).forClient("203.0.113.7");
      const form = lenient.signInForm(null);
      const outcome = await lenient.signIn({
        email: REVIEWER,
        password: PASSWORD,
        token: form.token,
        cookieHeader: cookiesFrom([form.setCookie]),
      });
      expect(outcome.status).toBe("signed-in");
    });

    it("forgets a sign-in left waiting for ten minutes, and one whose account was disabled", async () => {
      const admin = (await setUp())();
      const { secret } = await enrolled(admin);
      await addAdminUser(fx.db, REVIEWER, PASSWORD, { role: "administrator" });

      const waiting = await password(admin);
      fx.clock = new Date(fx.clock.getTime() + SECOND_STEP_LIFETIME_MS);
      expect(await admin.secondStep(waiting.held)).toBeUndefined();
      expect(await waiting.enter(codeAt(secret, fx.clock))).toEqual({ status: "expired" });

      const reviewer = await password(admin, REVIEWER);
      expect(await disableAdminUser(fx.db, REVIEWER)).toBe("changed");
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
        const tables = await fx.db.query<{ name: string }>(
          fx.db.dialect === "postgres"
            ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
            : "SELECT name FROM sqlite_master WHERE type = 'table'",
        );
        const found: string[] = [];
        for (const { name } of tables) {
          const rows = JSON.stringify(await fx.db.query(`SELECT * FROM ${name}`));
          if (rows.includes(step.secret)) found.push(name);
        }
        return found;
      };
      // While it waits for the first code, and once it is enrolled.
      expect(await inClear()).toEqual([]);
      expect((await waiting.enter(codeAt(step.secret, fx.clock))).status).toBe("signed-in");
      expect(await inClear()).toEqual([]);
      fx.clock = new Date(fx.clock.getTime() + minutes(1));
      expect((await (await password(admin)).enter(codeAt(step.secret, fx.clock))).status).toBe(
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

      const enrolledB = await browserB.enter(codeAt(stepB.secret, fx.clock));
      if (enrolledB.status !== "signed-in") throw new Error(`B not signed in: ${enrolledB.status}`);
      const codesOfB = enrolledB.recoveryCodes!;

      // A's sign-in ended with B's enrolment: its code from its own secret changes nothing.
      expect(await admin.secondStep(browserA.held)).toBeUndefined();
      expect(await browserA.enter(codeAt(stepA.secret, fx.clock))).toEqual({ status: "expired" });

      // B's app and recovery codes still sign in; A's secret does not.
      fx.clock = new Date(fx.clock.getTime() + minutes(1));
      expect((await (await password(admin)).enter(codeAt(stepB.secret, fx.clock))).status).toBe(
        "signed-in",
      );
      fx.clock = new Date(fx.clock.getTime() + minutes(1));
      expect(await (await password(admin)).enter(codeAt(stepA.secret, fx.clock))).toEqual({
        status: "refused",
      });
      expect((await (await password(admin)).enter(codesOfB[0]!)).status).toBe("signed-in");
    });

    it("ends the account's waiting sign-ins when its password changes", async () => {
      const admin = (await setUp())();
      const waiting = await password(admin);
      const step = await admin.secondStep(waiting.held);
      if (step?.kind !== "enrol") throw new Error("An administrator enrols first");
      expect(await setAdminPassword(fx.db, TEAM, "another long passphrase")).toBe(true);
      expect(await waiting.enter(codeAt(step.secret, fx.clock))).toEqual({ status: "expired" });
    });

    it("resets a lost app: the account's sessions end and its next sign-in enrols a new one", async () => {
      const admin = (await setUp())();
      const { recoveryCodes } = await enrolled(admin);
      const cookie = await signedInCookie(admin);
      expect(await resetAdminTwoStep(fx.db, TEAM.toUpperCase())).toBe(true);
      expect(await admin.session(cookie)).toBeUndefined();
      const attempt = await password(admin);
      expect(await admin.secondStep(attempt.held)).toMatchObject({ kind: "enrol" });
      expect(await attempt.enter(recoveryCodes[2]!)).toEqual({ status: "refused" });
      expect(await resetAdminTwoStep(fx.db, "nobody@malwasoftworks.example")).toBe(false);
    });
  });

  describe("sign-in lockout", () => {
    it("locks an account for 15 minutes after its fifth failure, even with the right password", async () => {
      const forClient = await setUp();
      const admin = forClient();
      for (let attempt = 1; attempt <= 4; attempt++) {
        fx.clock = new Date(T0.getTime() + minutes(attempt));
        expect(await signIn(admin, TEAM, "wrong")).toEqual({ status: "refused" });
      }
      fx.clock = new Date(T0.getTime() + minutes(5));
      expect(await signIn(admin, TEAM, "wrong")).toEqual({ status: "locked", minutes: 15 });
      fx.clock = new Date(T0.getTime() + minutes(12));
      expect(await signIn(admin)).toEqual({ status: "locked", minutes: 8 });
      // Another address is locked out of this account too.
      expect(await signIn(forClient("198.51.100.9"))).toEqual({ status: "locked", minutes: 8 });
      fx.clock = new Date(T0.getTime() + minutes(20));
      expect((await signIn(admin)).status).toBe("signed-in");
      // A success forgets the account's failures.
      expect(await signIn(admin, TEAM, "wrong")).toEqual({ status: "refused" });
    });

    it("counts failures within 15 minutes only", async () => {
      const admin = (await setUp())();
      for (const minute of [0, 4, 8, 12, 16, 20, 24]) {
        fx.clock = new Date(T0.getTime() + minutes(minute));
        expect(await signIn(admin, TEAM, "wrong")).toEqual({ status: "refused" });
      }
    });

    it("locks an address after twenty failures, whichever accounts they tried", async () => {
      const forClient = await setUp();
      const address = "192.0.2.1";
      const throttle = createSignInThrottle({
        db: fx.db,
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
      const rows = await fx.db.query<{ detail: string }>(
        "SELECT detail FROM audit_log WHERE action = 'sign-in-refused' AND client_address = $1",
        [address],
      );
      return rows.map((row) => row.detail);
    }

    it("keeps the audit log to a few rows after 100 refused sign-ins from one client, with counts", async () => {
      await setUp();
      const flooder = "198.51.100.66";
      // As the server runs it: RATE_LIMIT_PER_MINUTE, 10 by default, also bounds sign-in posts.
      const gateway = createAdminService({ ...fx.options, db: fx.db, signInAttemptsPerMinute: 10 });
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
      const signedIn = await fx.db.query("SELECT id FROM audit_log WHERE action = 'signed-in'");
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
      await setUp();
      // The password's lockout alone: this reviewer signs in without an app.
      const passwordOnly = createAdminService({
        ...fx.options,
        db: fx.db,
        twoStepRequiredFor: "administrators",
        siteUrl: "http://localhost:3000",
      });
      const forClient = (ip: string) => passwordOnly.forClient(ip);
      const reviewer = "reviewer@malwasoftworks.example";
      await addAdminUser(fx.db, reviewer, PASSWORD);
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
      const tables = await fx.db.query<{ name: string }>(
        fx.db.dialect === "postgres"
          ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
          : "SELECT name FROM sqlite_master WHERE type = 'table'",
      );
      expect(tables.map((table) => table.name)).toContain("audit_log");
      for (const { name } of tables) {
        const rows = JSON.stringify(await fx.db.query(`SELECT * FROM ${name}`));
        for (const text of typed) expect(rows, `${name} holds ${text}`).not.toContain(text);
      }
    });
  });
});
