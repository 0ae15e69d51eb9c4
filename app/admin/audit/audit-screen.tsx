import type { ReactNode } from "react";
import { auditText } from "#app/content/admin.ts";
import type { AuditView } from "./audit-page.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { Pagination } from "#app/admin/common/pagination.tsx";

const cell = "px-3 py-2 align-top";

type AuditRow = AuditView["rows"][number];

const columns: readonly {
  heading: string;
  value: (row: AuditRow) => ReactNode;
  className: string;
}[] = [
  {
    heading: auditText.when,
    value: (row) => <time dateTime={row.atIso}>{row.at}</time>,
    className: "sm:whitespace-nowrap",
  },
  { heading: auditText.who, value: (row) => row.actor, className: "break-all" },
  { heading: auditText.what, value: (row) => row.action, className: "font-semibold" },
  {
    heading: auditText.about,
    value: (row) => row.subject,
    className: "sm:max-w-60 break-all text-ink-muted",
  },
  { heading: auditText.detail, value: (row) => row.detail, className: "" },
  {
    heading: auditText.from,
    value: (row) => row.clientAddress || auditText.commandLine,
    className: "sm:whitespace-nowrap text-ink-muted",
  },
];

/** The audit log as a table: when, who, what, about what, the outcome, and from where. */
export function AuditScreen({ viewer, rows, first, total, page, pages, ...links }: AuditView) {
  return (
    <AdminShell viewer={viewer} section="audit">
      <h1 className="text-2xl font-bold sm:text-3xl">{auditText.heading}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{auditText.intro}</p>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-card border border-dashed border-slate-400 bg-surface p-6 text-ink-muted">
          {auditText.empty}
        </p>
      ) : (
        <>
          <p className="mt-6 mb-3 text-sm font-semibold text-ink-muted">
            {auditText.results(first, first + rows.length - 1, total)}
          </p>
          <div className="rounded-card border border-line bg-surface shadow-card">
            <table className="w-full text-left text-sm break-words max-sm:block">
              <caption id="audit-caption" className="sr-only">
                {auditText.heading}
              </caption>
              <thead className="border-b border-line bg-surface-muted text-xs font-semibold text-ink-muted uppercase max-sm:sr-only">
                <tr>
                  {columns.map(({ heading }) => (
                    <th key={heading} scope="col" className={cell}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line max-sm:block">
                {rows.map((row) => (
                  <tr key={row.id} className="max-sm:block max-sm:py-2">
                    {columns.map(({ heading, value, className }) => (
                      <td
                        key={heading}
                        className={`${cell} ${className} max-sm:block max-sm:py-0.5`}
                      >
                        {/* A narrow screen stacks the cells, so each carries its heading. */}
                        <span className="font-semibold text-ink-muted sm:hidden">{heading}: </span>
                        {value(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pagination page={page} pages={pages} {...links} />
    </AdminShell>
  );
}
