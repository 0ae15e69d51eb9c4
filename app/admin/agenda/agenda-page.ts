/**
 * `/admin/agenda`: the consultations' bookings by the office's day, today's and the coming ones
 * (`?period=past` for the past), everyone's or the viewer's own (`?mine=1`). For the roles that
 * work on consultation enquiries.
 */
import { scorecardPath } from "#shared/hiring/scorecards.ts";
import { siteFacts } from "virtual:site-facts";
import type { AdminSession } from "#shared/accounts/contract.ts";
import {
  AGENDA_PATH,
  agendaMovePath,
  keepsAgenda,
  type AgendaEntry,
  type AgendaQuery,
  type TeamChangeOutcome,
} from "#shared/booking/agenda.ts";
import { slotTimes } from "#shared/booking/zones.ts";
import { adminTitles, agendaText } from "#app/content/admin.ts";
import {
  adminMeta,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
  type ProblemPage,
} from "#app/admin/common/answer.ts";
import {
  forgedPost,
  readForm,
  requirePost,
  requireSession,
  type Signed,
} from "#app/admin/common/guard.ts";
import { formatTeamTime } from "#app/admin/common/team-time.ts";

export interface AgendaItemView {
  readonly bookingId: string;
  readonly enquiryHref: string;
  readonly startIso: string;
  /** "10:00–10:30" in the office's zone. */
  readonly officeTime: string;
  /** "23:30 Eastern Standard Time, Monday 11 January 2027": absent when the office's clock agrees. */
  readonly visitorTime: string | undefined;
  readonly visitorName: string;
  readonly company: string;
  readonly consultant: string;
  readonly state: AgendaEntry["state"];
  /** What the team may do with it now: cancel it, and once it has started say how it went. */
  readonly actions: { readonly cancel: boolean; readonly close: boolean };
  /** Its move page, while it has not started. */
  readonly moveHref: string | undefined;
  /** An interview day's scorecards (decision 028); a consultation has none. */
  readonly scorecardHref: string | undefined;
}

export interface AgendaDayView {
  readonly isoDay: string;
  readonly label: string;
  readonly items: readonly AgendaItemView[];
}

export interface AgendaView {
  readonly viewer: AdminSession;
  readonly query: AgendaQuery;
  readonly days: readonly AgendaDayView[];
  /** The href of each choice of the period and of whose bookings. */
  readonly links: Readonly<Record<"coming" | "past" | "everyone" | "mine", string>>;
  readonly feed: {
    /** When the viewer's current feed address was made, as the team reads it. */
    readonly madeAt: string | undefined;
    /** The address just made: shown in the answer to the POST that made it, and never again. */
    readonly newAddress: string | undefined;
  };
  /** What the last change of a booking came to. */
  readonly notice: ActionNoticeValue | undefined;
}

/** The form's intent that makes a new calendar feed address. */
export const RENEW_FEED_INTENT = "renew-feed";
/** The intents of a booking's forms, each naming the booking in BOOKING_FIELD. */
export const BOOKING_INTENTS = ["cancel", "held", "no-show"] as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[number];
export const BOOKING_FIELD = "booking";
/** The cancellation's reason, for the audit log. */
export const REASON_FIELD = "reason";

export function agendaHref({ period, mine }: AgendaQuery): string {
  const params = new URLSearchParams();
  if (period === "past") params.set("period", "past");
  if (mine) params.set("mine", "1");
  const query = params.toString();
  return query ? `${AGENDA_PATH}?${query}` : AGENDA_PATH;
}

function itemOf(entry: AgendaEntry, officeZone: string): AgendaItemView {
  const { visitor, office } = slotTimes(entry.startsAt, entry.visitorZone, officeZone);
  const officeStart = office ?? visitor;
  const officeEnd = slotTimes(entry.endsAt, officeZone, officeZone).visitor;
  return {
    bookingId: entry.bookingId,
    enquiryHref: `/admin/enquiries/${entry.enquiryId}`,
    startIso: entry.startsAt.toISOString(),
    officeTime: `${officeStart.time}–${officeEnd.time}`,
    visitorTime: office
      ? `${visitor.time} ${visitor.zoneName}${visitor.isoDay === office.isoDay ? "" : `, ${visitor.day}`}`
      : undefined,
    visitorName: entry.visitorName,
    // A candidate's interview day says so where a visitor's company stands.
    company: entry.eventType === "interview" ? agendaText.interviewDay : entry.company,
    consultant: entry.consultant ?? agendaText.unassigned,
    state: entry.state,
    actions: { cancel: entry.active, close: entry.active && entry.started },
    moveHref: entry.active && !entry.started ? agendaMovePath(entry.bookingId) : undefined,
    scorecardHref:
      entry.eventType === "interview" && entry.state !== "cancelled"
        ? scorecardPath(entry.bookingId)
        : undefined,
  };
}

/** The entries grouped by the office's day, in the order they came. */
export function agendaDays(entries: readonly AgendaEntry[], officeZone: string): AgendaDayView[] {
  const days: { isoDay: string; label: string; items: AgendaItemView[] }[] = [];
  for (const entry of entries) {
    const { visitor: inOffice } = slotTimes(entry.startsAt, officeZone, officeZone);
    let day = days.at(-1);
    if (day?.isoDay !== inOffice.isoDay) {
      day = { isoDay: inOffice.isoDay, label: inOffice.day, items: [] };
      days.push(day);
    }
    day.items.push(itemOf(entry, officeZone));
  }
  return days;
}

export const notForRole = (url: URL): ProblemPage => ({
  status: 403,
  meta: adminMeta(adminTitles.otherRoles, url),
  problem: agendaText.notForRole,
});

function queryOf(url: URL): AgendaQuery {
  return {
    period: url.searchParams.get("period") === "past" ? "past" : "coming",
    mine: url.searchParams.get("mine") === "1",
  };
}

async function view(
  signed: Signed<"agenda">,
  url: URL,
  {
    newAddress,
    notice,
    status = 200,
  }: { newAddress?: string; notice?: ActionNoticeValue; status?: 200 | 400 | 409 } = {},
): Promise<AdminPage<AgendaView>> {
  const query = queryOf(url);
  const answer = await signed.agenda.agenda(signed.session, query);
  if (!answer.allowed) return notForRole(url);
  const madeAt = await signed.agenda.feedMadeAt(signed.session);
  return {
    status,
    meta: adminMeta(adminTitles.agenda, url),
    props: {
      viewer: signed.session,
      query,
      days: agendaDays(answer.value, siteFacts.timeZone),
      links: {
        coming: agendaHref({ ...query, period: "coming" }),
        past: agendaHref({ ...query, period: "past" }),
        everyone: agendaHref({ ...query, mine: false }),
        mine: agendaHref({ ...query, mine: true }),
      },
      feed: { madeAt: madeAt && formatTeamTime(madeAt), newAddress },
      notice,
    },
  };
}

const isBookingIntent = (value: unknown): value is BookingIntent =>
  (BOOKING_INTENTS as readonly unknown[]).includes(value);

/** A booking's change as the form asks it; the outcome is the service's, whoever was first. */
async function changeBooking(
  signed: Signed<"agenda" | "bookings">,
  url: URL,
  intent: BookingIntent,
  form: FormData,
): Promise<AdminPage<AgendaView>> {
  const bookingId = String(form.get(BOOKING_FIELD) ?? "");
  const { session, bookings } = signed;
  let outcome: TeamChangeOutcome;
  if (intent === "cancel") {
    const reason = String(form.get(REASON_FIELD) ?? "").trim();
    if (!reason) {
      return view(signed, url, {
        status: 400,
        notice: { tone: "error", text: agendaText.reasonMissing },
      });
    }
    outcome = await bookings.cancel(session, bookingId, reason);
  } else if (intent === "held") {
    outcome = await bookings.markHeld(session, bookingId);
  } else {
    outcome = await bookings.markNoShow(session, bookingId);
  }
  return view(signed, url, {
    status: outcome.changed ? 200 : 409,
    notice: outcome.changed
      ? { tone: "success", text: agendaText.changed[intent] }
      : { tone: "error", text: agendaText.refused[outcome.reason] },
  });
}

export async function agendaPage(context: AdminRequest): Promise<AdminPage<AgendaView> | Response> {
  if (context.request.method !== "POST") {
    const signed = await requireSession(context, "agenda");
    if (!("session" in signed)) return signed;
    return view(signed, context.url);
  }
  const form = await readForm(context.request);
  const signed = await requirePost(context, form, "agenda", "bookings");
  if (!("session" in signed)) return signed;
  const intent = form.get("intent");
  if (intent !== RENEW_FEED_INTENT && !isBookingIntent(intent)) {
    return forgedPost(context.url, 400);
  }
  if (!keepsAgenda(signed.session.role)) return notForRole(context.url);
  if (isBookingIntent(intent)) return changeBooking(signed, context.url, intent, form);
  return view(signed, context.url, { newAddress: await signed.agenda.renewFeed(signed.session) });
}
