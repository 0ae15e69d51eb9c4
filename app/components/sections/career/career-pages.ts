/**
 * The career pages rendered on request from the openings in the database: `/career` and
 * `/career/<slug>`. Each answers with an ETag made of the build and what it shows, so a browser
 * or proxy revalidates with a 304 until an opening changes, as it does for the pre-rendered pages.
 */
import type { Opening, OpeningsDirectory } from "#shared/hiring/openings.ts";

/** Revalidated on every use, as the pre-rendered pages are. */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** The build's own mark, so that a new build's markup is never taken for the old one's. */
const BUILD_ID = __BUILD_ID__;

export interface CareerRequest {
  readonly locals: { readonly openings?: OpeningsDirectory };
  readonly request: Request;
}

/** What a career page shows, and how it answers. */
export type CareerAnswer<T> =
  | { readonly status: 200 | 410; readonly data: T; readonly headers: Record<string, string> }
  | Response;

async function etagOf(parts: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([BUILD_ID, parts]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

function matches(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  return (
    header !== null && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
  );
}

async function answer<T>(
  request: Request,
  status: 200 | 410,
  data: T,
  stamp: unknown,
): Promise<CareerAnswer<T>> {
  const etag = await etagOf([status, stamp]);
  const headers = { ETag: etag, "Cache-Control": CACHE_CONTROL };
  if (matches(request, etag)) return new Response(null, { status: 304, headers });
  return { status, data, headers };
}

function directoryOf(locals: CareerRequest["locals"]): OpeningsDirectory {
  if (!locals.openings) throw new Error("The career pages need the server's openings");
  return locals.openings;
}

const stampOf = (openings: readonly Opening[]) =>
  openings.map((opening) => [opening.id, opening.updatedAt.toISOString()]);

/** `/career`: the openings listed today. */
export async function careerListing({
  locals,
  request,
}: CareerRequest): Promise<CareerAnswer<Opening[]>> {
  const openings = await directoryOf(locals).listed();
  return answer(request, 200, openings, stampOf(openings));
}

export type OpeningView =
  | { readonly kind: "listed"; readonly opening: Opening }
  | { readonly kind: "gone"; readonly others: Opening[] };

/** `/career/<slug>`: the opening, or 410 with the current ones, or 404 (`undefined`). */
export async function careerOpening(
  { locals, request }: CareerRequest,
  slug: string,
): Promise<CareerAnswer<OpeningView> | undefined> {
  const directory = directoryOf(locals);
  const found = await directory.find(slug);
  if (found.status === "unknown") return undefined;
  if (found.status === "listed") {
    const { opening } = found;
    return answer(request, 200, { kind: "listed", opening }, stampOf([opening]));
  }
  const others = await directory.listed();
  return answer(request, 410, { kind: "gone", others }, [slug, ...stampOf(others)]);
}
