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
  type PostAuthorization,
} from "../../shared/admin-service.ts";
import type { Logger } from "../logger.ts";
import { fieldLines } from "../notify/fields.ts";
import {
  createAdminSession,
  deleteAdminSession,
  deleteExpiredAdminSessions,
  findAdminSession,
  findAdminUserByEmail,
} from "../store/admin-users.ts";
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
import { normalizeEmail } from "./accounts.ts";
import { cookieName, readCookie, serializeCookie } from "./cookies.ts";
import { unmatchableHash, verifyPassword } from "./password.ts";
import {
  forgetAccountFailures,
  lockedUntil,
  recordFailure,
  throttleKeys,
} from "./sign-in-throttle.ts";

/** A working day; then the team member signs in again. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** How long a sign-in form stays valid. */
const SIGN_IN_TOKEN_LIFETIME_S = 60 * 60;

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
  onDeliveryDue,
  now = () => new Date(),
}: AdminServiceOptions): AdminGateway {
  const cookieOptions = { secure: secureCookies };
  const sessionCookie = cookieName("admin_session", cookieOptions);
  const signInCookie = cookieName("admin_sign_in", cookieOptions);

  async function session(cookieHeader: string | null): Promise<AdminSession | undefined> {
    const token = readCookie(cookieHeader, sessionCookie);
    if (!token) return undefined;
    const stored = await findAdminSession(db, sha256(token), now());
    return stored && { email: stored.email, csrfToken: stored.csrfToken };
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

  const shared: Omit<AdminService, "signIn"> = {
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
    exportEntries: (filter) => inboxEntries(db, filter),

    async enquiry(id): Promise<EnquiryRecord | undefined> {
      if (!validId(id)) return undefined;
      const review = await findReview(db, id);
      if (!review) return undefined;
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
      if (changed) logger.info({ enquiryId: id, status }, "enquiry status set");
      return changed;
    },

    async saveNote(by, id, note) {
      if (note.length > NOTE_MAX_LENGTH) {
        throw new RangeError(`A note holds at most ${NOTE_MAX_LENGTH} characters`);
      }
      if (!validId(id)) return false;
      return saveEnquiryNote(db, { enquiryId: id, text: note, by: by.email, at: now() });
    },

    async retryDelivery(enquiryId, deliveryId) {
      if (!validId(enquiryId) || !validId(deliveryId)) return false;
      const due = await makeDeliveryDue(db, enquiryId, deliveryId, now());
      if (due) {
        logger.info({ enquiryId, deliveryId }, "delivery due again by hand");
        onDeliveryDue?.();
      }
      return due;
    },
  };

  return {
    forClient(clientIp) {
      return {
        ...shared,
        async signIn({ email, password, token, cookieHeader }) {
          const formToken = readCookie(cookieHeader, signInCookie);
          if (!formToken || !sameToken(formToken, token)) {
            logger.warn("admin sign-in refused: missing or stale form token");
            return { status: "expired" };
          }

          const address = normalizeEmail(email);
          const keys = throttleKeys(address, clientIp);
          const locked = await lockedUntil(db, keys, now());
          if (locked) {
            logger.warn("admin sign-in refused: locked out");
            return { status: "locked", minutes: minutesUntil(locked, now()) };
          }

          const user = await findAdminUserByEmail(db, address);
          const matches = await verifyPassword(password, user?.passwordHash ?? unmatchableHash);
          if (!user || !matches) {
            await recordFailure(db, keys, now());
            const lockedNow = await lockedUntil(db, keys, now());
            logger.warn(
              { lockedOut: lockedNow !== undefined },
              "admin sign-in refused: wrong e-mail or password",
            );
            return lockedNow
              ? { status: "locked", minutes: minutesUntil(lockedNow, now()) }
              : { status: "refused" };
          }

          await forgetAccountFailures(db, keys);
          // A new session id at every sign-in: an id planted before sign-in is worth nothing after.
          const previous = readCookie(cookieHeader, sessionCookie);
          if (previous) await deleteAdminSession(db, sha256(previous));
          await deleteExpiredAdminSessions(db, now());
          const sessionToken = randomToken();
          const createdAt = now();
          await createAdminSession(db, {
            tokenHash: sha256(sessionToken),
            userId: user.id,
            csrfToken: randomToken(),
            createdAt,
            expiresAt: new Date(createdAt.getTime() + SESSION_LIFETIME_MS),
          });
          logger.info({ userId: user.id }, "admin signed in");
          return {
            status: "signed-in",
            setCookies: [
              serializeCookie(
                sessionCookie,
                sessionToken,
                SESSION_LIFETIME_MS / 1000,
                cookieOptions,
              ),
              serializeCookie(signInCookie, "", 0, cookieOptions),
            ],
          };
        },
      };
    },
  };
}

function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
