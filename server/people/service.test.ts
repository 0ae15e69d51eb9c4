/**
 * The team's people run from the browser, against SQLite and a real PostgreSQL, with every mail
 * caught by a real SMTP server: invitations (accepted, expired, reused, withdrawn, resent), a
 * forgotten password, roles, disabling, and the last administrator.
 */
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { findAdminUserByEmail } from "#server/accounts/users-store.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import {
  adminServiceFixture,
  cookiesFrom,
  minutes,
  PASSWORD,
  TEAM,
  type AdminService,
} from "#server/test-support/admin-service.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";

const databases = await startTestDatabases();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await databases.dispose();
});

const NEWCOMER = "asha.verma@malwasoftworks.example";
const NEW_PASSWORD = "a brand new passphrase";

/** The link's token in the last mail to `to`. */
function tokenIn(to: string): string {
  const mail = sink.messages.findLast((message) => message.recipients.includes(to));
  const token = /\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`No link in a mail to ${to}`);
  return token;
}

describe.each(databases.all)("people on $name", (target) => {
  const fx = adminServiceFixture(target);
  let admin: AdminService;
  let session: AdminSession;

  async function setUp() {
    sink.clear();
    const forClient = await fx.setUp({
      peopleMail: {
        mail: nodemailer.createTransport(sink.url),
        from: "Inbox <inbox@malwasoftworks.example>",
      },
    });
    admin = forClient();
    session = (await admin.session(await fx.signedInCookie(admin)))!;
  }

  async function invited(role: "reviewer" | "recruiter" | "administrator" = "recruiter") {
    const outcome = await fx.people().invite(session, {
      email: NEWCOMER,
      displayName: " Asha   Verma ",
      role,
    });
    expect(outcome).toEqual({ allowed: true, value: { status: "sent" } });
    await sink.waitForMessages(1);
    return tokenIn(NEWCOMER);
  }

  describe("an invitation", () => {
    it("mails a single-use link; accepting makes the account, whose sign-in sets up two-step first", async () => {
      await setUp();
      const token = await invited();
      const [mail] = sink.messages;
      expect(mail?.subject).toMatch(/invited/i);
      expect(mail?.text).toContain("Hello Asha Verma");
      expect(mail?.headers.get("auto-submitted")).toBe("auto-generated");
      expect(await fx.people().invitation(token)).toEqual({
        status: "open",
        email: NEWCOMER,
        displayName: "Asha Verma",
      });
      // Listed as invited until accepted.
      const before = await fx.people().people(session);
      expect(before.allowed && before.value.find((p) => p.email === NEWCOMER)).toMatchObject({
        state: "invited",
        role: "recruiter",
      });

      expect(await fx.people().acceptInvitation(token, "too short")).toEqual({
        status: "weak-password",
      });
      expect(await fx.people().acceptInvitation(token, NEW_PASSWORD)).toMatchObject({
        status: "open",
        email: NEWCOMER,
      });
      const account = await findAdminUserByEmail(fx.db, NEWCOMER);
      expect(account).toMatchObject({
        role: "recruiter",
        displayName: "Asha Verma",
        twoStep: false,
      });

      // Signing in asks for an authenticator app before anything else.
      const form = admin.signInForm(null);
      const first = await admin.signIn({
        email: NEWCOMER,
        password: NEW_PASSWORD,
        token: form.token,
        cookieHeader: cookiesFrom([form.setCookie]),
      });
      expect(first.status).toBe("second-step");
      const held = cookiesFrom([
        form.setCookie,
        ...(first.status === "second-step" ? first.setCookies : []),
      ]);
      expect(await admin.secondStep(held)).toMatchObject({ kind: "enrol", email: NEWCOMER });

      // The link works once.
      expect(await fx.people().invitation(token)).toEqual({ status: "used" });
      expect(await fx.people().acceptInvitation(token, "another long passphrase")).toEqual({
        status: "used",
      });
      const after = await fx.people().people(session);
      expect(after.allowed && after.value.filter((p) => p.email === NEWCOMER)).toMatchObject([
        { state: "active", displayName: "Asha Verma" },
      ]);
    });

    it("expires after 48 hours, dies when resent or withdrawn, and an unknown or altered link opens nothing", async () => {
      await setUp();
      const first = await invited();
      sink.clear();
      const listed = await fx.people().people(session);
      const id = listed.allowed ? listed.value.find((p) => p.email === NEWCOMER)!.id : "";

      // Resent: a new link; the old one no longer opens.
      expect(await fx.people().resendInvitation(session, id)).toEqual({
        allowed: true,
        value: { status: "sent" },
      });
      await sink.waitForMessages(1);
      const second = tokenIn(NEWCOMER);
      expect(second).not.toBe(first);
      expect(await fx.people().invitation(first)).toEqual({ status: "unknown" });
      expect(await fx.people().invitation(`${second}x`)).toEqual({ status: "unknown" });

      fx.clock = new Date(fx.clock.getTime() + minutes(48 * 60));
      expect(await fx.people().invitation(second)).toEqual({ status: "expired" });
      expect(await fx.people().acceptInvitation(second, NEW_PASSWORD)).toEqual({
        status: "expired",
      });
      expect(await findAdminUserByEmail(fx.db, NEWCOMER)).toBeUndefined();

      // Withdrawn: the link says so, and nothing is made.
      await fx.people().resendInvitation(session, id);
      await sink.waitForMessages(2);
      const third = tokenIn(NEWCOMER);
      expect(await fx.people().withdrawInvitation(session, id)).toEqual({
        allowed: true,
        value: true,
      });
      expect(await fx.people().acceptInvitation(third, NEW_PASSWORD)).toEqual({
        status: "withdrawn",
      });
      expect(await findAdminUserByEmail(fx.db, NEWCOMER)).toBeUndefined();
    });

    it("hands the link to the administrator when e-mail is off, and refuses an address that signs in already", async () => {
      sink.clear();
      const forClient = await fx.setUp();
      admin = forClient();
      session = (await admin.session(await fx.signedInCookie(admin)))!;
      const outcome = await fx.people().invite(session, {
        email: NEWCOMER,
        displayName: "Asha Verma",
        role: "reviewer",
      });
      const link = outcome.allowed && outcome.value.status === "not-sent" ? outcome.value.link : "";
      expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/invitation\?token=[\w-]{43}$/);
      expect(sink.messages).toHaveLength(0);
      expect(
        await fx.people().invite(session, { email: TEAM, displayName: "Team", role: "reviewer" }),
      ).toEqual({
        allowed: true,
        value: { status: "has-account" },
      });
      expect(
        await fx
          .people()
          .invite(session, { email: "not an address", displayName: "X", role: "reviewer" }),
      ).toEqual({ allowed: true, value: { status: "invalid", field: "email" } });
      expect(
        await fx
          .people()
          .invite(session, { email: "b@example.com", displayName: "A\u202eB", role: "reviewer" }),
      ).toEqual({ allowed: true, value: { status: "invalid", field: "displayName" } });
    });

    it("is only for administrators", async () => {
      await setUp();
      await addAdminUser(fx.db, "sales@malwasoftworks.example", PASSWORD, { role: "reviewer" });
      const sales = (await admin.session(
        await fx.signedInCookie(admin, "sales@malwasoftworks.example"),
      ))!;
      expect(
        await fx
          .people()
          .invite(sales, { email: NEWCOMER, displayName: "Asha", role: "administrator" }),
      ).toEqual({ allowed: false });
      expect(await fx.people().people(sales)).toEqual({ allowed: false });
      expect(await fx.people().changeRole(sales, sales.email, "administrator")).toEqual({
        allowed: false,
      });
    });
  });

  describe("a forgotten password", () => {
    it("answers a known and an unknown address alike, mails only the known one a single-use link, ends every session and still asks the code", async () => {
      await setUp();
      const otherSession = await fx.signedInCookie(admin);
      expect(await admin.session(otherSession)).toBeDefined();

      expect(await fx.people().requestPasswordReset("nobody@malwasoftworks.example")).toBe(
        "requested",
      );
      expect(await fx.people().requestPasswordReset(TEAM.toUpperCase())).toBe("requested");
      await sink.waitForMessages(1);
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0]?.recipients).toEqual([TEAM]);
      const token = tokenIn(TEAM);

      expect(await fx.people().passwordReset(token)).toEqual({ status: "open", email: TEAM });
      expect(await fx.people().resetPassword(token, NEW_PASSWORD)).toEqual({
        status: "open",
        email: TEAM,
      });
      expect(await fx.people().resetPassword(token, "yet another long passphrase")).toEqual({
        status: "invalid",
      });
      // Every session ended; the old password no longer signs in; the new one still asks the code.
      expect(await admin.session(otherSession)).toBeUndefined();
      expect((await fx.signIn(admin, TEAM, PASSWORD)).status).toBe("refused");
      const form = admin.signInForm(null);
      const outcome = await admin.signIn({
        email: TEAM,
        password: NEW_PASSWORD,
        token: form.token,
        cookieHeader: cookiesFrom([form.setCookie]),
      });
      expect(outcome.status).toBe("second-step");
    });

    it("keeps its link 30 minutes, and limits how often an address or a client may ask", async () => {
      await setUp();
      await fx.people().requestPasswordReset(TEAM);
      await sink.waitForMessages(1);
      const token = tokenIn(TEAM);
      fx.clock = new Date(fx.clock.getTime() + minutes(30));
      expect(await fx.people().passwordReset(token)).toEqual({ status: "invalid" });
      expect(await fx.people().resetPassword(token, NEW_PASSWORD)).toEqual({ status: "invalid" });

      // Three an hour per address, known or not, so the limit says nothing of the account; this
      // one asked once already.
      const asked = async (address: string, client: string) => {
        const answers = [];
        for (let ask = 0; ask < 4; ask++) {
          answers.push(await fx.people(client).requestPasswordReset(address));
        }
        return answers;
      };
      expect(await asked(TEAM, "198.51.100.1")).toEqual([
        "requested",
        "requested",
        "limited",
        "limited",
      ]);
      expect(await asked("nobody@malwasoftworks.example", "198.51.100.2")).toEqual([
        "requested",
        "requested",
        "requested",
        "limited",
      ]);
    });
  });

  describe("roles and access", () => {
    it("takes a role change and a disabling at the next request; the last administrator stays", async () => {
      await setUp();
      await addAdminUser(fx.db, "sales@malwasoftworks.example", PASSWORD, { role: "reviewer" });
      const salesCookie = await fx.signedInCookie(admin, "sales@malwasoftworks.example");

      expect(
        await fx.people().changeRole(session, "sales@malwasoftworks.example", "recruiter"),
      ).toEqual({
        allowed: true,
        value: "changed",
      });
      expect((await admin.session(salesCookie))?.role).toBe("recruiter");

      expect(await fx.people().disable(session, "sales@malwasoftworks.example")).toEqual({
        allowed: true,
        value: "changed",
      });
      expect(await admin.session(salesCookie)).toBeUndefined();
      expect((await fx.signIn(admin, "sales@malwasoftworks.example")).status).toBe("refused");
      expect(await fx.people().enable(session, "sales@malwasoftworks.example")).toEqual({
        allowed: true,
        value: "changed",
      });

      expect(await fx.people().disable(session, TEAM)).toEqual({
        allowed: true,
        value: "last-administrator",
      });
      expect(await fx.people().changeRole(session, TEAM, "reviewer")).toEqual({
        allowed: true,
        value: "last-administrator",
      });
      expect(await admin.session(await fx.signedInCookie(admin))).toMatchObject({
        role: "administrator",
      });
    });
  });
});
