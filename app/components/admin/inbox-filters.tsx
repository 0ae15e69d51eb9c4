import { ENQUIRY_STATUSES } from "@shared/admin-service";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { inboxText, statusLabels } from "~/content/admin";
import { controlClass, labelClass } from "./controls";
import { LabelledInput } from "./labelled-input";

export interface FilterValues {
  readonly kind?: string;
  readonly status?: string;
  readonly from?: string;
  readonly to?: string;
  readonly q?: string;
  readonly source?: string;
}

/**
 * The filters as a GET form, so every filtered list is a URL. Applying starts again at page one;
 * the kind chosen above stays.
 */
export function InboxFilters({ values, exportHref }: { values: FilterValues; exportHref: string }) {
  return (
    <search aria-label={inboxText.filtersHeading} className="block">
      <form
        method="get"
        action="/admin"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
      >
        {values.kind ? <input type="hidden" name="kind" value={values.kind} /> : null}
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="filter-q" className={labelClass}>
            {inboxText.search}
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            aria-describedby="filter-q-hint"
            className={controlClass}
          />
          <p id="filter-q-hint" className="mt-1 text-xs text-ink-muted">
            {inboxText.searchHint}
          </p>
        </div>
        <div>
          <label htmlFor="filter-source" className={labelClass}>
            {inboxText.source}
          </label>
          <input
            id="filter-source"
            name="source"
            type="search"
            defaultValue={values.source ?? ""}
            aria-describedby="filter-source-hint"
            className={controlClass}
          />
          <p id="filter-source-hint" className="mt-1 text-xs text-ink-muted">
            {inboxText.sourceHint}
          </p>
        </div>
        <div>
          <label htmlFor="filter-status" className={labelClass}>
            {inboxText.status}
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={values.status ?? ""}
            className={controlClass}
          >
            <option value="">{inboxText.anyStatus}</option>
            {ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <LabelledInput
          id="filter-from"
          label={inboxText.from}
          name="from"
          type="date"
          defaultValue={values.from ?? ""}
        />
        <LabelledInput
          id="filter-to"
          label={inboxText.to}
          name="to"
          type="date"
          defaultValue={values.to ?? ""}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
          <Button type="submit">{inboxText.apply}</Button>
          <a href="/admin" className={buttonClass({ variant: "ghost" })}>
            {inboxText.clear}
          </a>
          <a
            href={exportHref}
            download
            aria-describedby="export-hint"
            className={buttonClass({ variant: "secondary" }, "sm:ml-auto")}
          >
            <Icon name="download" className="size-4" />
            {inboxText.export}
          </a>
          <p id="export-hint" className="sr-only">
            {inboxText.exportHint}
          </p>
        </div>
      </form>
    </search>
  );
}
