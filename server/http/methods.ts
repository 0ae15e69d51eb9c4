/**
 * The methods each path answers, and 405 with `Allow` for any other (TRACE, PUT, OPTIONS,
 * WebDAV's, made-up ones), before anything else reads the request. GET routes answer HEAD too:
 * a HEAD is dispatched as a GET, and Node leaves the body out of the answer.
 */
import { INTERVIEW_PATH } from "#shared/hiring/interview-link.ts";
import type { MiddlewareHandler } from "hono";
import { BOOK_MANAGE_PATH, BOOK_PATH } from "#shared/booking/contract.ts";
import { CONSENT_CHOICES_PATH } from "#shared/privacy/choices.ts";
import { PAGES_WITH_FORMS } from "#shared/locals/site-locals.ts";
import { isAdminPath, isUnder } from "./paths.ts";

const READ = ["GET", "HEAD"] as const;
const READ_AND_POST = ["GET", "HEAD", "POST"] as const;

/**
 * Pages answer GET; the inbox, the pages with an enquiry form, a person's consent page, the
 * booking page, a booking's own page and a candidate's interview link also take a form's POST.
 */
export function allowedMethods(path: string): readonly string[] {
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (
    isAdminPath(path) ||
    page === CONSENT_CHOICES_PATH ||
    page === BOOK_PATH ||
    isUnder(page, BOOK_MANAGE_PATH) ||
    isUnder(page, INTERVIEW_PATH) ||
    (PAGES_WITH_FORMS as readonly string[]).includes(page)
  ) {
    return READ_AND_POST;
  }
  return READ;
}

/** Refuses a method the path does not serve; `exempt` paths answer their own 405s. */
export function methodPolicy(exempt: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (exempt.includes(c.req.path)) return next();
    const allowed = allowedMethods(c.req.path);
    if (allowed.includes(c.req.method)) return next();
    return c.text("Method not allowed", 405, { Allow: allowed.join(", ") });
  };
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * The app's `fetch` with HEAD dispatched as GET. Hono would answer a HEAD with a copy of the GET
 * answer, which fails for the pages Astro writes straight to the Node response; as a GET, every
 * route answers it, and Node sends the headers without the body.
 */
export function headAsGet<F extends Fetch>(fetch: F): F {
  return ((request: Request, ...rest: never[]) =>
    fetch(
      request.method === "HEAD" ? new Request(request, { method: "GET" }) : request,
      ...rest,
    )) as F;
}
