/**
 * The team's agenda (`AdminAgenda`, shared/booking/agenda.ts): bookings with their enquiry's
 * visitor and their consultant, split at the start of the office's today. Only the kinds of
 * enquiry the viewer's role works on (shared/accounts/roles.ts): sales see the consultations,
 * recruiters the candidates' interview days.
 */
import { TZDate } from "@date-fns/tz";
import { displayNameOf } from "#shared/accounts/display-name.ts";
import { kindsFor } from "#shared/accounts/roles.ts";
import {
  keepsAgenda,
  type AdminAgenda,
  type AgendaEntry,
  type AgendaQuery,
  type AgendaState,
} from "#shared/booking/agenda.ts";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { readDate, readJson, type Database, type SqlValue } from "#server/store/database.ts";
import type { CalendarFeeds } from "./feed.ts";
import { isActive, type BookingState } from "./store.ts";

/** The past is long; the agenda shows its latest bookings only. */
export const PAST_SHOWN = 200;

/** The instant the office's day holding `at` began. */
export function officeDayStart(at: Date, timeZone: string): Date {
  const local = new TZDate(at.getTime(), timeZone);
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), timeZone).getTime(),
  );
}

function entryOf(row: Record<string, unknown>, now: Date): AgendaEntry {
  const fields = readJson(row.fields) as Record<string, string>;
  const startsAt = readDate(row.starts_at);
  const state = row.state as AgendaState & BookingState;
  return {
    bookingId: String(row.id),
    enquiryId: String(row.enquiry_id),
    startsAt,
    endsAt: readDate(row.ends_at),
    visitorZone: String(row.visitor_zone),
    state,
    active: isActive(state),
    started: startsAt.getTime() <= now.getTime(),
    consultant:
      row.consultant_email === null
        ? undefined
        : displayNameOf({
            email: String(row.consultant_email),
            displayName: row.consultant_name === null ? undefined : String(row.consultant_name),
          }),
    visitorName: fields.name ?? "",
    company: fields.companyName ?? "",
    eventType: row.event_type === "interview" ? "interview" : "consultation",
  };
}

/** The bookings the viewer's role may see, of the period asked for. */
export async function agendaEntries(
  db: Database,
  viewer: AdminSession,
  query: AgendaQuery,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<AgendaEntry[]> {
  const params: SqlValue[] = [officeDayStart(now, timeZone).toISOString()];
  const bind = (value: SqlValue) => {
    params.push(value);
    return `$${params.length}`;
  };
  const kinds = kindsFor(viewer.role).map(bind).join(", ");
  const mine = query.mine ? `AND u.email = ${bind(viewer.email)}` : "";
  const coming = query.period === "coming";
  const rows = await db.query(
    `SELECT b.id, b.enquiry_id, b.event_type, b.starts_at, b.ends_at, b.visitor_zone, b.state, e.fields,
            u.email AS consultant_email, u.display_name AS consultant_name
       FROM bookings b
       JOIN enquiries e ON e.id = b.enquiry_id
       LEFT JOIN admin_users u ON u.id = b.consultant_id
      WHERE ${coming ? "b.starts_at >= $1" : "b.starts_at < $1"}
        AND e.kind IN (${kinds}) ${mine}
      ORDER BY b.starts_at ${coming ? "ASC" : "DESC"}, b.id
      ${coming ? "" : `LIMIT ${PAST_SHOWN}`}`,
    params,
  );
  return rows.map((row) => entryOf(row, now));
}

export function createAgenda({
  db,
  timeZone,
  feeds,
  now = () => new Date(),
}: {
  readonly db: Database;
  readonly timeZone: string;
  readonly feeds: Pick<CalendarFeeds, "renew" | "madeAt">;
  readonly now?: () => Date;
}): { forClient(clientAddress: string): AdminAgenda } {
  return { forClient: (clientAddress) => agendaFor(db, timeZone, feeds, now, clientAddress) };
}

function agendaFor(
  db: Database,
  timeZone: string,
  feeds: Pick<CalendarFeeds, "renew" | "madeAt">,
  now: () => Date,
  clientAddress: string,
): AdminAgenda {
  return {
    feedMadeAt: (viewer) => feeds.madeAt(viewer.email),
    async renewFeed(viewer) {
      const address = await feeds.renew(viewer.email, { clientAddress });
      // The session's account exists: a removed one has no session.
      if (!address) throw new Error("No account for the session");
      return address;
    },
    async agenda(viewer, query) {
      if (!keepsAgenda(viewer.role)) return { allowed: false };
      return {
        allowed: true,
        value: await agendaEntries(db, viewer, query, { now: now(), timeZone }),
      };
    },
  };
}
