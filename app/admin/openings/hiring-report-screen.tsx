import { buttonClass } from "#app/components/ui/button.tsx";
import { hiringReportText as text } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { panelClass } from "#app/admin/common/controls.ts";
import {
  HIRING_REPORT_PATH,
  type HiringReportView,
  type HiringTable,
} from "./hiring-report-page.ts";

function FigureTable({ table, opening }: { table: HiringTable; opening: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-semibold">
        {table.heading}
        <span className="sr-only">: {opening}</span>
      </caption>
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
            <th scope="row" className="px-2 py-1.5 font-normal break-words">
              {row[0]}
            </th>
            {row.slice(1).map((cell, index) => (
              <td key={index} className="px-2 py-1.5 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each opening's hiring figures: sources, stages reached, and the median days. */
export function HiringReportScreen({ viewer, openings }: HiringReportView) {
  return (
    <AdminShell viewer={viewer} section="openings">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{text.heading}</h1>
          <p className="mt-2 max-w-prose text-ink-muted">{text.intro}</p>
        </div>
        <a href={`${HIRING_REPORT_PATH}.csv`} className={buttonClass({ variant: "secondary" })}>
          {text.csv}
        </a>
      </div>
      {openings.length === 0 ? <p className={cn(panelClass, "mt-4")}>{text.empty}</p> : null}
      <div className="mt-4 grid gap-4">
        {openings.map((opening, index) => (
          <section
            key={`${opening.title}-${index}`}
            aria-labelledby={`report-${index}`}
            className={panelClass}
          >
            <h2 id={`report-${index}`} className="text-lg font-bold">
              {opening.title}{" "}
              <span className="text-sm font-normal text-ink-muted">
                ({text.applications(opening.applications)})
              </span>
            </h2>
            <div className="mt-3 grid gap-4 lg:grid-cols-3">
              {opening.tables.map((table) => (
                <FigureTable key={table.heading} table={table} opening={opening.title} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </AdminShell>
  );
}
