import { replyClockText } from "#app/content/admin.ts";
import { controlClass, labelClass } from "#app/admin/common/controls.ts";

export interface ReplyFilterValues {
  readonly due?: string;
  readonly owner?: string;
  readonly sort?: string;
}

/** The reply promise's filters: overdue only, mine or unassigned, and the soonest due first. */
export function ReplyFilters({ values }: { values: ReplyFilterValues }) {
  return (
    <>
      <Choice
        name="due"
        label={replyClockText.dueFilter}
        value={values.due}
        options={[
          ["", replyClockText.anyDue],
          ["overdue", replyClockText.overdueOnly],
        ]}
      />
      <Choice
        name="owner"
        label={replyClockText.ownerFilter}
        value={values.owner}
        options={[
          ["", replyClockText.anyOwner],
          ["mine", replyClockText.mine],
          ["unassigned", replyClockText.unassigned],
        ]}
      />
      <Choice
        name="sort"
        label={replyClockText.order}
        value={values.sort}
        options={[
          ["", replyClockText.newestFirst],
          ["due", replyClockText.dueFirst],
        ]}
      />
    </>
  );
}

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={controlClass}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
