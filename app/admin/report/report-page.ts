/** `/admin/report?days=30`: the report for the chosen period, and `/admin/report.csv` to download it. */
import type { AdminSession } from "#shared/accounts/contract.ts";
import { DEFAULT_REPORT_PERIOD, isReportPeriod, type ReportPeriod } from "#shared/inbox/report.ts";
import { adminTitles } from "#app/content/admin.ts";
import {
  adminHeaders,
  adminMeta,
  methodNotAllowed,
  type AdminRequest,
  type ScreenPage,
} from "#app/admin/common/answer.ts";
import { toCsv } from "#app/admin/common/csv.ts";
import { requireSession } from "#app/admin/common/guard.ts";
import { formatTeamTime, teamClockText } from "#app/admin/common/team-time.ts";
import { reportCharts, type ReportChart } from "./report-charts.ts";
import { reportTables, type ReportTable } from "./report-tables.ts";

export interface ReportView {
  readonly viewer: AdminSession;
  readonly days: ReportPeriod;
  readonly promiseHours: number;
  readonly from: string;
  readonly to: string;
  readonly empty: boolean;
  readonly tables: readonly ReportTable[];
  readonly charts: readonly ReportChart[];
  readonly csvHref: string;
}

function periodOf(url: URL): ReportPeriod {
  const days = Number(url.searchParams.get("days"));
  return isReportPeriod(days) ? days : DEFAULT_REPORT_PERIOD;
}

export async function reportPage(
  context: AdminRequest,
): Promise<ScreenPage<ReportView> | Response> {
  if (context.request.method === "POST") return methodNotAllowed("GET, HEAD");
  const signed = await requireSession(context, "inbox");
  if (signed instanceof Response) return signed;
  const days = periodOf(context.url);
  const report = await signed.inbox.report(signed.session, days);
  return {
    status: 200,
    meta: adminMeta(adminTitles.report, context.url),
    props: {
      viewer: signed.session,
      days,
      promiseHours: report.promiseHours,
      from: formatTeamTime(report.from),
      to: formatTeamTime(report.to),
      empty: report.byWeek.length === 0,
      tables: reportTables(report),
      charts: reportCharts(report),
      csvHref: `/admin/report.csv?days=${days}`,
    },
  };
}

/** Every table of the report, one after another, each row led by its table's heading. */
export async function reportCsv(context: AdminRequest): Promise<Response> {
  const signed = await requireSession(context, "inbox");
  if (signed instanceof Response) return signed;
  const days = periodOf(context.url);
  const tables = reportTables(await signed.inbox.report(signed.session, days));
  const rows = tables.flatMap((table) => [
    [table.heading, ...table.columns],
    ...table.rows.map((row) => [table.heading, ...row]),
    [],
  ]);
  const day = teamClockText(new Date()).slice(0, 10);
  return new Response(toCsv(rows), {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="report-${days}-days-${day}.csv"`,
    },
  });
}
