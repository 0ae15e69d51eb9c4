/**
 * Scorecards in the inbox (`AdminScorecards`, decision 028): an interview day's interviewers
 * fill in theirs, whoever manages openings reads them all; nobody else sees them. Each submit is
 * in the audit log by the booking's id (never what it says: notes are about a person).
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import { mayManageOpenings } from "#shared/hiring/contract.ts";
import {
  attributesFrom,
  isRecommendation,
  NOTES_MAX_LENGTH,
  type AdminScorecards,
  type ScorecardInput,
} from "#shared/hiring/scorecards.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { Database } from "#server/store/database.ts";
import { auditorFor } from "#server/audit/auditor.ts";
import {
  attributesOf,
  findInterview,
  isRating,
  saveScorecard,
  scorecardsOf,
  setAttributes,
  type Interview,
  type ScorecardWrite,
} from "./scorecards-store.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ScorecardsOptions {
  readonly db: Database;
  readonly logger: Logger;
  readonly now: () => Date;
}

const interviewerIn = (interview: Interview, session: AdminSession) =>
  interview.interviewers.find((person) => person.email === session.email.toLowerCase());

/** The form, checked: a rating 1–4 for every attribute, a recommendation, notes within bounds. */
function checked(
  attributes: readonly string[],
  input: ScorecardInput,
): Pick<ScorecardWrite, "ratings" | "recommendation" | "notes"> | undefined {
  const ratings = attributes.map((attribute) => ({
    attribute,
    rating: Number(input.ratings[attribute] ?? ""),
  }));
  const notes = input.notes.trim();
  if (!ratings.every((entry) => isRating(entry.rating))) return undefined;
  if (!isRecommendation(input.recommendation) || notes.length > NOTES_MAX_LENGTH) return undefined;
  return {
    ratings: ratings.map(({ attribute, rating }) => ({ attribute, rating: rating as 1 })),
    recommendation: input.recommendation,
    notes,
  };
}

export function createScorecards(
  { db, logger, now }: ScorecardsOptions,
  clientIp: string,
): AdminScorecards {
  const audit = auditorFor(db, clientIp, now);
  return {
    async attributes(session, openingId) {
      if (!mayManageOpenings(session.role) || !UUID.test(openingId)) return undefined;
      return attributesOf(db, openingId);
    },

    async setAttributes(session, openingId, text) {
      if (!mayManageOpenings(session.role)) return "forbidden";
      if (!UUID.test(openingId)) return "not-found";
      const names = attributesFrom(text);
      if (!names) return "invalid";
      if (!(await setAttributes(db, openingId, names))) return "not-found";
      await audit(session.email, "opening-attributes-changed", { subject: openingId });
      return "saved";
    },

    async scorecardSheet(session, bookingId) {
      const interview = UUID.test(bookingId) ? await findInterview(db, bookingId) : undefined;
      if (!interview) return undefined;
      const mine = interviewerIn(interview, session);
      const manages = mayManageOpenings(session.role);
      if (!mine && !manages) return "forbidden";
      const all = await scorecardsOf(db, bookingId);
      const own = mine ? all.find((card) => card.interviewerId === mine.id) : undefined;
      return {
        bookingId,
        enquiryId: interview.enquiryId,
        candidateName: interview.candidateName,
        opening: interview.opening,
        startsAt: interview.startsAt,
        endsAt: interview.endsAt,
        cancelled: interview.cancelled,
        attributes: interview.opening ? await attributesOf(db, interview.opening.id) : [],
        interviewers: interview.interviewers.map((person) => ({
          name: person.name ?? person.email,
          submitted: all.some((card) => card.interviewerId === person.id),
        })),
        own: mine ? { scorecard: own } : undefined,
        scorecards: manages ? all : own ? [own] : [],
      };
    },

    async submitScorecard(session, bookingId, input) {
      const interview = UUID.test(bookingId) ? await findInterview(db, bookingId) : undefined;
      if (!interview) return "not-found";
      const mine = interviewerIn(interview, session);
      if (!mine) return "forbidden";
      if (interview.cancelled) return "cancelled";
      const attributes = interview.opening ? await attributesOf(db, interview.opening.id) : [];
      const card = checked(attributes, input);
      if (!card) return "invalid";
      const outcome = await saveScorecard(db, {
        ...card,
        bookingId,
        interviewerId: mine.id,
        at: now(),
      });
      logger.info({ bookingId }, "scorecard saved");
      await audit(session.email, "scorecard-submitted", { subject: bookingId, detail: outcome });
      return outcome;
    },
  };
}
