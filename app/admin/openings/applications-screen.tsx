import { Button } from "#app/components/ui/button.tsx";
import { applicationsListText as text, boardText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { APPLICATIONS_PATH, type ApplicationsView } from "./applications-page.ts";
import { boardPath } from "./board-page.ts";

const DAY_MS = 86_400_000;
const cellClass = "border-b border-line px-3 py-2 text-left align-top";

/** What the list is filtered by, in words, with the way back to all of it. */
function FilterSummary({ filter }: Pick<ApplicationsView, "filter">) {
  const parts = [filter.opening?.title, filter.stage?.name].filter(
    (part): part is string => part !== undefined,
  );
  return (
    <p id="applications-filtered" className="mt-3 text-sm font-semibold">
      {parts.length === 0 ? text.all : text.filteredBy(parts)}{" "}
      {parts.length === 0 ? null : (
        <a href={APPLICATIONS_PATH} className="text-brand-700 underline underline-offset-4">
          {text.clear}
        </a>
      )}
    </p>
  );
}

/** Every job application in a table, with filters by opening and stage that say what they do. */
export function ApplicationsScreen({
  viewer,
  applications,
  openings,
  stages,
  filter,
  now,
}: ApplicationsView) {
  return (
    <AdminShell viewer={viewer} section="openings">
      <h1 className="text-2xl font-bold sm:text-3xl">{text.heading}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{text.intro}</p>
      <form method="get" action={APPLICATIONS_PATH} className={cn(panelClass, "mt-4")}>
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="mb-2 font-semibold">{text.filters}</legend>
          <div>
            <label htmlFor="filter-opening" className={labelClass}>
              {text.opening}
            </label>
            <select
              id="filter-opening"
              name="opening"
              defaultValue={filter.opening?.id ?? ""}
              className={controlClass}
            >
              <option value="">{text.anyOpening}</option>
              {openings.map((opening) => (
                <option key={opening.id} value={opening.id}>
                  {opening.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-stage" className={labelClass}>
              {text.stage}
            </label>
            <select
              id="filter-stage"
              name="stage"
              defaultValue={filter.stage?.key ?? ""}
              className={controlClass}
            >
              <option value="">{text.anyStage}</option>
              {stages.map((stage) => (
                <option key={stage.key} value={stage.key}>
                  {stage.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">{text.apply}</Button>
        </fieldset>
      </form>
      <FilterSummary filter={filter} />
      {filter.opening ? (
        <p className="mt-1 text-sm">
          <a
            href={boardPath(filter.opening.id)}
            className="text-brand-700 underline underline-offset-4"
          >
            {text.board(filter.opening.title)}
          </a>
        </p>
      ) : null}
      {applications.length === 0 ? (
        <p className={cn(panelClass, "mt-4")}>{text.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm" aria-describedby="applications-filtered">
            <caption className="text-left font-semibold">{text.count(applications.length)}</caption>
            <thead>
              <tr>
                <th scope="col" className={cellClass}>
                  {text.columns.name}
                </th>
                <th scope="col" className={cellClass}>
                  {text.columns.opening}
                </th>
                <th scope="col" className={cellClass}>
                  {text.columns.stage}
                </th>
                <th scope="col" className={cellClass}>
                  {text.columns.days}
                </th>
                <th scope="col" className={cellClass}>
                  {text.columns.cv}
                </th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.enquiryId}>
                  <td className={cellClass}>
                    <a
                      href={`/admin/enquiries/${application.enquiryId}`}
                      className="text-brand-700 underline underline-offset-4"
                    >
                      {application.name}
                    </a>
                  </td>
                  <td className={cellClass}>{application.opening?.title ?? text.noOpening}</td>
                  <td className={cellClass}>{application.stage.name}</td>
                  <td className={cellClass}>
                    {Math.max(
                      0,
                      Math.floor((now.getTime() - application.stageSince.getTime()) / DAY_MS),
                    )}
                  </td>
                  <td className={cellClass}>
                    {application.cv ? (
                      <a
                        href={`/admin/enquiries/${application.enquiryId}/cv`}
                        download={application.cv.fileName}
                        className="break-all text-brand-700 underline"
                      >
                        {boardText.cv(application.name)}
                      </a>
                    ) : (
                      boardText.noCv
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminShell>
  );
}
