/**
 * `/admin/agenda/<booking id>/scorecard`: an interview day's scorecard. Its interviewer fills in
 * theirs (a rating per attribute of the opening, an overall recommendation, notes) in a plain
 * form; a second submit edits it. Whoever manages openings reads every scorecard of it; anyone
 * else is refused.
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { ScorecardSaved, ScorecardSheet } from "#shared/hiring/scorecards.ts";
import { adminTitles, scorecardText } from "#app/content/admin.ts";
import {
  adminMeta,
  adminRedirect,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
  type ProblemPage,
} from "#app/admin/common/answer.ts";
import { readForm, requirePost, requireSession, type Signed } from "#app/admin/common/guard.ts";

/** What the form posted, kept to show again when it did not pass. */
export interface ScorecardValues {
  readonly ratings: Readonly<Record<string, string>>;
  readonly recommendation: string;
  readonly notes: string;
}

export interface ScorecardView {
  readonly viewer: AdminSession;
  readonly sheet: ScorecardSheet;
  readonly values: ScorecardValues;
  readonly notice: ActionNoticeValue | undefined;
}

/** The field a rating of an attribute is posted in: by its place in the list. */
export const ratingField = (index: number) => `rating-${index}`;

function notFound(url: URL): ProblemPage {
  return {
    status: 404,
    meta: adminMeta(adminTitles.bookingNotFound, url),
    problem: scorecardText.notFound,
  };
}

function notYours(url: URL): ProblemPage {
  return {
    status: 403,
    meta: adminMeta(adminTitles.bookingNotFound, url),
    problem: scorecardText.notYours,
  };
}

/** The viewer's scorecard as its form shows it: theirs as submitted, else blank. */
function storedValues(sheet: ScorecardSheet): ScorecardValues {
  const own = sheet.own?.scorecard;
  return {
    ratings: Object.fromEntries(
      (own?.ratings ?? []).map((entry) => [entry.attribute, String(entry.rating)]),
    ),
    recommendation: own?.recommendation ?? "",
    notes: own?.notes ?? "",
  };
}

function postedValues(sheet: ScorecardSheet, form: FormData): ScorecardValues {
  return {
    ratings: Object.fromEntries(
      sheet.attributes.map((attribute, index) => [
        attribute,
        String(form.get(ratingField(index)) ?? ""),
      ]),
    ),
    recommendation: String(form.get("recommendation") ?? ""),
    notes: String(form.get("notes") ?? ""),
  };
}

const NOTICES: Readonly<Record<ScorecardSaved, ActionNoticeValue>> = {
  saved: { tone: "success", text: scorecardText.saved },
  updated: { tone: "success", text: scorecardText.updated },
  invalid: { tone: "error", text: scorecardText.invalid },
  cancelled: { tone: "error", text: scorecardText.cancelled },
  forbidden: { tone: "error", text: scorecardText.forbidden },
  "not-found": { tone: "error", text: scorecardText.notFound.heading },
};

async function sheetOf(
  signed: Signed<"hiring">,
  url: URL,
  bookingId: string,
): Promise<ScorecardSheet | ProblemPage> {
  const sheet = await signed.hiring.scorecardSheet(signed.session, bookingId);
  if (sheet === "forbidden") return notYours(url);
  return sheet ?? notFound(url);
}

export async function scorecardPage(
  context: AdminRequest,
  bookingId: string,
): Promise<AdminPage<ScorecardView> | Response> {
  const { url } = context;
  if (context.request.method !== "POST") {
    const signed = await requireSession(context, "hiring");
    if (!("session" in signed)) return signed;
    const sheet = await sheetOf(signed, url, bookingId);
    if ("problem" in sheet) return sheet;
    const done = url.searchParams.get("done");
    return {
      status: 200,
      meta: adminMeta(adminTitles.scorecard(sheet.candidateName), url),
      props: {
        viewer: signed.session,
        sheet,
        values: storedValues(sheet),
        notice: done === "saved" || done === "updated" ? NOTICES[done] : undefined,
      },
    };
  }
  const form = await readForm(context.request);
  const signed = await requirePost(context, form, "hiring");
  if (!("session" in signed)) return signed;
  const sheet = await sheetOf(signed, url, bookingId);
  if ("problem" in sheet) return sheet;
  const values = postedValues(sheet, form);
  const outcome = await signed.hiring.submitScorecard(signed.session, bookingId, values);
  if (outcome === "saved" || outcome === "updated") {
    return adminRedirect(`${url.pathname}?done=${outcome}`, 303);
  }
  if (outcome === "not-found") return notFound(url);
  if (outcome === "forbidden") return notYours(url);
  return {
    status: outcome === "invalid" ? 400 : 409,
    meta: adminMeta(adminTitles.scorecard(sheet.candidateName), url),
    props: { viewer: signed.session, sheet, values, notice: NOTICES[outcome] },
  };
}
