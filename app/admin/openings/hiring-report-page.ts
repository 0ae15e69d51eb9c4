/**
 * `/admin/openings/report` and its CSV (`/admin/openings/report.csv`): each opening's hiring
 * figures as tables, for recruiters and administrators. The page and the CSV are made from one
 * definition of the tables.
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { OpeningHiringReport } from "#shared/hiring/contract.ts";
import { adminTitles, hiringReportText as text } from "#app/content/admin.ts";
import {
  adminHeaders,
  adminMeta,
  type AdminPage,
  type AdminRequest,
} from "#app/admin/common/answer.ts";
import { toCsv } from "#app/admin/common/csv.ts";
import { teamClockText } from "#app/admin/common/team-time.ts";
import { OPENINGS_PATH, recruitersOnly, requireRecruiter } from "./openings-page.ts";

export const HIRING_REPORT_PATH = `${OPENINGS_PATH}/report`;

export interface HiringTable {
  readonly heading: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface OpeningFigures {
  readonly title: string;
  readonly applications: number;
  readonly tables: readonly HiringTable[];
}

export interface HiringReportView {
  readonly viewer: AdminSession;
  readonly openings: readonly OpeningFigures[];
}

const days = (value: number | undefined) =>
  value === undefined ? text.none : String(Math.round(value * 10) / 10);

/** One opening's figures as the tables the page shows and the CSV holds. */
export function hiringTables(report: OpeningHiringReport): HiringTable[] {
  return [
    {
      heading: text.sources,
      columns: [text.source, text.count],
      rows: report.bySource.map(({ source, count }) => [source || text.noSource, String(count)]),
    },
    {
      heading: text.stages,
      columns: [text.stage, text.reached],
      rows: report.reached.map(({ stage, count }) => [stage.name, String(count)]),
    },
    {
      heading: text.times,
      columns: [text.measure, text.days],
      rows: [
        [text.toInterview, days(report.medianDaysToInterview)],
        [text.toOffer, days(report.medianDaysToOffer)],
      ],
    },
  ];
}

export async function hiringReportPage(
  context: AdminRequest,
): Promise<AdminPage<HiringReportView> | Response> {
  const signed = await requireRecruiter(context);
  if (!("session" in signed)) return signed;
  const report = await signed.hiring.hiringReport(signed.session);
  if (!report.allowed) return recruitersOnly(context.url);
  return {
    status: 200,
    meta: adminMeta(adminTitles.hiringReport, context.url),
    props: {
      viewer: signed.session,
      openings: report.value.map((figures) => ({
        title: figures.opening.title,
        applications: figures.applications,
        tables: hiringTables(figures),
      })),
    },
  };
}

/** Every opening's tables, one row per line, each led by its opening and its table. */
export async function hiringReportCsv(context: AdminRequest): Promise<Response> {
  const page = await hiringReportPage(context);
  if (page instanceof Response) return page;
  if (page.problem) {
    return new Response(page.problem.body, { status: page.status, headers: adminHeaders });
  }
  const rows = [
    [text.openingColumn, text.tableColumn, text.whatColumn, text.figureColumn],
    ...page.props.openings.flatMap((opening) =>
      opening.tables.flatMap((table) =>
        table.rows.map((row) => [opening.title, table.heading, ...row]),
      ),
    ),
  ];
  const day = teamClockText(new Date()).slice(0, 10);
  return new Response(toCsv(rows), {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="hiring-report-${day}.csv"`,
    },
  });
}
