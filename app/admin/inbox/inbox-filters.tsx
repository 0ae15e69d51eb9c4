import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { inboxText } from "#app/content/admin.ts";
import { StatusOptions } from "#app/admin/common/status-options.tsx";
import { controlClass, labelClass } from "#app/admin/common/controls.ts";
import { LabelledInput } from "#app/admin/common/labelled-input.tsx";
import { ReplyFilters, type ReplyFilterValues } from "./reply-filters.tsx";

export interface FilterValues extends ReplyFilterValues {
  readonly kind?: string;
  readonly status?: string;
  readonly from?: string;
  readonly to?: string;
  readonly q?: string;
  readonly source?: string;
  /** Kept as they are: set from the openings page's counts. */
  readonly opening?: string;
  readonly stage?: string;
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
        {values.opening ? <input type="hidden" name="opening" value={values.opening} /> : null}
        {values.stage ? <input type="hidden" name="stage" value={values.stage} /> : null}
        <SearchField
          name="q"
          label={inboxText.search}
          hint={inboxText.searchHint}
          value={values.q}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SearchField
          name="source"
          label={inboxText.source}
          hint={inboxText.sourceHint}
          value={values.source}
        />
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
            <StatusOptions />
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
        <ReplyFilters values={values} />
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

/** A text filter with its hint below it. */
function SearchField({
  name,
  label,
  hint,
  value,
  className,
}: {
  name: string;
  label: string;
  hint: string;
  value: string | undefined;
  className?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        defaultValue={value ?? ""}
        aria-describedby={`${id}-hint`}
        className={controlClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {hint}
      </p>
    </div>
  );
}
