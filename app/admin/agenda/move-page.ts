/**
 * `/admin/agenda/<booking id>/move`: the free times of the booking's consultant by the office's
 * day, its own time left out, as radio buttons in a plain form (no JavaScript needed). A time
 * refused since the page was drawn answers with the nearest free ones.
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { Interval } from "#shared/booking/availability.ts";
import {
  AGENDA_PATH,
  keepsAgenda,
  type AgendaState,
  type MoveChoices,
} from "#shared/booking/agenda.ts";
import type { DayView, SlotView } from "#shared/booking/contract.ts";
import { slotLine, slotTimes, slotView } from "#shared/booking/zones.ts";
import { adminTitles, agendaText } from "#app/content/admin.ts";
import {
  adminMeta,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
  type ProblemPage,
} from "#app/admin/common/answer.ts";
import { readForm, requirePost, requireSession, type Signed } from "#app/admin/common/guard.ts";
import { notForRole } from "./agenda-page.ts";

/** The form's field holding the chosen start (ISO 8601 UTC). */
export const START_FIELD = "start";

export interface MoveView {
  readonly viewer: AdminSession;
  readonly visitorName: string;
  /** Its time now, in the office's zone, in words. */
  readonly line: string;
  readonly state: AgendaState;
  readonly active: boolean;
  readonly days: readonly DayView[];
  /** After a refused time: the nearest free ones. */
  readonly nearest: readonly SlotView[];
  readonly notice: ActionNoticeValue | undefined;
  readonly agendaHref: string;
}

function notFound(url: URL): ProblemPage {
  return {
    status: 404,
    meta: adminMeta(adminTitles.bookingNotFound, url),
    problem: agendaText.bookingNotFound,
  };
}

function props(
  viewer: AdminSession,
  choices: MoveChoices,
  notice: ActionNoticeValue | undefined,
  nearest: readonly Interval[],
): MoveView {
  const officeZone = choices.calendar.officeZone;
  return {
    viewer,
    visitorName: choices.visitorName,
    line: slotLine(slotTimes(choices.startsAt, officeZone, officeZone)),
    state: choices.state,
    active: choices.active,
    days: choices.calendar.days,
    nearest: nearest.map((slot) => slotView(slot, officeZone, officeZone)),
    notice,
    agendaHref: AGENDA_PATH,
  };
}

async function view(
  signed: Signed<"bookings">,
  url: URL,
  bookingId: string,
  {
    notice,
    nearest = [],
    status = 200,
  }: { notice?: ActionNoticeValue; nearest?: readonly Interval[]; status?: 200 | 400 | 409 } = {},
): Promise<AdminPage<MoveView>> {
  const choices = await signed.bookings.moveChoices(signed.session, bookingId);
  if (choices === "forbidden") return notForRole(url);
  if (!choices) return notFound(url);
  return {
    status,
    meta: adminMeta(adminTitles.moveBooking, url),
    props: props(signed.session, choices, notice, nearest),
  };
}

export async function movePage(
  context: AdminRequest,
  bookingId: string,
): Promise<AdminPage<MoveView> | Response> {
  const { url } = context;
  if (context.request.method !== "POST") {
    const signed = await requireSession(context, "bookings");
    if (!("session" in signed)) return signed;
    if (!keepsAgenda(signed.session.role)) return notForRole(url);
    return view(signed, url, bookingId);
  }
  const form = await readForm(context.request);
  const signed = await requirePost(context, form, "bookings");
  if (!("session" in signed)) return signed;
  if (!keepsAgenda(signed.session.role)) return notForRole(url);
  const start = new Date(String(form.get(START_FIELD) ?? ""));
  if (Number.isNaN(start.getTime())) {
    return view(signed, url, bookingId, {
      status: 400,
      notice: { tone: "error", text: agendaText.chooseTime },
    });
  }
  const outcome = await signed.bookings.reschedule(signed.session, bookingId, start);
  if (outcome.changed) {
    return view(signed, url, bookingId, {
      notice: { tone: "success", text: agendaText.changed.move },
    });
  }
  return view(signed, url, bookingId, {
    status: 409,
    notice: { tone: "error", text: agendaText.refused[outcome.reason] },
    nearest: outcome.nearest,
  });
}
