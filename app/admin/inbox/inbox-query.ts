/**
 * The inbox's filters as GET query parameters, so a filtered list is a URL the team can share:
 * `?kind=project&status=new&from=2030-01-01&to=2030-01-31&q=acme&source=google&due=overdue&owner=mine&sort=due&page=2`,
 * and for job applications `&opening=<id>&stage=interview` (a stage's key). Values that mean nothing are ignored
 * rather than refused.
 */
import { isEnquiryStatus, type EnquiryStatus } from "#shared/enquiries/status.ts";
import { type InboxFilter } from "#shared/inbox/contract.ts";
import { isEnquiryKind, type EnquiryKind } from "#shared/enquiries/kinds.ts";
import { isStageKey } from "#shared/hiring/pipeline.ts";
import { teamDayEnd, teamDayStart } from "#app/admin/common/team-time.ts";

export const PAGE_SIZE = 25;
const SEARCH_MAX = 200;

export interface InboxQuery {
  readonly kind?: EnquiryKind;
  readonly status?: EnquiryStatus;
  /** Team days, YYYY-MM-DD, both included. */
  readonly from?: string;
  readonly to?: string;
  readonly q?: string;
  /** A campaign source or referring site, or part of one. */
  readonly source?: string;
  /** Only the enquiries past their reply's due time. */
  readonly due?: "overdue";
  /** The viewer's own enquiries, or those nobody owns. */
  readonly owner?: "mine" | "unassigned";
  /** The unanswered enquiries first, soonest due first. */
  readonly sort?: "due";
  /** Job applications from one opening (its id) and at one stage. */
  readonly opening?: string;
  readonly stage?: string;
  readonly page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isoDay(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const kind = params.get("kind");
  const status = params.get("status");
  const q = params.get("q")?.trim().slice(0, SEARCH_MAX);
  const source = params.get("source")?.trim().slice(0, SEARCH_MAX);
  const page = Number(params.get("page"));
  const owner = params.get("owner");
  const opening = params.get("opening");
  const stage = params.get("stage");
  return {
    ...(opening && UUID.test(opening) ? { opening } : {}),
    ...(isStageKey(stage) ? { stage } : {}),
    ...(isEnquiryKind(kind) ? { kind } : {}),
    ...(isEnquiryStatus(status) ? { status } : {}),
    ...(isoDay(params.get("from")) ? { from: isoDay(params.get("from")) } : {}),
    ...(isoDay(params.get("to")) ? { to: isoDay(params.get("to")) } : {}),
    ...(q ? { q } : {}),
    ...(source ? { source } : {}),
    ...(params.get("due") === "overdue" ? { due: "overdue" as const } : {}),
    ...(owner === "mine" || owner === "unassigned" ? { owner } : {}),
    ...(params.get("sort") === "due" ? { sort: "due" as const } : {}),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The store's filter: team days become the instants they start and end; "mine" the viewer. */
export function inboxFilterOf(query: InboxQuery, viewer: string): InboxFilter {
  return {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.from ? { receivedFrom: teamDayStart(query.from) } : {}),
    ...(query.to ? { receivedBefore: teamDayEnd(query.to) } : {}),
    ...(query.q ? { search: query.q } : {}),
    ...(query.source ? { source: query.source } : {}),
    ...(query.due === "overdue" ? { overdue: true } : {}),
    ...(query.owner === "mine" ? { owner: viewer } : {}),
    ...(query.owner === "unassigned" ? { unowned: true } : {}),
    ...(query.sort === "due" ? { order: "due" as const } : {}),
    ...(query.opening ? { openingId: query.opening } : {}),
    ...(query.stage ? { stage: query.stage } : {}),
  };
}

/** `?…` for the query with `changes` applied; the first page and empty values are left out. */
export function inboxSearch(query: InboxQuery, changes: Partial<InboxQuery> = {}): string {
  const merged = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const name of [
    "kind",
    "status",
    "from",
    "to",
    "q",
    "source",
    "due",
    "owner",
    "sort",
    "opening",
    "stage",
  ] as const) {
    const value = merged[name];
    if (value) params.set(name, value);
  }
  if (merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
