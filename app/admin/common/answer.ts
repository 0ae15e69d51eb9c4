/**
 * What an admin page answers: either a finished response (a redirect, a refusal of the method) or
 * a page for the entry to render in the inbox's frame, with its status and cookies. Every one of
 * them is kept out of search engines and caches.
 */
import type { SiteLocals } from "#shared/locals/site-locals.ts";
import { adminShellText } from "#app/content/admin.ts";
import { noIndexRobots, pageMeta, type PageMeta } from "#app/lib/seo.ts";

/** What an admin page reads of Astro's request (`Astro` itself, or an endpoint's context). */
export interface AdminRequest {
  readonly locals: SiteLocals;
  readonly request: Request;
  readonly url: URL;
}

export const adminHeaders: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": noIndexRobots,
};

/** One of the inbox's own scripts, served from an address (its pages allow no inline script). */
export function scriptAnswer(script: string): Response {
  return new Response(script, {
    headers: { ...adminHeaders, "Content-Type": "text/javascript; charset=utf-8" },
  });
}

export function adminMeta(title: string, url: URL): PageMeta {
  return pageMeta({
    title,
    description: adminShellText.description,
    path: url.pathname,
    noindex: true,
  });
}

/** The outcome of a form's last submission, shown next to the form. */
export interface ActionNoticeValue {
  readonly tone: "success" | "error";
  readonly text: string;
}

/** A refusal in the inbox's frame: a heading, what to do, and the way back to the list. */
export interface Problem {
  readonly heading: string;
  readonly body: string;
}

interface PageHead {
  readonly status: number;
  readonly meta: PageMeta;
  readonly cookies?: readonly string[];
}

/** A screen with its data. */
export type ScreenPage<Props> = PageHead & { readonly props: Props; readonly problem?: undefined };

export type ProblemPage = PageHead & { readonly problem: Problem; readonly props?: undefined };

export type AdminPage<Props> = ScreenPage<Props> | ProblemPage;

/** Sets the page's status, the admin headers and its cookies on Astro's response. */
export function respondWith(
  response: { status?: number; statusText?: string; readonly headers: Headers },
  page: AdminPage<unknown>,
): void {
  response.status = page.status;
  // Astro's default reason phrase is "OK" whatever the status; empty, the server names the status.
  response.statusText = "";
  for (const [name, value] of Object.entries(adminHeaders)) response.headers.set(name, value);
  for (const cookie of page.cookies ?? []) response.headers.append("Set-Cookie", cookie);
}

export function adminRedirect(
  location: string,
  status: 302 | 303,
  cookies: readonly string[] = [],
): Response {
  const headers = new Headers({ ...adminHeaders, Location: location });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status, headers });
}

/** Only the tests of the enquiry service alone run the site without an inbox. */
export function noInbox(): Response {
  return new Response(null, { status: 404, headers: adminHeaders });
}

export function methodNotAllowed(allow: string): Response {
  return new Response(null, { status: 405, headers: { ...adminHeaders, Allow: allow } });
}
