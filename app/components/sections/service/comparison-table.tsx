/* oxlint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the explicit table roles are deliberate, see below */
import type { ComparisonSection } from "~/content/service-pages/types";
import { Reveal } from "~/components/ui/reveal";

/**
 * A real table on wide screens; below `sm` each row becomes a card with the column names as
 * labels. Some browsers drop table semantics when CSS changes the display of its parts; the explicit
 * (otherwise redundant) roles keep them.
 */
export function ComparisonTable({ section }: { section: ComparisonSection }) {
  const { columns } = section;
  return (
    <Reveal className="mx-auto max-w-5xl sm:overflow-hidden sm:rounded-card sm:border sm:border-line sm:bg-white sm:shadow-card">
      <table
        role="table"
        className="w-full border-separate border-spacing-0 text-left max-sm:block"
      >
        <caption className="text-left text-sm text-ink-muted max-sm:mb-4 max-sm:block max-sm:text-center sm:border-b sm:border-line sm:px-5 sm:py-4">
          {section.caption}
        </caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row">
            <th
              role="columnheader"
              scope="col"
              className="border-b border-line bg-surface-muted p-5 text-sm font-semibold tracking-wider text-ink-muted uppercase"
            >
              {columns.aspect}
            </th>
            <th
              role="columnheader"
              scope="col"
              className="border-b border-brand-700 bg-brand-600 p-5 font-bold text-white"
            >
              {columns.ours}
            </th>
            <th
              role="columnheader"
              scope="col"
              className="border-b border-line bg-surface-muted p-5 font-bold"
            >
              {columns.theirs}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-4">
          {section.rows.map((row) => (
            <tr
              role="row"
              key={row.aspect}
              className="bg-white align-top sm:last:*:border-b-0 max-sm:block max-sm:rounded-card max-sm:border max-sm:border-line max-sm:shadow-card"
            >
              <th
                role="rowheader"
                scope="row"
                className="border-b border-line p-5 text-lg font-bold max-sm:block max-sm:pb-0"
              >
                {row.aspect}
              </th>
              <td
                role="cell"
                data-label={columns.ours}
                className="border-b border-line bg-brand-50 p-5 max-sm:block max-sm:mx-5 max-sm:mt-4 max-sm:rounded-xl max-sm:border-0 max-sm:p-4 max-sm:before:mb-1 max-sm:before:block max-sm:before:text-sm max-sm:before:font-semibold max-sm:before:text-brand-700 max-sm:before:content-[attr(data-label)]"
              >
                {row.ours}
              </td>
              <td
                role="cell"
                data-label={columns.theirs}
                className="border-b border-line p-5 text-ink-muted max-sm:block max-sm:border-0 max-sm:before:mb-1 max-sm:before:block max-sm:before:text-sm max-sm:before:font-semibold max-sm:before:text-ink max-sm:before:content-[attr(data-label)]"
              >
                {row.theirs}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Reveal>
  );
}
