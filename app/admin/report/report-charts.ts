/**
 * The report's charts, drawn on the server as SVG with Observable Plot over a DOM of linkedom's,
 * so they read without JavaScript: axes, labels, and a name for assistive technology (the table
 * beside each holds the same figures).
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
  /** The figure's markup: an SVG, or a legend and an SVG. */
  readonly svg: string;
}

const WIDTH = 640;
const TOP_SOURCES = 10;

/**
 * The chart's markup. The SVG is one image named by its label (its table holds the figures), so
 * the names Plot gives its inner groups, which no role allows, are taken off.
 */
function render(options: Plot.PlotOptions): string {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const chart = Plot.plot({
    document: document as unknown as Document,
    width: WIDTH,
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

export function reportCharts(report: ReplyReport): ReportChart[] {
  const charts: ReportChart[] = [];
  if (report.byWeek.length > 0) {
    charts.push({
      tableId: "by-week",
      heading: reportText.byWeek,
      svg: render({
        ariaLabel: reportText.byWeek,
        height: 260,
        marginBottom: 40,
        color: { legend: true },
        x: { label: reportText.week, type: "band" },
        y: { label: reportText.enquiries, grid: true },
        marks: [
          Plot.barY(
            report.byWeek.map((row) => ({ ...row, kind: kinds[row.kind].label })),
            {
              x: "week",
              y: "count",
              fill: "kind",
              title: (row: { kind: string; count: number }) => `${row.kind}: ${row.count}`,
            },
          ),
          Plot.ruleY([0]),
        ],
      }),
    });
  }
  const sources = report.byCampaign.slice(0, TOP_SOURCES).map((row) => ({
    label: [row.source || reportText.notRecorded, row.campaign].filter(Boolean).join(" · "),
    count: row.count,
  }));
  if (sources.length > 0) {
    charts.push({
      tableId: "by-campaign",
      heading: reportText.byCampaign,
      svg: render({
        ariaLabel: reportText.byCampaign,
        height: 40 + sources.length * 28,
        marginLeft: 200,
        x: { label: reportText.enquiries, grid: true },
        y: { label: null },
        marks: [
          Plot.barX(sources, { x: "count", y: "label", sort: { y: "-x" }, fill: "#2563eb" }),
          Plot.ruleX([0]),
        ],
      }),
    });
  }
  const referrers = report.byReferrer.slice(0, TOP_SOURCES).map((row) => ({
    label: row.referrer || reportText.notRecorded,
    count: row.count,
  }));
  if (referrers.length > 0) {
    charts.push({
      tableId: "by-referrer",
      heading: reportText.byReferrer,
      svg: render({
        ariaLabel: reportText.byReferrer,
        height: 40 + referrers.length * 28,
        marginLeft: 200,
        x: { label: reportText.enquiries, grid: true },
        y: { label: null },
        marks: [
          Plot.barX(referrers, { x: "count", y: "label", sort: { y: "-x" }, fill: "#0f766e" }),
          Plot.ruleX([0]),
        ],
      }),
    });
  }
  if (report.answered > 0) {
    const buckets = replyBuckets(report);
    charts.push({
      tableId: "reply-times",
      heading: reportText.replyTimes,
      svg: render({
        ariaLabel: reportText.replyTimes,
        height: 260,
        marginBottom: 40,
        x: { label: reportText.bucket, domain: buckets.map((bucket) => bucket.label) },
        y: { label: reportText.enquiries, grid: true },
        marks: [
          Plot.barY(buckets, {
            x: "label",
            y: "count",
            fill: (bucket: { late: boolean }) => (bucket.late ? "#b91c1c" : "#15803d"),
          }),
          Plot.ruleY([0]),
        ],
      }),
    });
  }
  charts.push(...bookingCharts(report.bookings));
  return charts;
}

/** Bookings by week, and how many consultation enquiries booked a time. */
function bookingCharts({ byWeek, consultations, booked }: ReplyReport["bookings"]): ReportChart[] {
  const charts: ReportChart[] = [];
  if (byWeek.length > 0) {
    charts.push({
      tableId: "bookings-by-week",
      heading: reportText.bookingsByWeek,
      svg: render({
        ariaLabel: reportText.bookingsByWeek,
        height: 220,
        marginBottom: 40,
        x: { label: reportText.week, type: "band" },
        y: { label: reportText.bookings, grid: true },
        marks: [Plot.barY(byWeek, { x: "week", y: "count", fill: "#7c3aed" }), Plot.ruleY([0])],
      }),
    });
  }
  if (consultations > 0) {
    const bars = [
      { label: reportText.consultationEnquiries, count: consultations },
      { label: reportText.booked, count: booked },
    ];
    charts.push({
      tableId: "consultations-booked",
      heading: reportText.consultationsBooked,
      svg: render({
        ariaLabel: reportText.consultationsBooked,
        height: 40 + bars.length * 28,
        marginLeft: 200,
        x: { label: reportText.enquiries, grid: true },
        y: { label: null, domain: bars.map((bar) => bar.label) },
        marks: [Plot.barX(bars, { x: "count", y: "label", fill: "#7c3aed" }), Plot.ruleX([0])],
      }),
    });
  }
  return charts;
}
