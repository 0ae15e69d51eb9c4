/**
 * The report's figures as tables: what the page shows beside each chart and what the CSV holds,
 * from one definition.
 */
import { attribution, kinds } from "virtual:form-words";
import { ENQUIRY_KINDS } from "#shared/enquiries/kinds.ts";
import {
  quantile,
  type AnswerTimes,
  type BookingFigures,
  type ReplyReport,
} from "#shared/inbox/report.ts";
import { spanText } from "#shared/reply-promise/time-span.ts";
import { reportText } from "#app/content/admin.ts";

export interface ReportTable {
  readonly id: string;
  readonly heading: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** The shares of the promise the first answers are counted in; the last one is open-ended. */
const BUCKET_EDGES = [0, 25, 50, 75, 100, 200] as const;

export interface ReplyBucket {
  readonly label: string;
  readonly count: number;
  readonly late: boolean;
}

export function replyBuckets(report: ReplyReport): ReplyBucket[] {
  return BUCKET_EDGES.map((from, index) => {
    const to = BUCKET_EDGES[index + 1];
    const inBucket = (hours: number) => {
      const share = (hours / report.promiseHours) * 100;
      return share >= from && (to === undefined || share < to);
    };
    return {
      label:
        to === undefined
          ? reportText.bucketVeryLate(from)
          : from >= 100
            ? reportText.bucketLate(from, to)
            : reportText.bucketWithin(from, to),
      count: report.replyHours.filter(inBucket).length,
      late: from >= 100,
    };
  });
}

const hoursText = (hours: number | undefined) =>
  hours === undefined ? reportText.notYet : spanText(hours * 3_600_000);

export function reportTables(report: ReplyReport): ReportTable[] {
  const weeks = [...new Set(report.byWeek.map((row) => row.week))];
  const countOf = (week: string, kind: string) =>
    report.byWeek.find((row) => row.week === week && row.kind === kind)?.count ?? 0;
  const shown = (value: string) => value || reportText.notRecorded;
  return [
    {
      id: "by-week",
      heading: reportText.byWeek,
      columns: [reportText.week, ...ENQUIRY_KINDS.map((kind) => kinds[kind].label)],
      rows: weeks.map((week) => [
        week,
        ...ENQUIRY_KINDS.map((kind) => String(countOf(week, kind))),
      ]),
    },
    {
      id: "by-campaign",
      heading: reportText.byCampaign,
      columns: [attribution.labels.utmSource, attribution.labels.utmCampaign, reportText.enquiries],
      rows: report.byCampaign.map((row) => [
        shown(row.source),
        shown(row.campaign),
        String(row.count),
      ]),
    },
    {
      id: "by-referrer",
      heading: reportText.byReferrer,
      columns: [attribution.labels.referrer, reportText.enquiries],
      rows: report.byReferrer.map((row) => [shown(row.referrer), String(row.count)]),
    },
    {
      id: "reply-times",
      heading: reportText.replyTimes,
      columns: [reportText.bucket, reportText.enquiries],
      rows: replyBuckets(report).map((bucket) => [bucket.label, String(bucket.count)]),
    },
    {
      id: "summary",
      heading: reportText.summary,
      columns: [reportText.measure, reportText.value],
      rows: summaryRows(report, reportText.median),
    },
    {
      id: "next-replies",
      heading: reportText.nextReplies,
      columns: [reportText.measure, reportText.value],
      rows: summaryRows(report.next, reportText.nextMedian),
    },
    {
      id: "bookings-by-week",
      heading: reportText.bookingsByWeek,
      columns: [reportText.week, reportText.bookings],
      rows: report.bookings.byWeek.map((row) => [row.week, String(row.count)]),
    },
    {
      id: "consultations-booked",
      heading: reportText.consultationsBooked,
      columns: [reportText.measure, reportText.value],
      rows: bookedRows(report.bookings),
    },
  ];
}

/** How many consultation enquiries there were, how many booked, and the share. */
function bookedRows({ consultations, booked }: BookingFigures): string[][] {
  return [
    [reportText.consultationEnquiries, String(consultations)],
    [reportText.booked, String(booked)],
    [
      reportText.bookedShare,
      consultations === 0
        ? reportText.notYet
        : `${Math.round((booked / consultations) * 100)} % (${booked} of ${consultations})`,
    ],
  ];
}

/** How many were answered, how fast, and the share within the promise. */
function summaryRows(times: AnswerTimes, medianLabel: string): string[][] {
  const share =
    times.answered === 0
      ? reportText.notYet
      : `${Math.round((times.answeredInTime / times.answered) * 100)} % (${times.answeredInTime} of ${times.answered})`;
  return [
    [reportText.answered, String(times.answered)],
    [reportText.unanswered, String(times.unanswered)],
    [medianLabel, hoursText(quantile(times.replyHours, 0.5))],
    [reportText.p90, hoursText(quantile(times.replyHours, 0.9))],
    [reportText.withinShare, share],
  ];
}
