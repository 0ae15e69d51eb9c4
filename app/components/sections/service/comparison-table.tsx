import type { SectionOf } from "#app/content/schemas/service.ts";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { swipeRow } from "#app/components/ui/swipe-row.ts";

/**
 * A real table on wide screens; below `sm` each row becomes a card with the column names as
 * labels.
 */
export function ComparisonTable({ section }: { section: SectionOf<"comparison"> }) {
  const { columns } = section;
  return (
    <Reveal className="mx-auto max-w-5xl sm:overflow-hidden sm:rounded-card sm:border sm:border-line sm:bg-white sm:shadow-card">
      <table className="w-full border-separate border-spacing-0 text-left max-sm:block">
        <caption className="text-left text-sm text-ink-muted max-sm:mb-4 max-sm:block max-sm:text-center sm:border-b sm:border-line sm:px-5 sm:py-4">
          {section.caption}
        </caption>
        <thead className="max-sm:sr-only">
          <tr>
            <th
              scope="col"
              className="border-b border-line bg-surface-muted p-5 text-sm font-semibold tracking-wider text-ink-muted uppercase"
            >
              {columns.aspect}
            </th>
            <th
              scope="col"
              className="border-b border-brand-700 bg-brand-600 p-5 font-bold text-white"
            >
              {columns.ours}
            </th>
            <th scope="col" className="border-b border-line bg-surface-muted p-5 font-bold">
              {columns.theirs}
            </th>
          </tr>
        </thead>
        <tbody {...swipeRow("max-sm:block")}>
          {section.rows.map((row) => (
            <tr
              key={row.aspect}
              className="bg-white align-top sm:last:*:border-b-0 max-sm:block max-sm:rounded-card max-sm:border max-sm:border-line max-sm:shadow-card"
            >
              <th
                scope="row"
                className="border-b border-line p-5 text-lg font-bold max-sm:block max-sm:px-4 max-sm:pt-4 max-sm:pb-0 max-sm:text-base"
              >
                {row.aspect}
              </th>
              <td
                data-label={columns.ours}
                className="border-b border-line bg-brand-50 p-5 max-sm:block max-sm:mx-4 max-sm:mt-3 max-sm:rounded-xl max-sm:border-0 max-sm:p-3 max-sm:text-sm max-sm:before:mb-1 max-sm:before:block max-sm:before:text-sm max-sm:before:font-semibold max-sm:before:text-brand-700 max-sm:before:content-[attr(data-label)]"
              >
                {row.ours}
              </td>
              <td
                data-label={columns.theirs}
                className="border-b border-line p-5 text-ink-muted max-sm:block max-sm:border-0 max-sm:px-4 max-sm:py-3 max-sm:text-sm max-sm:before:mb-1 max-sm:before:block max-sm:before:text-sm max-sm:before:font-semibold max-sm:before:text-ink max-sm:before:content-[attr(data-label)]"
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
