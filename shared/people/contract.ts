/**
 * The team's people, run from the browser: administrators invite, change roles, disable and
 * re-enable, and reset a lost phone's two-step sign-in (`/admin/people`); an invitee accepts by
 * the link in their mail; anyone who forgot their password asks for a link at the sign-in page.
 * The server implements it (server/people/service.ts) and hands it to the pages as
 * `Astro.locals.people`, bound to the request's client address (the audit log and the reset's
 * limit need it). `npm run admin` stays for the first administrator and for recovery.
 */
import type { AdminRole, AdminSession, Restricted } from "#shared/accounts/contract.ts";

/** How long an invitation's link is valid. */
export const INVITATION_LIFETIME_HOURS = 48;
/** How long a forgotten password's link is valid. */
export const PASSWORD_RESET_LIFETIME_MINUTES = 30;
/** The longest display name. */
export const DISPLAY_NAME_MAX_LENGTH = 80;

export type PersonState = "invited" | "active" | "disabled";

export interface Person {
  /** The account's id, or the invitation's while invited. */
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly role: AdminRole;
  readonly state: PersonState;
  readonly twoStep: boolean;
  readonly lastSignInAt: Date | undefined;
  /** When an invitation's link stops working; undefined for an account. */
  readonly invitationExpiresAt: Date | undefined;
  /** Conversations they own that are not closed: to reassign when they leave. */
  readonly openConversations: number;
}

export interface NewInvitation {
  readonly email: string;
  readonly displayName: string;
  readonly role: AdminRole;
}

/**
 * "sent": the mail is on its way. "not-sent": e-mail is off or the mail server refused it; the
 * administrator hands the link over themselves (shown once, never stored). "has-account": the
 * address already signs in. "invalid": a field is missing or malformed.
 */
export type InvitationOutcome =
  | { readonly status: "sent" }
  | { readonly status: "not-sent"; readonly link: string }
  | { readonly status: "has-account" }
  | { readonly status: "invalid"; readonly field: "email" | "displayName" | "role" };

/** Why a person's change was refused, or that it was made. */
export type PersonChange = "changed" | "unchanged" | "no-account" | "last-administrator";

/** The people screen's work, only for administrators. */
export interface AdminPeople {
  people(session: AdminSession): Promise<Restricted<Person[]>>;
  invite(session: AdminSession, invitation: NewInvitation): Promise<Restricted<InvitationOutcome>>;
  /** A new link (the old one dies), valid 48 hours from now; undefined when not open. */
  resendInvitation(
    session: AdminSession,
    id: string,
  ): Promise<Restricted<InvitationOutcome | undefined>>;
  withdrawInvitation(session: AdminSession, id: string): Promise<Restricted<boolean>>;
  changeRole(
    session: AdminSession,
    email: string,
    role: AdminRole,
  ): Promise<Restricted<PersonChange>>;
  rename(
    session: AdminSession,
    email: string,
    displayName: string,
  ): Promise<Restricted<PersonChange>>;
  /** Their sessions end at once; their history and ownership stay. */
  disable(session: AdminSession, email: string): Promise<Restricted<PersonChange>>;
  enable(session: AdminSession, email: string): Promise<Restricted<PersonChange>>;
  /** They set up an authenticator app again at their next sign-in; their sessions end. */
  resetTwoStep(session: AdminSession, email: string): Promise<Restricted<PersonChange>>;
}

/** What an invitation's link opens to, or why it no longer does. */
export type InvitationLink =
  | { readonly status: "open"; readonly email: string; readonly displayName: string }
  | { readonly status: "expired" | "used" | "withdrawn" | "unknown" };

/** What a forgotten password's link opens to, or that it no longer does. */
export type ResetLink =
  { readonly status: "open"; readonly email: string } | { readonly status: "invalid" };

/**
 * A password outside PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH (the same rule as `npm run admin`);
 * nothing was changed.
 */
export type WeakPassword = { readonly status: "weak-password" };

/** The doors for someone without a session: accepting an invitation, a forgotten password. */
export interface AccountDoors {
  invitation(token: string): Promise<InvitationLink>;
  /** Makes the account with its password ("open" with its address), or says why not. */
  acceptInvitation(token: string, password: string): Promise<InvitationLink | WeakPassword>;
  /**
   * Mails a single-use link when the address has an account that may sign in. Answers the same,
   * after the same work, whether or not it has; "limited" when the address or the client asked
   * too often.
   */
  requestPasswordReset(email: string): Promise<"requested" | "limited">;
  passwordReset(token: string): Promise<ResetLink>;
  /** Sets the password and ends every session; the two-step code is still asked at sign-in. */
  resetPassword(token: string, password: string): Promise<ResetLink | WeakPassword>;
}
