import { REPORT_PERIODS } from "#shared/inbox/report.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { reportText } from "#app/content/admin.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import type { ReportTable } from "./report-tables.ts";
import type { ReportView } from "./report-page.ts";

/** The report: the period, then each chart with its table beside it, and the CSV download. */
export function ReportScreen(view: ReportView) {
  const chartOf = (tableId: string) => view.charts.find((chart) => chart.tableId === tableId);
  return (
    <AdminShell viewer={view.viewer} section="report">
      <h1 className="text-2xl font-bold sm:text-3xl">{reportText.heading}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{reportText.intro(view.promiseHours)}</p>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="report-days" className={labelClass}>
            {reportText.period}
          </label>
          <select id="report-days" name="days" defaultValue={view.days} className={controlClass}>
            {REPORT_PERIODS.map((days) => (
              <option key={days} value={days}>
                {reportText.periodOption(days)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {reportText.show}
        </Button>
        <a
          href={view.csvHref}
          download
          className={buttonClass({ variant: "secondary" }, "sm:ml-auto")}
        >
          <Icon name="download" className="size-4" />
          {reportText.download}
        </a>
      </form>
      <p className="mt-3 text-sm text-ink-muted">{reportText.range(view.from, view.to)}</p>
      {view.empty ? (
        <p className="mt-6 rounded-card border border-dashed border-slate-400 bg-surface p-6 text-ink-muted">
          {reportText.none}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6">
        {view.tables.map((table) => {
          const chart = chartOf(table.id);
          return (
            <section key={table.id} aria-labelledby={`${table.id}-heading`} className={panelClass}>
              <h2 id={`${table.id}-heading`} className="text-lg font-bold">
                {table.heading}
              </h2>
              <div className="mt-3 grid gap-6 xl:grid-cols-[3fr_2fr] xl:items-start">
                {chart ? (
                  <figure className="min-w-0 text-ink [&_svg]:h-auto [&_svg]:max-w-full">
                    {/* Plot's SVGs, made on the server from the report's numbers (no visitor text but source names, which Plot escapes): one drawn for a phone, one for wider screens. */}
                    <div className="sm:hidden" dangerouslySetInnerHTML={{ __html: chart.narrow }} />
                    <div
                      className="hidden sm:block"
                      dangerouslySetInnerHTML={{ __html: chart.wide }}
                    />
                  </figure>
                ) : null}
                <FigureTable table={table} />
              </div>
            </section>
          );
        })}
      </div>
    </AdminShell>
  );
}

function FigureTable({ table }: { table: ReportTable }) {
  return (
    // A table wider than a phone scrolls on its own, so that its headers (a week, a referring
    // address) keep their words whole; focusable, so that it scrolls from the keyboard too. No
    // name of its own: the table's caption names it, and a region would repeat the chart's.
    <section className="min-w-0 overflow-x-auto" tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{reportText.tableOf(table.heading)}</caption>
        <thead>
          <tr className="border-b border-line">
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join("\u0000")} className="border-b border-line last:border-0">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-2 py-1.5 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-2 py-1.5 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
