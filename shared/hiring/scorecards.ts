/**
 * Scorecards (issue 33, decision 028): after an interview day each of its interviewers rates the
 * candidate on the opening's attributes, writes notes and gives an overall recommendation. The
 * server keeps them (server/hiring/scorecards.ts); the pages show and take them.
 */
import type { AdminSession } from "#shared/accounts/contract.ts";

/** What a new opening's interviewers rate, until a recruiter changes the list. */
export const DEFAULT_ATTRIBUTES = ["Technical skill", "Problem solving", "Communication"] as const;
export const ATTRIBUTE_NAME_MAX_LENGTH = 40;
export const MAX_ATTRIBUTES = 10;
export const NOTES_MAX_LENGTH = 4000;

/** A rating from 1 (well below what the role needs) to 4 (well above). */
export const RATINGS = [1, 2, 3, 4] as const;
export type Rating = (typeof RATINGS)[number];

export const RECOMMENDATIONS = ["strong-no", "no", "yes", "strong-yes"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const isRecommendation = (value: unknown): value is Recommendation =>
  (RECOMMENDATIONS as readonly unknown[]).includes(value);

/**
 * An attribute list as a recruiter types it, one per line, in order: blank lines dropped, each
 * trimmed; undefined when empty, too long, repeated or more than MAX_ATTRIBUTES.
 */
export function attributesFrom(text: string): string[] | undefined {
  const names = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const fits = names.every((name) => name.length <= ATTRIBUTE_NAME_MAX_LENGTH);
  const distinct = new Set(names.map((name) => name.toLowerCase())).size === names.length;
  return names.length > 0 && names.length <= MAX_ATTRIBUTES && fits && distinct ? names : undefined;
}

/** How long after an interview day ends its interviewer is reminded of a missing scorecard. */
export const SCORECARD_REMINDER_AFTER_HOURS = 2;

/** The longest reason a recruiter may give for an offer made without every scorecard. */
export const OFFER_REASON_MAX_LENGTH = 500;

/** The stage an application cannot reach without every scorecard, unless a reason is given. */
export const OFFER_STAGE = "offer";

/** An application's scorecards, over the interview days it has had or has booked. */
export interface ScorecardSummary {
  /** One per interviewer of each interview day that stands or was held. */
  readonly expected: number;
  readonly submitted: number;
  /** How many of the submitted ones recommend each, strongest yes first. */
  readonly recommendations: readonly {
    readonly recommendation: Recommendation;
    readonly count: number;
  }[];
  /** The interviewers whose scorecard is still missing, by display name. */
  readonly missing: readonly string[];
}

/** An interview's scorecard page, for its interviewers and whoever manages openings. */
export const scorecardPath = (bookingId: string) =>
  `/admin/agenda/${encodeURIComponent(bookingId)}/scorecard`;

export interface ScorecardRating {
  readonly attribute: string;
  readonly rating: Rating;
}

export interface Scorecard {
  /** The interviewer's display name; undefined once their account was removed. */
  readonly interviewer: string | undefined;
  readonly interviewerEmail: string | undefined;
  readonly ratings: readonly ScorecardRating[];
  readonly recommendation: Recommendation;
  readonly notes: string;
  readonly submittedAt: Date;
  readonly updatedAt: Date;
}

/** What the scorecard page shows of one interview day. */
export interface ScorecardSheet {
  readonly bookingId: string;
  readonly enquiryId: string;
  readonly candidateName: string;
  readonly opening: { readonly id: string; readonly title: string } | undefined;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** Cancelled: nothing more can be scored. */
  readonly cancelled: boolean;
  /** The opening's attributes now, in order: what a new scorecard rates. */
  readonly attributes: readonly string[];
  /** The interviewers expected to score it, by display name, each with whether they have. */
  readonly interviewers: readonly { readonly name: string; readonly submitted: boolean }[];
  /** The viewer's own scorecard form: present only when the viewer is one of its interviewers. */
  readonly own: { readonly scorecard: Scorecard | undefined } | undefined;
  /** The scorecards the viewer may read: all of them for a manager, else only their own. */
  readonly scorecards: readonly Scorecard[];
}

export interface ScorecardInput {
  /** By attribute name, as the form posts it ("1" to "4"). */
  readonly ratings: Readonly<Record<string, string>>;
  readonly recommendation: string;
  readonly notes: string;
}

export type ScorecardSaved =
  "saved" | "updated" | "invalid" | "cancelled" | "forbidden" | "not-found";

/** Scorecards in the inbox: an interview's interviewers fill theirs, managers read them all. */
export interface AdminScorecards {
  /** The opening's attributes in order; undefined for no such opening or a role that may not. */
  attributes(session: AdminSession, openingId: string): Promise<readonly string[] | undefined>;
  /** Sets them from the recruiter's text, one per line (`attributesFrom`). */
  setAttributes(
    session: AdminSession,
    openingId: string,
    text: string,
  ): Promise<"saved" | "invalid" | "forbidden" | "not-found">;
  /** Undefined when there is no such interview day; "forbidden" for anyone else. */
  scorecardSheet(
    session: AdminSession,
    bookingId: string,
  ): Promise<ScorecardSheet | "forbidden" | undefined>;
  /** Saves the viewer's own scorecard; a second submit edits it ("updated"). */
  submitScorecard(
    session: AdminSession,
    bookingId: string,
    input: ScorecardInput,
  ): Promise<ScorecardSaved>;
}
