/** The report of where leads come from and how fast the team answers them, for one period. */
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";

/** The periods the report offers, in days; 30 when none is chosen. */
export const REPORT_PERIODS = [7, 30, 90, 365] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;

export function isReportPeriod(value: unknown): value is ReportPeriod {
  return REPORT_PERIODS.includes(Number(value) as ReportPeriod);
}

/** How long answers took against the promise, for the messages of a period that had one. */
export interface AnswerTimes {
  /** Hours from each answered message's arrival to its answer, shortest first. */
  readonly replyHours: readonly number[];
  readonly answered: number;
  /** Still waiting for an answer at the end of the period. */
  readonly unanswered: number;
  /** Answered within the promise. */
  readonly answeredInTime: number;
}

export interface ReplyReport extends AnswerTimes {
  readonly from: Date;
  readonly to: Date;
  readonly promiseHours: number;
  /** Enquiries (not spam) by the week they arrived in (its Monday, YYYY-MM-DD, team's zone) and kind. */
  readonly byWeek: readonly {
    readonly week: string;
    readonly kind: EnquiryKind;
    readonly count: number;
  }[];
  /** Enquiries by campaign source and campaign name, "" where none was recorded. */
  readonly byCampaign: readonly {
    readonly source: string;
    readonly campaign: string;
    readonly count: number;
  }[];
  /** Enquiries by referring site, "" where none was recorded. */
  readonly byReferrer: readonly { readonly referrer: string; readonly count: number }[];
  // AnswerTimes: from each enquiry's arrival to its first answer.
  /** From each later customer message (an answer that reopened the conversation) to its reply. */
  readonly next: AnswerTimes;
  /** The free consultations booked (issue 32), of the enquiries the viewer's role works on. */
  readonly bookings: BookingFigures;
}

export interface BookingFigures {
  /** Bookings made in the period (whatever became of them), by the week they were made in. */
  readonly byWeek: readonly { readonly week: string; readonly count: number }[];
  /** Consultation enquiries of the period (not spam). */
  readonly consultations: number;
  /** Of those, how many booked a time. */
  readonly booked: number;
}

/** The q-quantile (0–1) of sorted values, interpolated between ranks; undefined for none. */
export function quantile(sorted: readonly number[], q: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}
