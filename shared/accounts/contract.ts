/**
 * Who may use the team's inbox (`/admin`): the roles, the signed-in session, and the sign-in with
 * its second step. The server implements it (server/accounts/authentication.ts) and hands it to the
 * pages as `Astro.locals.accounts`, bound to the request's client address (the sign-in throttle
 * needs it).
 */

/**
 * Administrators manage accounts, export and erase a person's data; recruiters publish job
 * openings; reviewers and recruiters work enquiries.
 */
export const ADMIN_ROLES = ["administrator", "reviewer", "recruiter"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return ADMIN_ROLES.includes(value as AdminRole);
}

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing one cannot be used to stall the server. */
export const PASSWORD_MAX_LENGTH = 1024;

/** What only some roles may have. */
export type Restricted<T> =
  { readonly allowed: true; readonly value: T } | { readonly allowed: false };

/** The signed-in team member. */
export interface AdminSession {
  readonly email: string;
  /** The name shown for them (`displayNameOf`); the address stands in where it is not known. */
  readonly name?: string;
  readonly role: AdminRole;
  /** The synchronizer token every admin form posts back. */
  readonly csrfToken: string;
}

/** A POST is allowed only with a session and that session's CSRF token. */
export type PostAuthorization =
  | { readonly status: "allowed"; readonly session: AdminSession }
  | { readonly status: "signed-out" }
  | { readonly status: "forged" };

export interface SignInForm {
  /** The token the sign-in form posts back (double-submit: it is also in a cookie). */
  readonly token: string;
  /** Sets that cookie when the browser does not hold it yet. */
  readonly setCookie: string | undefined;
}

export type SignInOutcome =
  | { readonly status: "signed-in"; readonly setCookies: readonly string[] }
  /** The password was right; a code from an authenticator app (or enrolling one) comes next. */
  | { readonly status: "second-step"; readonly setCookies: readonly string[] }
  /** Unknown address or wrong password: the answer does not say which. */
  | { readonly status: "refused" }
  /** The form's token is missing or stale (or the post was forged). */
  | { readonly status: "expired" }
  /** Too many failures from this address or for this account. */
  | { readonly status: "locked"; readonly minutes: number }
  /** Too many sign-in attempts from this address within a minute, whatever their outcome. */
  | { readonly status: "throttled"; readonly seconds: number };

/** The second step of a sign-in whose password was right. */
export type SecondStep =
  | { readonly kind: "code"; readonly email: string }
  | {
      readonly kind: "enrol";
      readonly email: string;
      /** The secret in base32, for typing into an app that cannot scan. */
      readonly secret: string;
    };

export type SecondStepOutcome =
  | {
      readonly status: "signed-in";
      readonly setCookies: readonly string[];
      /** Handed out once, when an authenticator was just enrolled. */
      readonly recoveryCodes: readonly string[] | undefined;
    }
  /** A wrong, reused or malformed code. */
  | { readonly status: "refused" }
  /** The sign-in it continues is gone (expired, or never began): start again with the password. */
  | { readonly status: "expired" }
  | { readonly status: "locked"; readonly minutes: number }
  | { readonly status: "throttled"; readonly seconds: number };

/** Sessions, CSRF, the sign-in and its second step. */
export interface AdminAuthentication {
  /** The session the request's cookie names, if it is still valid. */
  session(cookieHeader: string | null): Promise<AdminSession | undefined>;
  authorizePost(cookieHeader: string | null, csrfToken: unknown): Promise<PostAuthorization>;
  signInForm(cookieHeader: string | null): SignInForm;
  signIn(input: {
    readonly email: string;
    readonly password: string;
    readonly token: unknown;
    readonly cookieHeader: string | null;
  }): Promise<SignInOutcome>;
  /** The step a sign-in is waiting for, when its password was right and it has not expired. */
  secondStep(cookieHeader: string | null): Promise<SecondStep | undefined>;
  /** The enrolling secret as a QR code (an SVG document); undefined when not enrolling. */
  enrolmentQrCode(cookieHeader: string | null): Promise<string | undefined>;
  /** Checks an authenticator or recovery code (or an enrolment's first code) and signs in. */
  completeSignIn(input: {
    readonly code: string;
    readonly token: unknown;
    readonly cookieHeader: string | null;
  }): Promise<SecondStepOutcome>;
  /** Ends the session; answers the Set-Cookie header that clears the cookie. */
  signOut(cookieHeader: string | null): Promise<string>;
}
