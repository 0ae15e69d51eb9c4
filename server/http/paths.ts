/** The path groups the HTTP app treats alike. */
import { INTERVIEW_PATH } from "#shared/hiring/interview-link.ts";
import { BOOK_MANAGE_PATH, BOOK_PATH } from "#shared/booking/contract.ts";
import { CONSENT_CHOICES_PATH } from "#shared/privacy/choices.ts";
import { CAREER_PATH, OPENINGS_SITEMAP_PATH } from "#shared/site/sitemap-paths.ts";

export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The team's inbox and everything under it. */
export function isAdminPath(path: string): boolean {
  return isUnder(path, "/admin") || path.startsWith("/admin.");
}

/**
 * The inbox's pages from before a session: the sign-in and its steps (the form's token, the
 * authenticator's secret, the recovery codes, a reset token) and an invitation's. Each carries a
 * secret of its own, as it is, in its markup.
 */
export function isSignInPath(path: string): boolean {
  return isUnder(path, "/admin/sign-in") || isUnder(path, "/admin/invitation");
}

/**
 * The paths a GET may have Astro render on request: the inbox, the career pages, a person's
 * consent page, the openings' sitemap, the booking page (its free times change by the minute)
 * and a booking's own page (its e-mails' link). Every other GET is a built file or the 404 page, so a
 * route the framework adds of its own (`/_image`, `/_server-islands/…`, `/_actions/…`) is never
 * reachable unless it is listed here. (The job form for an opening and the form-post pages are
 * reached only through the server's own rewrites.)
 */
export function isRenderedOnRequest(path: string): boolean {
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (
    isUnder(page, "/admin") ||
    isUnder(page, CAREER_PATH) ||
    page === CONSENT_CHOICES_PATH ||
    page === OPENINGS_SITEMAP_PATH ||
    page === BOOK_PATH ||
    isUnder(page, BOOK_MANAGE_PATH) ||
    isUnder(page, INTERVIEW_PATH)
  );
}
