/**
 * Who may use the inbox (`AdminAuthentication`): sessions kept in the database behind an HttpOnly
 * cookie, a CSRF token per session, the sign-in with its throttle and lockout, and the second step
 * (an authenticator app, enrolled at the first sign-in that needs it, or a recovery code).
 */
import { createHash, randomBytes } from "node:crypto";
import { generateCookie } from "hono/cookie";
import { parse as parseCookies } from "hono/utils/cookie";
import type {
  AdminAuthentication,
  AdminSession,
  PostAuthorization,
  SecondStep,
  SecondStepOutcome,
} from "#shared/accounts/contract.ts";
import { SYSTEM_ACTORS, type AuditAction } from "#shared/audit/log.ts";
import type { Logger } from "#server/lib/logger.ts";
import {
  createAdminSession,
  deleteAdminSession,
  deleteExpiredAdminSessions,
  findAdminSession,
  findAdminUserByEmail,
  recordSignIn,
  upgradePasswordHash,
} from "./users-store.ts";
import { recordAudit, type NewAuditEntry } from "#server/audit/log.ts";
import {
  claimRecoveryCode,
  claimTotpStep,
  createSignInChallenge,
  deleteExpiredSignInChallenges,
  deleteSignInChallenge,
  enrolTotp,
  findSignInChallenge,
  type SignInChallenge,
} from "./two-step-store.ts";
import type { Database } from "#server/store/database.ts";
import type { ServerKeys } from "#server/secrets/server-secret.ts";
import { openTotpSecret, sealTotpSecret } from "#server/secrets/totp-box.ts";
import { normalizeEmail } from "#shared/text/email.ts";
import { displayNameOf } from "#shared/accounts/display-name.ts";
import { issueDeviceCookie, knownDevice } from "./device-cookie.ts";
import { isSameToken, maskToken } from "./masked-token.ts";
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from "./password.ts";
import { createSignInThrottle, type SignInParty, type SignInThrottle } from "./sign-in-throttle.ts";
import {
  enrolmentQrCode,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStep,
  twoStepRequired,
  type TwoStepPolicy,
} from "./two-step.ts";

/** A working day; then the team member signs in again. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** How long a sign-in form stays valid. */
const SIGN_IN_TOKEN_LIFETIME_S = 60 * 60;
/** How long the second step may wait after the password: enough to find a phone, or install an app. */
export const SECOND_STEP_LIFETIME_MS = 10 * 60_000;

function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

function sha256(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The value of one cookie in a Cookie header; undefined when absent. */
function readCookie(header: string | null, name: string): string | undefined {
  return header ? parseCookies(header, name)[name] : undefined;
}

/** 1, 10, 100, …: the counts of a repeated refusal that the audit log writes down. */
function isPowerOfTen(count: number): boolean {
  let power = 1;
  while (power < count) power *= 10;
  return power === count;
}

export interface AuthenticationOptions {
  readonly db: Database;
  readonly logger: Logger;
  /** Cookies marked Secure (SITE_URL is https). */
  readonly secureCookies: boolean;
  /** Derived from the server secret: the throttle's hashes, sealed secrets, device cookies. */
  readonly keys: ServerKeys;
  /** Sign-in POSTs (either step) one address may make per minute. */
  readonly signInAttemptsPerMinute: number;
  /** Whose accounts must enrol an authenticator app; an enrolled account always uses it. */
  readonly twoStepRequiredFor: TwoStepPolicy;
  readonly now: () => Date;
}

/** Sessions and sign-ins for one request, bound to the client's address (the throttle needs it). */
export interface AuthenticationGateway {
  forClient(clientIp: string): AdminAuthentication;
}

/** The cookies of the inbox's sign-in: their names, and how each is set or cleared. */
function authCookies(secureCookies: boolean) {
  // Over https each name takes the `__Host-` prefix: Secure, Path=/, and no subdomain can set it.
  const cookieName = (base: string) => (secureCookies ? `__Host-${base}` : base);
  /** An HttpOnly, SameSite=Lax cookie for the whole site; `maxAgeSeconds` 0 deletes it. */
  const cookie = (base: string, value: string, maxAgeSeconds: number) =>
    generateCookie(base, value, {
      path: "/",
      maxAge: maxAgeSeconds,
      httpOnly: true,
      sameSite: "Lax",
      ...(secureCookies ? { secure: true, prefix: "host" as const } : {}),
    });
  return {
    session: cookieName("admin_session"),
    signIn: cookieName("admin_sign_in"),
    challenge: cookieName("admin_second_step"),
    cookie,
    clear: (name: string) => cookie(name.replace(/^__Host-/, ""), "", 0),
  };
}
type AuthCookies = ReturnType<typeof authCookies>;

/** The signed-in sessions: reading one, checking a POST against it, starting and ending one. */
function createSessions(
  { db, logger, keys, secureCookies, now }: AuthenticationOptions,
  cookies: AuthCookies,
) {
  async function storedSession(cookieHeader: string | null) {
    const token = readCookie(cookieHeader, cookies.session);
    return token ? findAdminSession(db, sha256(token), now()) : undefined;
  }

  /** The session as a page shows it: its CSRF token masked afresh for this response. */
  function viewOf(stored: NonNullable<Awaited<ReturnType<typeof storedSession>>>): AdminSession {
    return {
      email: stored.email,
      name: displayNameOf(stored),
      role: stored.role,
      csrfToken: maskToken(stored.csrfToken),
    };
  }

  return {
    async session(cookieHeader: string | null): Promise<AdminSession | undefined> {
      const stored = await storedSession(cookieHeader);
      return stored && viewOf(stored);
    },

    async authorizePost(
      cookieHeader: string | null,
      csrfToken: unknown,
    ): Promise<PostAuthorization> {
      const stored = await storedSession(cookieHeader);
      if (!stored) return { status: "signed-out" };
      if (!isSameToken(stored.csrfToken, csrfToken)) {
        logger.warn("admin post refused: missing or wrong CSRF token");
        return { status: "forged" };
      }
      return { status: "allowed", session: viewOf(stored) };
    },

    signInForm(cookieHeader: string | null) {
      const existing = readCookie(cookieHeader, cookies.signIn);
      if (existing) return { token: existing, setCookie: undefined };
      const token = randomToken();
      return { token, setCookie: cookies.cookie("admin_sign_in", token, SIGN_IN_TOKEN_LIFETIME_S) };
    },

    async signOut(cookieHeader: string | null): Promise<string> {
      const token = readCookie(cookieHeader, cookies.session);
      if (token) await deleteAdminSession(db, sha256(token));
      return cookies.clear(cookies.session);
    },

    /** A new session for the account; answers the cookies that set it and clear the sign-in's. */
    async start(userId: string, cookieHeader: string | null): Promise<string[]> {
      // A new session id at every sign-in: an id planted before sign-in is worth nothing after.
      const previous = readCookie(cookieHeader, cookies.session);
      if (previous) await deleteAdminSession(db, sha256(previous));
      await deleteExpiredAdminSessions(db, now());
      const sessionToken = randomToken();
      const createdAt = now();
      await createAdminSession(db, {
        tokenHash: sha256(sessionToken),
        userId,
        csrfToken: randomToken(),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SESSION_LIFETIME_MS),
      });
      await recordSignIn(db, userId, createdAt);
      logger.info({ userId }, "admin signed in");
      return [
        cookies.cookie("admin_session", sessionToken, SESSION_LIFETIME_MS / 1000),
        cookies.clear(cookies.signIn),
        cookies.clear(cookies.challenge),
        // This browser is known to the account from now on (its own lockout allowance).
        await issueDeviceCookie(keys.device, userId, secureCookies),
      ];
    },
  };
}
type Sessions = ReturnType<typeof createSessions>;

type Audit = (
  action: AuditAction,
  entry: Pick<NewAuditEntry, "actor" | "subject" | "detail">,
) => Promise<void>;

/** A sealed secret of the challenge's account, opened. */
function openedSecret(keys: ServerKeys, challenge: SignInChallenge, sealed: string): string {
  return openTotpSecret(keys.totp, challenge.userId, sealed);
}

/** Enrolment: the code must match the new secret, which the account then keeps. */
async function checkEnrolment(
  { db, keys, now }: AuthenticationOptions,
  challenge: SignInChallenge,
  sealed: string,
  code: string,
  audit: Audit,
) {
  const step = totpStep(openedSecret(keys, challenge, sealed), challenge.email, code, now());
  if (step === undefined) return undefined;
  const recoveryCodes = newRecoveryCodes();
  const enrolled = await enrolTotp(db, {
    userId: challenge.userId,
    secret: sealed,
    step,
    recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
  });
  if (!enrolled) return "superseded" as const;
  await audit("two-step-enrolled", { actor: challenge.email, subject: challenge.email });
  return { method: "a newly set up authenticator app", recoveryCodes };
}

/** An enrolled account: a recovery code, or the authenticator's code, each usable once. */
async function checkEnrolled(
  { db, keys, now }: AuthenticationOptions,
  challenge: SignInChallenge,
  sealed: string,
  code: string,
) {
  if (looksLikeRecoveryCode(code)) {
    const used = await claimRecoveryCode(db, challenge.userId, hashRecoveryCode(code), now());
    return used ? { method: "a recovery code" } : undefined;
  }
  const step = totpStep(openedSecret(keys, challenge, sealed), challenge.email, code, now());
  if (step === undefined || !(await claimTotpStep(db, challenge.userId, step))) {
    return undefined;
  }
  return { method: "an authenticator code" };
}

/** The second step: its challenge bound to the browser, and the code that completes it. */
function createSecondSteps(options: AuthenticationOptions, cookies: AuthCookies) {
  const { db, keys, now } = options;
  const opened = (challenge: SignInChallenge, sealed: string) =>
    openedSecret(keys, challenge, sealed);

  async function challengeOf(cookieHeader: string | null): Promise<SignInChallenge | undefined> {
    const token = readCookie(cookieHeader, cookies.challenge);
    return token ? findSignInChallenge(db, sha256(token), now()) : undefined;
  }

  return {
    challengeOf,

    /** Begins the second step: a challenge bound to this browser for a few minutes. */
    async start(
      user: { readonly id: string; readonly twoStep: boolean },
      cookieHeader: string | null,
    ): Promise<string> {
      const previous = readCookie(cookieHeader, cookies.challenge);
      if (previous) await deleteSignInChallenge(db, sha256(previous));
      await deleteExpiredSignInChallenges(db, now());
      const token = randomToken();
      await createSignInChallenge(db, {
        tokenHash: sha256(token),
        userId: user.id,
        enrolmentSecret: user.twoStep
          ? undefined
          : sealTotpSecret(keys.totp, user.id, newTotpSecret()),
        expiresAt: new Date(now().getTime() + SECOND_STEP_LIFETIME_MS),
      });
      return cookies.cookie("admin_second_step", token, SECOND_STEP_LIFETIME_MS / 1000);
    },

    async describe(cookieHeader: string | null): Promise<SecondStep | undefined> {
      const challenge = await challengeOf(cookieHeader);
      if (!challenge) return undefined;
      if (challenge.enrolmentSecret === undefined) {
        return { kind: "code", email: challenge.email };
      }
      return {
        kind: "enrol",
        email: challenge.email,
        secret: opened(challenge, challenge.enrolmentSecret),
      };
    },

    async qrCode(cookieHeader: string | null): Promise<string | undefined> {
      const challenge = await challengeOf(cookieHeader);
      return challenge?.enrolmentSecret === undefined
        ? undefined
        : enrolmentQrCode(opened(challenge, challenge.enrolmentSecret), challenge.email);
    },

    /**
     * Whether the code completes the challenge, and how; enrolment stores the new secret.
     * "superseded": an enrolment whose account enrolled another app since it began.
     */
    async checkCode(
      challenge: SignInChallenge,
      code: string,
      audit: Audit,
    ): Promise<{ method: string; recoveryCodes?: readonly string[] } | "superseded" | undefined> {
      if (challenge.enrolmentSecret !== undefined) {
        return checkEnrolment(options, challenge, challenge.enrolmentSecret, code, audit);
      }
      if (challenge.totpSecret === undefined) return undefined;
      return checkEnrolled(options, challenge, challenge.totpSecret, code);
    },
  };
}
type SecondSteps = ReturnType<typeof createSecondSteps>;

type Who = Pick<NewAuditEntry, "actor" | "subject">;
type Locked = { status: "locked"; minutes: number };
type Throttled = { status: "throttled"; seconds: number };

/** One client's sign-in attempts as the throttle and the audit log see them. */
function clientAttempts(
  { db, logger, keys, secureCookies, now }: AuthenticationOptions,
  throttle: SignInThrottle,
  clientIp: string,
) {
  const audit: Audit = (action, entry) =>
    recordAudit(db, { at: now(), action, clientAddress: clientIp, ...entry });

  /**
   * Refusals that are counted rather than listed, so a flood cannot fill the audit log: the
   * first of an address's 15 minutes is written down, then the 10th, the 100th and so on,
   * each with the count so far.
   */
  async function auditRepeatedRefusal(kind: "locked" | "throttled", who: Who): Promise<void> {
    const count = await throttle.countRefusal(clientIp, kind);
    if (!isPowerOfTen(count)) return;
    const what = kind === "locked" ? "locked out" : "too many attempts";
    const detail =
      count === 1 ? what : `${what}: ${count} refusals from this address within 15 minutes`;
    await audit("sign-in-refused", { ...who, detail });
  }

  return {
    audit,

    /** The per-minute allowance's answer, when this POST is over it. */
    async overAllowance(who: Who): Promise<Throttled | undefined> {
      const seconds = await throttle.overAllowance(clientIp);
      if (seconds === undefined) return undefined;
      logger.warn("admin sign-in refused: too many attempts from this address");
      await auditRepeatedRefusal("throttled", who);
      return { status: "throttled", seconds };
    },

    /** The lockout's answer, while it holds; undefined when it does not. */
    async lockedOut(party: SignInParty, who: Who): Promise<Locked | undefined> {
      const until = await throttle.lockedUntil(party);
      if (!until) return undefined;
      logger.warn("admin sign-in refused: locked out");
      await auditRepeatedRefusal("locked", who);
      return { status: "locked", minutes: minutesUntil(until, now()) };
    },

    /** Records a failed password or code; answers "locked" when it was the one too many. */
    async failed(
      party: SignInParty,
      who: Who,
      detail: string,
    ): Promise<Locked | { status: "refused" }> {
      await audit("sign-in-refused", { ...who, detail });
      const until = await throttle.recordFailure(party);
      logger.warn({ lockedOut: until !== undefined }, `admin sign-in refused: ${detail}`);
      return until
        ? { status: "locked", minutes: minutesUntil(until, now()) }
        : { status: "refused" };
    },

    /** The attempt as the throttle judges it: by this browser when it signed in here before. */
    async partyOf(
      account: string,
      userId: string | undefined,
      cookieHeader: string | null,
    ): Promise<SignInParty> {
      return {
        clientIp,
        account,
        device:
          userId === undefined
            ? undefined
            : await knownDevice(keys.device, cookieHeader, userId, secureCookies),
      };
    },
  };
}

/** Everything a sign-in of one client works with. */
interface SignInContext {
  readonly options: AuthenticationOptions;
  readonly throttle: SignInThrottle;
  readonly cookies: AuthCookies;
  readonly sessions: Sessions;
  readonly secondSteps: SecondSteps;
  readonly client: ReturnType<typeof clientAttempts>;
}

/** The password step: a session, or the second step when the account needs one. */
async function signIn(
  { options, throttle, cookies, sessions, secondSteps, client }: SignInContext,
  { email, password, token, cookieHeader }: Parameters<AdminAuthentication["signIn"]>[0],
): ReturnType<AdminAuthentication["signIn"]> {
  const { db, logger, twoStepRequiredFor } = options;
  const throttled = await client.overAllowance({ actor: SYSTEM_ACTORS.signInForm, subject: "" });
  if (throttled) return throttled;
  const formToken = readCookie(cookieHeader, cookies.signIn);
  if (!formToken || !isSameToken(formToken, token)) {
    logger.warn("admin sign-in refused: missing or stale form token");
    return { status: "expired" };
  }

  const address = normalizeEmail(email);
  const user = await findAdminUserByEmail(db, address);
  // Only an existing account's address is written down: a mistyped one could be a password.
  const who = { actor: user?.email ?? "unknown address", subject: user?.email ?? "" };
  const party = await client.partyOf(address, user?.id, cookieHeader);
  const locked = await client.lockedOut(party, who);
  if (locked) return locked;

  const matches = await verifyPassword(password, user?.passwordHash ?? unmatchableHash);
  if (!user || !matches || user.disabledAt) {
    const disabled = user?.disabledAt && matches;
    return client.failed(party, who, disabled ? "account disabled" : "wrong e-mail or password");
  }

  if (needsRehash(user.passwordHash)) {
    await upgradePasswordHash(db, user.id, await hashPassword(password));
  }
  // The failures are forgotten only once the whole sign-in succeeds: someone who knows
  // the password must not earn fresh guesses at the code by typing it again.
  if (user.twoStep || twoStepRequired(user.role, twoStepRequiredFor)) {
    logger.info({ userId: user.id }, "admin password accepted; second step next");
    return { status: "second-step", setCookies: [await secondSteps.start(user, cookieHeader)] };
  }
  await throttle.forgetFailures(party);
  const setCookies = await sessions.start(user.id, cookieHeader);
  await client.audit("signed-in", { actor: user.email, subject: user.email, detail: "password" });
  return { status: "signed-in", setCookies };
}

/** The second step: the authenticator's code (or a recovery code) completes the sign-in. */
async function completeSignIn(
  { options, throttle, cookies, sessions, secondSteps, client }: SignInContext,
  { code, token, cookieHeader }: Parameters<AdminAuthentication["completeSignIn"]>[0],
): Promise<SecondStepOutcome> {
  const { db, logger } = options;
  const challenge = await secondSteps.challengeOf(cookieHeader);
  const who = { actor: challenge?.email ?? SYSTEM_ACTORS.signInForm, subject: "" };
  const throttled = await client.overAllowance({ ...who, subject: challenge?.email ?? "" });
  if (throttled) return throttled;
  const formToken = readCookie(cookieHeader, cookies.signIn);
  if (!formToken || !isSameToken(formToken, token) || !challenge) {
    logger.warn("admin second step refused: no sign-in to continue, or a stale form");
    return { status: "expired" };
  }
  const account = { actor: challenge.email, subject: challenge.email };
  const party = await client.partyOf(challenge.email, challenge.userId, cookieHeader);
  const locked = await client.lockedOut(party, account);
  if (locked) return locked;

  const accepted = await secondSteps.checkCode(challenge, code, client.audit);
  if (accepted === "superseded") {
    await deleteSignInChallenge(db, challenge.tokenHash);
    logger.warn("admin enrolment refused: the account enrolled an app meanwhile");
    return { status: "expired" };
  }
  if (!accepted) return client.failed(party, account, "wrong code");

  await throttle.forgetFailures(party);
  await deleteSignInChallenge(db, challenge.tokenHash);
  const setCookies = await sessions.start(challenge.userId, cookieHeader);
  await client.audit("signed-in", { ...account, detail: `password and ${accepted.method}` });
  return { status: "signed-in", setCookies, recoveryCodes: accepted.recoveryCodes };
}

export function createAuthentication(options: AuthenticationOptions): AuthenticationGateway {
  const throttle = createSignInThrottle({
    db: options.db,
    hashKey: options.keys.throttle,
    attemptsPerMinute: options.signInAttemptsPerMinute,
    now: options.now,
  });
  const cookies = authCookies(options.secureCookies);
  const sessions = createSessions(options, cookies);
  const secondSteps = createSecondSteps(options, cookies);
  return {
    forClient(clientIp) {
      const context: SignInContext = {
        options,
        throttle,
        cookies,
        sessions,
        secondSteps,
        client: clientAttempts(options, throttle, clientIp),
      };
      return {
        session: sessions.session,
        authorizePost: sessions.authorizePost,
        signInForm: sessions.signInForm,
        signOut: sessions.signOut,
        signIn: (input) => signIn(context, input),
        secondStep: secondSteps.describe,
        enrolmentQrCode: secondSteps.qrCode,
        completeSignIn: (input) => completeSignIn(context, input),
      };
    },
  };
}

function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
