/** The report of where leads come from and how fast the team answers them, for one period. */
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";

/** The periods the report offers, in days; 30 when none is chosen. */
export const REPORT_PERIODS = [7, 30, 90, 365] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;

export function isReportPeriod(value: unknown): value is ReportPeriod {
  return REPORT_PERIODS.includes(Number(value) as ReportPeriod);
}

export interface ReplyReport {
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
  /** Hours from arrival to the first answer, of each answered enquiry that had a promise. */
  readonly replyHours: readonly number[];
  readonly answered: number;
  /** Still waiting for an answer at the end of the period, of those with a promise. */
  readonly unanswered: number;
  /** Answered within the promise. */
  readonly answeredInTime: number;
}

/** The q-quantile (0–1) of sorted values, interpolated between ranks; undefined for none. */
export function quantile(sorted: readonly number[], q: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}
