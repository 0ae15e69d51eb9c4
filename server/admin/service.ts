/**
 * The inbox's server side (`AdminService` in shared/admin-service.ts): sessions kept in the
 * database behind an HttpOnly cookie, a CSRF token per session, the sign-in lockout, and the
 * enquiry queries and changes the admin routes need.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  NOTE_MAX_LENGTH,
  type AdminService,
  type AdminSession,
  type EnquiryRecord,
  type InboxFilter,
  type PostAuthorization,
  type Restricted,
  type SecondStepOutcome,
} from "../../shared/admin-service.ts";
import type { AuditAction } from "../../shared/audit.ts";
import type { Logger } from "../logger.ts";
import { fieldLines } from "../notify/fields.ts";
import { erasePerson, exportPerson } from "../privacy/person-data.ts";
import {
  createAdminSession,
  deleteAdminSession,
  deleteExpiredAdminSessions,
  findAdminSession,
  findAdminUserByEmail,
  upgradePasswordHash,
} from "../store/admin-users.ts";
import { auditPage, recordAudit, type NewAuditEntry } from "../store/audit-log.ts";
import {
  claimRecoveryCode,
  claimTotpStep,
  createSignInChallenge,
  deleteExpiredSignInChallenges,
  deleteSignInChallenge,
  enrolTotp,
  findSignInChallenge,
  type SignInChallenge,
} from "../store/two-step.ts";
import type { Database } from "../store/database.ts";
import { deliveriesOf } from "../store/deliveries.ts";
import {
  changeEnquiryStatus,
  findReview,
  inboxEntries,
  inboxPage,
  makeDeliveryDue,
  saveEnquiryNote,
} from "../store/inbox.ts";
import { emailProblem, normalizeEmail } from "./accounts.ts";
import { cookieName, readCookie, serializeCookie } from "./cookies.ts";
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from "./password.ts";
import {
  forgetAccountFailures,
  lockedUntil,
  recordFailure,
  throttleKeys,
  type ThrottleKeys,
} from "./sign-in-throttle.ts";
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

function sha256(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface AdminServiceOptions {
  readonly db: Database;
  readonly logger: Logger;
  /** Cookies marked Secure (SITE_URL is https). */
  readonly secureCookies: boolean;
  /** Whose accounts must enrol an authenticator app; an enrolled account always uses it. */
  readonly twoStepRequiredFor?: TwoStepPolicy;
  /** Called after a delivery was made due again: wakes the notifier. */
  readonly onDeliveryDue?: () => void;
  readonly now?: () => Date;
}

/** The service for one request, bound to the client's address. */
export interface AdminGateway {
  forClient(clientIp: string): AdminService;
}

export function createAdminService({
  db,
  logger,
  secureCookies,
  twoStepRequiredFor = "administrators",
  onDeliveryDue,
  now = () => new Date(),
}: AdminServiceOptions): AdminGateway {
  const cookieOptions = { secure: secureCookies };
  const sessionCookie = cookieName("admin_session", cookieOptions);
  const signInCookie = cookieName("admin_sign_in", cookieOptions);
  const challengeCookie = cookieName("admin_second_step", cookieOptions);
  const clearCookie = (name: string) => serializeCookie(name, "", 0, cookieOptions);

  async function challengeOf(cookieHeader: string | null): Promise<SignInChallenge | undefined> {
    const token = readCookie(cookieHeader, challengeCookie);
    return token ? findSignInChallenge(db, sha256(token), now()) : undefined;
  }

  /** A new session for the account; answers the cookies that set it and clear the sign-in's. */
  async function startSession(userId: string, cookieHeader: string | null): Promise<string[]> {
    // A new session id at every sign-in: an id planted before sign-in is worth nothing after.
    const previous = readCookie(cookieHeader, sessionCookie);
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
    logger.info({ userId }, "admin signed in");
    return [
      serializeCookie(sessionCookie, sessionToken, SESSION_LIFETIME_MS / 1000, cookieOptions),
      clearCookie(signInCookie),
      clearCookie(challengeCookie),
    ];
  }

  /** Begins the second step: a challenge bound to this browser for a few minutes. */
  async function startSecondStep(
    user: { readonly id: string; readonly twoStep: boolean },
    cookieHeader: string | null,
  ): Promise<string> {
    const previous = readCookie(cookieHeader, challengeCookie);
    if (previous) await deleteSignInChallenge(db, sha256(previous));
    await deleteExpiredSignInChallenges(db, now());
    const token = randomToken();
    await createSignInChallenge(db, {
      tokenHash: sha256(token),
      userId: user.id,
      enrolmentSecret: user.twoStep ? undefined : newTotpSecret(),
      expiresAt: new Date(now().getTime() + SECOND_STEP_LIFETIME_MS),
    });
    return serializeCookie(challengeCookie, token, SECOND_STEP_LIFETIME_MS / 1000, cookieOptions);
  }

  async function session(cookieHeader: string | null): Promise<AdminSession | undefined> {
    const token = readCookie(cookieHeader, sessionCookie);
    if (!token) return undefined;
    const stored = await findAdminSession(db, sha256(token), now());
    return stored && { email: stored.email, role: stored.role, csrfToken: stored.csrfToken };
  }

  async function authorizePost(
    cookieHeader: string | null,
    csrfToken: unknown,
  ): Promise<PostAuthorization> {
    const current = await session(cookieHeader);
    if (!current) return { status: "signed-out" };
    if (!sameToken(current.csrfToken, csrfToken)) {
      logger.warn("admin post refused: missing or wrong CSRF token");
      return { status: "forged" };
    }
    return { status: "allowed", session: current };
  }

  const validId = (id: string) => UUID.test(id);

  function servicesFor(
    clientIp: string,
  ): Omit<AdminService, "signIn" | "secondStep" | "enrolmentQrCode" | "completeSignIn"> {
    const audit = (
      actor: string,
      action: AuditAction,
      entry: Pick<NewAuditEntry, "subject" | "detail"> = {},
    ) => recordAudit(db, { at: now(), actor, action, clientAddress: clientIp, ...entry });

    async function restricted<T>(
      session: AdminSession,
      work: () => Promise<T>,
    ): Promise<Restricted<T>> {
      if (session.role !== "administrator") return { allowed: false };
      return { allowed: true, value: await work() };
    }

    return {
      session,
      authorizePost,

      signInForm(cookieHeader) {
        const existing = readCookie(cookieHeader, signInCookie);
        if (existing) return { token: existing, setCookie: undefined };
        const token = randomToken();
        return {
          token,
          setCookie: serializeCookie(signInCookie, token, SIGN_IN_TOKEN_LIFETIME_S, cookieOptions),
        };
      },

      async signOut(cookieHeader) {
        const token = readCookie(cookieHeader, sessionCookie);
        if (token) await deleteAdminSession(db, sha256(token));
        return serializeCookie(sessionCookie, "", 0, cookieOptions);
      },

      inbox: (filter, page) => inboxPage(db, filter, page),

      async exportEntries(by, filter) {
        const entries = await inboxEntries(db, filter);
        await audit(by.email, "csv-exported", { detail: describeExport(filter, entries.length) });
        return entries;
      },

      async enquiry(by, id): Promise<EnquiryRecord | undefined> {
        if (!validId(id)) return undefined;
        const review = await findReview(db, id);
        if (!review) return undefined;
        await audit(by.email, "enquiry-viewed", { subject: id });
        const deliveries = await deliveriesOf(db, [id]);
        return {
          ...review.entry,
          action: review.action,
          isSpam: review.isSpam,
          fieldLines: fieldLines(review.entry.kind, review.entry.fields),
          deliveries: deliveries.map((delivery) => ({
            id: delivery.id,
            channel: delivery.channel,
            status: delivery.status,
            attempts: delivery.attempts,
            nextAttemptAt: delivery.nextAttemptAt,
            lastError: delivery.lastError,
            sentAt: delivery.sentAt,
          })),
          history: review.history,
          noteUpdatedBy: review.noteUpdatedBy,
          noteUpdatedAt: review.noteUpdatedAt,
        };
      },

      async changeStatus(by, id, status) {
        if (!validId(id)) return false;
        const changed = await changeEnquiryStatus(db, {
          enquiryId: id,
          to: status,
          by: by.email,
          at: now(),
        });
        if (changed) {
          logger.info({ enquiryId: id, status }, "enquiry status set");
          await audit(by.email, "status-changed", { subject: id, detail: status });
        }
        return changed;
      },

      async saveNote(by, id, note) {
        if (note.length > NOTE_MAX_LENGTH) {
          throw new RangeError(`A note holds at most ${NOTE_MAX_LENGTH} characters`);
        }
        if (!validId(id)) return false;
        const saved = await saveEnquiryNote(db, {
          enquiryId: id,
          text: note,
          by: by.email,
          at: now(),
        });
        if (saved) {
          await audit(by.email, "note-saved", { subject: id, detail: `${note.length} characters` });
        }
        return saved;
      },

      async retryDelivery(by, enquiryId, deliveryId) {
        if (!validId(enquiryId) || !validId(deliveryId)) return "not-found";
        const delivery = (await deliveriesOf(db, [enquiryId])).find((d) => d.id === deliveryId);
        if (!delivery) return "not-found";
        if (!(await makeDeliveryDue(db, enquiryId, deliveryId, now()))) return "not-due";
        logger.info({ enquiryId, deliveryId }, "delivery due again by hand");
        await audit(by.email, "delivery-retried", { subject: enquiryId, detail: delivery.channel });
        onDeliveryDue?.();
        return delivery.channel;
      },

      exportPerson: (by, email) =>
        restricted(by, async () => {
          if (emailProblem(email)) return { enquiries: [] };
          return exportPerson(db, email, { actor: by.email, clientAddress: clientIp, at: now() });
        }),

      erasePerson: (by, email) =>
        restricted(by, async () => {
          const erased = await erasePerson(db, email, {
            actor: by.email,
            clientAddress: clientIp,
            at: now(),
          });
          if (!erased.forgotten) {
            logger.warn("erasure: the SQLite log was busy; the rows go at the next checkpoint");
          }
          return erased.enquiries;
        }),

      auditLog: (by, page) => restricted(by, () => auditPage(db, page)),
    };
  }

  return {
    forClient(clientIp) {
      const audit = (
        action: AuditAction,
        entry: Pick<NewAuditEntry, "actor" | "subject" | "detail">,
      ) => recordAudit(db, { at: now(), action, clientAddress: clientIp, ...entry });
      type Who = Pick<NewAuditEntry, "actor" | "subject">;
      type Locked = { status: "locked"; minutes: number };

      /** The lockout's answer, recorded as a refusal, while it holds; undefined when it does not. */
      async function lockedOut(keys: ThrottleKeys, who: Who): Promise<Locked | undefined> {
        const until = await lockedUntil(db, keys, now());
        if (!until) return undefined;
        logger.warn("admin sign-in refused: locked out");
        await audit("sign-in-refused", { ...who, detail: "locked out" });
        return { status: "locked", minutes: minutesUntil(until, now()) };
      }

      /** Records a failed password or code; answers "locked" when it was the one too many. */
      async function failed(
        keys: ThrottleKeys,
        who: Who,
        detail: string,
      ): Promise<Locked | { status: "refused" }> {
        await audit("sign-in-refused", { ...who, detail });
        await recordFailure(db, keys, now());
        const until = await lockedUntil(db, keys, now());
        logger.warn({ lockedOut: until !== undefined }, `admin sign-in refused: ${detail}`);
        return until
          ? { status: "locked", minutes: minutesUntil(until, now()) }
          : { status: "refused" };
      }

      const service: AdminService = {
        ...servicesFor(clientIp),
        async signIn({ email, password, token, cookieHeader }) {
          const formToken = readCookie(cookieHeader, signInCookie);
          if (!formToken || !sameToken(formToken, token)) {
            logger.warn("admin sign-in refused: missing or stale form token");
            return { status: "expired" };
          }

          const address = normalizeEmail(email);
          const keys = throttleKeys(address, clientIp);
          const user = await findAdminUserByEmail(db, address);
          // Only an existing account's address is written down: a mistyped one could be a password.
          const who = { actor: user?.email ?? "unknown address", subject: user?.email ?? "" };
          const locked = await lockedOut(keys, who);
          if (locked) return locked;

          const matches = await verifyPassword(password, user?.passwordHash ?? unmatchableHash);
          if (!user || !matches || user.disabledAt) {
            const disabled = user?.disabledAt && matches;
            return failed(keys, who, disabled ? "account disabled" : "wrong e-mail or password");
          }

          if (needsRehash(user.passwordHash)) {
            await upgradePasswordHash(db, user.id, await hashPassword(password));
          }
          // The account's failures are forgotten only once the whole sign-in succeeds: someone
          // who knows the password must not earn fresh guesses at the code by typing it again.
          if (user.twoStep || twoStepRequired(user.role, twoStepRequiredFor)) {
            logger.info({ userId: user.id }, "admin password accepted; second step next");
            return {
              status: "second-step",
              setCookies: [await startSecondStep(user, cookieHeader)],
            };
          }
          await forgetAccountFailures(db, keys);
          const setCookies = await startSession(user.id, cookieHeader);
          await audit("signed-in", { actor: user.email, subject: user.email, detail: "password" });
          return { status: "signed-in", setCookies };
        },

        async secondStep(cookieHeader) {
          const challenge = await challengeOf(cookieHeader);
          if (!challenge) return undefined;
          if (challenge.enrolmentSecret === undefined) {
            return { kind: "code", email: challenge.email };
          }
          return { kind: "enrol", email: challenge.email, secret: challenge.enrolmentSecret };
        },

        async enrolmentQrCode(cookieHeader) {
          const challenge = await challengeOf(cookieHeader);
          return challenge?.enrolmentSecret === undefined
            ? undefined
            : enrolmentQrCode(challenge.enrolmentSecret, challenge.email);
        },

        async completeSignIn({ code, token, cookieHeader }): Promise<SecondStepOutcome> {
          const formToken = readCookie(cookieHeader, signInCookie);
          const challenge = await challengeOf(cookieHeader);
          if (!formToken || !sameToken(formToken, token) || !challenge) {
            logger.warn("admin second step refused: no sign-in to continue, or a stale form");
            return { status: "expired" };
          }
          const keys = throttleKeys(challenge.email, clientIp);
          const who = { actor: challenge.email, subject: challenge.email };
          const locked = await lockedOut(keys, who);
          if (locked) return locked;

          const accepted = await checkCode(challenge, code);
          if (!accepted) return failed(keys, who, "wrong code");

          await forgetAccountFailures(db, keys);
          await deleteSignInChallenge(db, challenge.tokenHash);
          const setCookies = await startSession(challenge.userId, cookieHeader);
          await audit("signed-in", { ...who, detail: `password and ${accepted.method}` });
          return { status: "signed-in", setCookies, recoveryCodes: accepted.recoveryCodes };
        },
      };
      return service;

      /** Whether the code completes the challenge, and how; enrolment stores the new secret. */
      async function checkCode(
        challenge: SignInChallenge,
        code: string,
      ): Promise<{ method: string; recoveryCodes?: readonly string[] } | undefined> {
        if (challenge.enrolmentSecret !== undefined) {
          const step = totpStep(challenge.enrolmentSecret, challenge.email, code, now());
          if (step === undefined) return undefined;
          const recoveryCodes = newRecoveryCodes();
          await enrolTotp(db, {
            userId: challenge.userId,
            secret: challenge.enrolmentSecret,
            step,
            recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
          });
          await audit("two-step-enrolled", { actor: challenge.email, subject: challenge.email });
          return { method: "a newly set up authenticator app", recoveryCodes };
        }
        if (challenge.totpSecret === undefined) return undefined;
        if (looksLikeRecoveryCode(code)) {
          const used = await claimRecoveryCode(db, challenge.userId, hashRecoveryCode(code), now());
          return used ? { method: "a recovery code" } : undefined;
        }
        const step = totpStep(challenge.totpSecret, challenge.email, code, now());
        if (step === undefined || !(await claimTotpStep(db, challenge.userId, step))) {
          return undefined;
        }
        return { method: "an authenticator code" };
      }
    },
  };
}

function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/**
 * The CSV export's audit detail: how many rows under which filter, never the search text (it
 * may be a visitor's name); a source is a campaign or a website, so it is kept.
 */
function describeExport(filter: InboxFilter, rows: number): string {
  const parts = [
    filter.kind && `kind ${filter.kind}`,
    filter.status && `status ${filter.status}`,
    filter.receivedFrom && `from ${filter.receivedFrom.toISOString()}`,
    filter.receivedBefore && `before ${filter.receivedBefore.toISOString()}`,
    filter.source?.trim() && `source "${filter.source.trim()}"`,
    filter.search?.trim() && "with a search",
  ].filter(Boolean);
  return `${rows} rows${parts.length > 0 ? `, ${parts.join(", ")}` : ""}`;
}
