/**
 * The team's people (`AdminPeople`, administrators only) and the doors of someone without a
 * session (`AccountDoors`): an invitation's link, a forgotten password's link. Every change is in
 * the audit log with who made it; every link is single use, kept only as its SHA-256.
 */
import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { RateLimiterRes } from "rate-limiter-flexible";
import * as z from "zod";
import {
  isAdminRole,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AdminSession,
  type Restricted,
} from "#shared/accounts/contract.ts";
import { displayNameOf } from "#shared/accounts/display-name.ts";
import type { AuditAction } from "#shared/audit/log.ts";
import {
  DISPLAY_NAME_MAX_LENGTH,
  INVITATION_LIFETIME_HOURS,
  PASSWORD_RESET_LIFETIME_MINUTES,
  type AccountDoors,
  type AdminPeople,
  type InvitationLink,
  type InvitationOutcome,
  type NewInvitation,
  type Person,
} from "#shared/people/contract.ts";
import {
  containsCharacter,
  isBidiControl,
  isControlCharacter,
} from "#shared/text/control-characters.ts";
import { normalizeEmail } from "#shared/text/email.ts";
import { resetTwoStep } from "#server/accounts/two-step-store.ts";
import { hashPassword } from "#server/accounts/password.ts";
import {
  DuplicateAdminUserError,
  findAdminUserByEmail,
  insertAdminUser,
  listAdminUsers,
  replacePassword,
  setAdminRole,
  setAdminUserDisabled,
  setDisplayName,
} from "#server/accounts/users-store.ts";
import { recordAudit } from "#server/audit/log.ts";
import { openConversationsByOwner } from "#server/enquiries/owner.ts";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import { keyedHash } from "#server/secrets/server-secret.ts";
import type { Database } from "#server/store/database.ts";
import { storedCounter } from "#server/store/throttle-counters.ts";
import { invitationLetter, passwordResetLetter, sendLetter, type PeopleMail } from "./mails.ts";
import {
  claimInvitation,
  claimPasswordReset,
  createPasswordReset,
  findInvitationByToken,
  findOpenPasswordReset,
  openInvitations,
  putInvitation,
  renewInvitation,
  withdrawInvitation,
  type Invitation,
} from "./store.ts";

/** Where an invitation's and a reset's links lead; their GET only shows a form. */
export const INVITATION_PATH = "/admin/invitation";
export const PASSWORD_RESET_PATH = "/admin/sign-in/reset";

/** Links one address may be sent, and requests one client may make, per hour. */
const RESETS_PER_ADDRESS_HOUR = 3;
const RESETS_PER_CLIENT_HOUR = 10;
/**
 * A reset request answers no sooner than this: looking an address up, storing a link and
 * queueing its mail take less, so a known and an unknown address take the same time.
 */
const RESET_ANSWER_FLOOR_MS = 400;

export interface PeopleOptions {
  readonly db: Database;
  readonly logger: Logger;
  /** The throttle's HMAC key: the reset limits count addresses and clients as keyed hashes. */
  readonly keys: { readonly throttle: Buffer };
  readonly siteUrl: string;
  readonly peopleMail: PeopleMail;
  readonly now: () => Date;
}

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token) };
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const administratorsOnly = { allowed: false } as const;
const allowed = <T>(value: T): Restricted<T> => ({ allowed: true, value });

const addressShape = z.email();

/** A name to show: one line, 1–80 characters, nothing invisible that could disguise it. */
function tidyDisplayName(name: string): string | undefined {
  const tidy = name.trim().replace(/\s+/g, " ");
  if (tidy.length === 0 || tidy.length > DISPLAY_NAME_MAX_LENGTH) return undefined;
  if (containsCharacter(tidy, (code) => isControlCharacter(code) || isBidiControl(code))) {
    return undefined;
  }
  return tidy;
}

type ResetCounter = ReturnType<typeof storedCounter>;

const weakPassword = (password: string) =>
  password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH;

/** The people's work, made once; `forClient` binds it to a request's client address. */
export function createPeople(options: PeopleOptions): {
  forClient(clientIp: string): AdminPeople & AccountDoors;
} {
  const limits = {
    perAddress: storedCounter(options.db, {
      keyPrefix: "password-resets-address",
      points: RESETS_PER_ADDRESS_HOUR,
      duration: 60 * 60,
    }),
    perClient: storedCounter(options.db, {
      keyPrefix: "password-resets-client",
      points: RESETS_PER_CLIENT_HOUR,
      duration: 60 * 60,
    }),
  };
  return { forClient: (clientIp) => peopleFor(options, limits, clientIp) };
}

function peopleFor(
  { db, logger, keys, siteUrl, peopleMail, now }: PeopleOptions,
  limits: { readonly perAddress: ResetCounter; readonly perClient: ResetCounter },
  clientIp: string,
): AdminPeople & AccountDoors {
  const audit = (action: AuditAction, actor: string, subject: string, detail = "") =>
    recordAudit(db, { at: now(), actor, action, subject, detail, clientAddress: clientIp });
  const linkTo = (path: string, token: string) =>
    `${siteUrl.replace(/\/$/, "")}${path}?token=${token}`;

  /** Mails the invitation's link; when it cannot, the administrator hands it over. */
  async function deliverInvitation(
    invitation: Pick<Invitation, "email" | "displayName">,
    inviter: AdminSession,
    token: string,
  ): Promise<InvitationOutcome> {
    const link = linkTo(INVITATION_PATH, token);
    const letter = invitationLetter(
      {
        displayName: invitation.displayName,
        inviter: displayNameOf(inviter),
        hours: INVITATION_LIFETIME_HOURS,
      },
      link,
    );
    try {
      if (await sendLetter(peopleMail, invitation.email, letter)) return { status: "sent" };
    } catch (error) {
      logger.warn(
        { error: loggableError(error) },
        "invitation not sent: the mail server refused it",
      );
    }
    return { status: "not-sent", link };
  }

  const expiry = (from: Date) => new Date(from.getTime() + INVITATION_LIFETIME_HOURS * 3_600_000);

  async function asAdministrator<T>(
    session: AdminSession,
    work: () => Promise<T>,
  ): Promise<Restricted<T>> {
    return session.role === "administrator" ? allowed(await work()) : administratorsOnly;
  }

  /** Whether the request is within the reset limits; counts it either way. */
  async function withinResetLimits(email: string): Promise<boolean> {
    try {
      await limits.perClient.consume(keyedHash(keys.throttle, "client", clientIp));
      await limits.perAddress.consume(keyedHash(keys.throttle, "address", email));
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }

  return {
    people: (session) =>
      asAdministrator(session, async (): Promise<Person[]> => {
        const owned = await openConversationsByOwner(db);
        const accounts = (await listAdminUsers(db)).map((user): Person => ({
          id: user.id,
          email: user.email,
          displayName: displayNameOf(user),
          role: user.role,
          state: user.disabledAt ? "disabled" : "active",
          twoStep: user.twoStep,
          lastSignInAt: user.lastSignInAt,
          invitationExpiresAt: undefined,
          openConversations: owned.get(user.email) ?? 0,
        }));
        const invited = (await openInvitations(db)).map((invitation): Person => ({
          id: invitation.id,
          email: invitation.email,
          displayName: invitation.displayName,
          role: invitation.role,
          state: "invited",
          twoStep: false,
          lastSignInAt: undefined,
          invitationExpiresAt: invitation.expiresAt,
          openConversations: 0,
        }));
        return [...accounts, ...invited];
      }),

    invite: (session, invitation: NewInvitation) =>
      asAdministrator(session, async (): Promise<InvitationOutcome> => {
        const email = normalizeEmail(invitation.email);
        if (!addressShape.safeParse(email).success) return { status: "invalid", field: "email" };
        const displayName = tidyDisplayName(invitation.displayName);
        if (!displayName) return { status: "invalid", field: "displayName" };
        if (!isAdminRole(invitation.role)) return { status: "invalid", field: "role" };
        if (await findAdminUserByEmail(db, email)) return { status: "has-account" };
        const { token, hash } = newToken();
        const createdAt = now();
        await db.transaction(async (tx) => {
          await putInvitation(tx, {
            email,
            displayName,
            role: invitation.role,
            tokenHash: hash,
            invitedBy: session.email,
            createdAt,
            expiresAt: expiry(createdAt),
          });
          await recordAudit(tx, {
            at: createdAt,
            actor: session.email,
            action: "invitation-sent",
            subject: email,
            detail: invitation.role,
            clientAddress: clientIp,
          });
        });
        return deliverInvitation({ email, displayName }, session, token);
      }),

    resendInvitation: (session, id) =>
      asAdministrator(session, async () => {
        const { token, hash } = newToken();
        const createdAt = now();
        const renewed = await renewInvitation(db, id, hash, createdAt, expiry(createdAt));
        if (!renewed) return undefined;
        await audit("invitation-sent", session.email, renewed.email, `${renewed.role}, resent`);
        return deliverInvitation(renewed, session, token);
      }),

    withdrawInvitation: (session, id) =>
      asAdministrator(session, async () => {
        const [invitation] = (await openInvitations(db)).filter((open) => open.id === id);
        if (!invitation || !(await withdrawInvitation(db, id, now()))) return false;
        await audit("invitation-withdrawn", session.email, invitation.email);
        return true;
      }),

    changeRole: (session, email, role) =>
      asAdministrator(session, async () => {
        if (!isAdminRole(role)) return "unchanged";
        const change = await setAdminRole(db, normalizeEmail(email), role);
        if (change === "changed") await audit("role-changed", session.email, email, role);
        return change;
      }),

    rename: (session, email, name) =>
      asAdministrator(session, async () => {
        const displayName = tidyDisplayName(name);
        if (!displayName) return "unchanged";
        const change = await setDisplayName(db, normalizeEmail(email), displayName);
        if (change === "changed") await audit("account-renamed", session.email, email);
        return change;
      }),

    disable: (session, email) =>
      asAdministrator(session, async () => {
        const change = await setAdminUserDisabled(db, normalizeEmail(email), now());
        if (change === "changed") await audit("account-disabled", session.email, email);
        return change;
      }),

    enable: (session, email) =>
      asAdministrator(session, async () => {
        const change = await setAdminUserDisabled(db, normalizeEmail(email), undefined);
        if (change === "changed") await audit("account-enabled", session.email, email);
        return change;
      }),

    resetTwoStep: (session, email) =>
      asAdministrator(session, async () => {
        if (!(await resetTwoStep(db, normalizeEmail(email)))) return "no-account";
        await audit("two-step-reset", session.email, email);
        return "changed";
      }),

    async invitation(token): Promise<InvitationLink> {
      const invitation = await findInvitationByToken(db, tokenHash(token));
      return linkState(invitation, now());
    },

    async acceptInvitation(token, password) {
      if (weakPassword(password)) return { status: "weak-password" };
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx): Promise<InvitationLink> => {
        const invitation = await findInvitationByToken(tx, tokenHash(token));
        const state = linkState(invitation, now());
        if (state.status !== "open" || !invitation) return state;
        if (!(await claimInvitation(tx, invitation.id, now()))) return { status: "used" };
        try {
          await insertAdminUser(db, tx, {
            id: crypto.randomUUID(),
            email: invitation.email,
            passwordHash,
            role: invitation.role,
            displayName: invitation.displayName,
            createdAt: now(),
          });
        } catch (error) {
          // Made meanwhile with `npm run admin`: the link has nothing left to do.
          if (error instanceof DuplicateAdminUserError) return { status: "used" };
          throw error;
        }
        await recordAudit(tx, {
          at: now(),
          actor: invitation.email,
          action: "invitation-accepted",
          subject: invitation.email,
          detail: invitation.role,
          clientAddress: clientIp,
        });
        return state;
      });
    },

    async requestPasswordReset(typed) {
      const started = performance.now();
      const email = normalizeEmail(typed);
      const within = await withinResetLimits(email);
      if (within) {
        const user = await findAdminUserByEmail(db, email);
        if (user && !user.disabledAt) {
          const { token, hash } = newToken();
          const createdAt = now();
          await createPasswordReset(db, {
            tokenHash: hash,
            userId: user.id,
            createdAt,
            expiresAt: new Date(createdAt.getTime() + PASSWORD_RESET_LIFETIME_MINUTES * 60_000),
          });
          await audit("password-reset-requested", user.email, user.email);
          const letter = passwordResetLetter(
            PASSWORD_RESET_LIFETIME_MINUTES,
            linkTo(PASSWORD_RESET_PATH, token),
          );
          // After the answer: the mail server's pace must not tell a known address.
          void sendLetter(peopleMail, user.email, letter).then(
            (sent) => {
              if (!sent) logger.warn("password link not sent: e-mail is off (no SMTP_URL)");
            },
            (error: unknown) =>
              logger.warn(
                { error: loggableError(error) },
                "password link not sent: the mail server refused it",
              ),
          );
        }
      }
      await sleep(Math.max(0, RESET_ANSWER_FLOOR_MS - (performance.now() - started)));
      return within ? "requested" : "limited";
    },

    async passwordReset(token) {
      const open = await findOpenPasswordReset(db, tokenHash(token), now());
      return open ? { status: "open", email: open.email } : { status: "invalid" };
    },

    async resetPassword(token, password) {
      if (weakPassword(password)) return { status: "weak-password" };
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const hash = tokenHash(token);
        const open = await findOpenPasswordReset(tx, hash, now());
        if (!open || !(await claimPasswordReset(tx, hash, open.userId, now()))) {
          return { status: "invalid" as const };
        }
        await replacePassword(tx, open.email, passwordHash);
        await recordAudit(tx, {
          at: now(),
          actor: open.email,
          action: "password-reset",
          subject: open.email,
          clientAddress: clientIp,
        });
        return { status: "open" as const, email: open.email };
      });
    },
  };
}

/** What the link opens to now: the invitation, or why it no longer does. */
function linkState(invitation: Invitation | undefined, now: Date): InvitationLink {
  if (!invitation) return { status: "unknown" };
  if (invitation.acceptedAt) return { status: "used" };
  if (invitation.withdrawnAt) return { status: "withdrawn" };
  if (invitation.expiresAt <= now) return { status: "expired" };
  return { status: "open", email: invitation.email, displayName: invitation.displayName };
}
