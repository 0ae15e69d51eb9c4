/**
 * The report's charts, drawn on the server as SVG with Observable Plot over a DOM of linkedom's,
 * so they read without JavaScript: axes, labels, and a name for assistive technology (the table
 * beside each holds the same figures).
 *
 * Every chart is a row of horizontal bars, its names on the left: long names (a bucket of the
 * promise, a campaign, a week) never run into each other however many rows there are. Each is
 * drawn twice, for a phone and for a wider screen, because an SVG shrunk to a phone's width
 * shrinks its words below reading size.
 */
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import { kinds } from "virtual:form-words";
import type { ReplyReport } from "#shared/inbox/report.ts";
import { reportText } from "#app/content/admin.ts";
import { replyBuckets } from "./report-tables.ts";

export interface ReportChart {
  /** The table of the same figures, by its id. */
  readonly tableId: string;
  readonly heading: string;
  /** The figure's markup for a phone (below 640 px) and for wider screens: an SVG, or a legend and an SVG. */
  readonly narrow: string;
  readonly wide: string;
}

/** The room a drawing has: its width, the margin its row names get, and about how many count ticks fit. */
interface Layout {
  readonly width: number;
  readonly marginLeft: number;
  readonly ticks: number;
}

/** A phone's panel is about 300 px wide; the wide drawing fills a panel's chart column. */
const LAYOUTS = {
  narrow: { width: 300, marginLeft: 128, ticks: 3 },
  wide: { width: 640, marginLeft: 200, ticks: 5 },
} as const satisfies Record<string, Layout>;

const ROW_HEIGHT = 28;
const TOP_SOURCES = 10;

/**
 * The chart's markup. The SVG is one image named by its label (its table holds the figures), so
 * the names Plot gives its inner groups, which no role allows, are taken off.
 */
function render(options: Plot.PlotOptions, width: number): string {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const chart = Plot.plot({
    document: document as unknown as Document,
    width,
    style: { fontSize: "12px", background: "transparent" },
    ...options,
  }) as unknown as Element;
  // With a legend, Plot answers a figure: the legend's swatches (decoration beside their words),
  // then the chart itself.
  const svgs = chart.tagName.toLowerCase() === "svg" ? [chart] : [...chart.querySelectorAll("svg")];
  const svg = svgs.at(-1);
  for (const swatch of svgs.slice(0, -1)) swatch.setAttribute("aria-hidden", "true");
  svg?.setAttribute("role", "img");
  for (const inner of svg?.querySelectorAll("[aria-label], [aria-description]") ?? []) {
    inner.removeAttribute("aria-label");
    inner.removeAttribute("aria-description");
  }
  return chart.outerHTML;
}

/**
 * Ticks for a count axis from 0 to `max`: whole numbers only (nobody sends half an enquiry), a
 * round step of 1, 2 or 5 times a power of ten, about `target` of them.
 */
export function wholeTicks(max: number, target: number): number[] {
  const least = Math.max(1, max / target);
  const power = 10 ** Math.floor(Math.log10(least));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= least)!;
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, index) => index * step);
}

interface Bars {
  readonly heading: string;
  readonly tableId: string;
  /** The count axis's name. */
  readonly counts: string;
  /** The row names, top to bottom. */
  readonly rows: readonly string[];
  /** The longest bar (a row's total where bars are stacked). */
  readonly max: number;
  readonly marks: (layout: Layout) => Plot.Markish[];
  readonly legend?: boolean;
}

/** One chart of horizontal bars, drawn for each layout. */
function barChart(bars: Bars): ReportChart {
  const draw = (layout: Layout) =>
    render(
      {
        ariaLabel: bars.heading,
        height: 60 + bars.rows.length * ROW_HEIGHT,
        marginLeft: layout.marginLeft,
        // The count axis's name on a line of its own, below its ticks rather than beside the last.
        marginBottom: 44,
        marginRight: 16,
        ...(bars.legend ? { color: { legend: true } } : {}),
        x: {
          label: bars.counts,
          grid: true,
          domain: [0, bars.max],
          ticks: wholeTicks(bars.max, layout.ticks),
          tickFormat: "d",
        },
        y: { label: null, domain: [...bars.rows] },
        marks: [...bars.marks(layout), Plot.ruleX([0])],
      },
      layout.width,
    );
  return {
    tableId: bars.tableId,
    heading: bars.heading,
    narrow: draw(LAYOUTS.narrow),
    wide: draw(LAYOUTS.wide),
  };
}

/** Row names, cut to fit the margin (in ems of the 12 px face); whole in the table beside the chart. */
const rowNames = (layout: Layout, label: string | null) =>
  Plot.axisY({ label, lineWidth: (layout.marginLeft - 12) / 12, textOverflow: "ellipsis-middle" });

function countBars(
  heading: string,
  tableId: string,
  rows: readonly { label: string; count: number }[],
  {
    fill,
    counts = reportText.enquiries,
    names = null,
  }: { fill: string; counts?: string; names?: string | null },
): ReportChart {
  return barChart({
    heading,
    tableId,
    counts,
    rows: rows.map((row) => row.label),
    max: Math.max(...rows.map((row) => row.count)),
    marks: (layout) => [Plot.barX(rows, { x: "count", y: "label", fill }), rowNames(layout, names)],
  });
}

export function reportCharts(report: ReplyReport): ReportChart[] {
  const charts: ReportChart[] = [];
  if (report.byWeek.length > 0) {
    const rows = report.byWeek.map((row) => ({ ...row, kind: kinds[row.kind].label }));
    const weeks = [...new Set(rows.map((row) => row.week))];
    const weekTotal = (week: string) =>
      rows.filter((row) => row.week === week).reduce((sum, row) => sum + row.count, 0);
    charts.push(
      barChart({
        heading: reportText.byWeek,
        tableId: "by-week",
        counts: reportText.enquiries,
        rows: weeks,
        max: Math.max(...weeks.map(weekTotal)),
        legend: true,
        marks: (layout) => [
          Plot.barX(rows, {
            x: "count",
            y: "week",
            fill: "kind",
            title: (row: { kind: string; count: number }) => `${row.kind}: ${row.count}`,
          }),
          rowNames(layout, reportText.week),
        ],
      }),
    );
  }
  const sources = report.byCampaign.slice(0, TOP_SOURCES).map((row) => ({
    label: [row.source || reportText.notRecorded, row.campaign].filter(Boolean).join(" · "),
    count: row.count,
  }));
  if (sources.length > 0) {
    charts.push(countBars(reportText.byCampaign, "by-campaign", sources, { fill: "#2563eb" }));
  }
  const referrers = report.byReferrer.slice(0, TOP_SOURCES).map((row) => ({
    label: row.referrer || reportText.notRecorded,
    count: row.count,
  }));
  if (referrers.length > 0) {
    charts.push(countBars(reportText.byReferrer, "by-referrer", referrers, { fill: "#0f766e" }));
  }
  if (report.answered > 0) {
    const buckets = replyBuckets(report);
    charts.push(
      barChart({
        heading: reportText.replyTimes,
        tableId: "reply-times",
        counts: reportText.enquiries,
        rows: buckets.map((bucket) => bucket.label),
        max: Math.max(...buckets.map((bucket) => bucket.count)),
        marks: (layout) => [
          Plot.barX(buckets, {
            x: "count",
            y: "label",
            fill: (bucket: { late: boolean }) => (bucket.late ? "#b91c1c" : "#15803d"),
          }),
          rowNames(layout, null),
        ],
      }),
    );
  }
  charts.push(...bookingCharts(report.bookings));
  return charts;
}

/** Bookings by week, and how many consultation enquiries booked a time. */
function bookingCharts({ byWeek, consultations, booked }: ReplyReport["bookings"]): ReportChart[] {
  const charts: ReportChart[] = [];
  if (byWeek.length > 0) {
    const rows = byWeek.map((row) => ({ label: row.week, count: row.count }));
    charts.push(
      countBars(reportText.bookingsByWeek, "bookings-by-week", rows, {
        fill: "#7c3aed",
        counts: reportText.bookings,
        names: reportText.week,
      }),
    );
  }
  if (consultations > 0) {
    const bars = [
      { label: reportText.consultationEnquiries, count: consultations },
      { label: reportText.booked, count: booked },
    ];
    charts.push(
      countBars(reportText.consultationsBooked, "consultations-booked", bars, { fill: "#7c3aed" }),
    );
  }
  return charts;
}
