import { Button } from "#app/components/ui/button.tsx";
import { bulkText } from "#app/content/admin.ts";
import { controlClass, labelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import { actionValue, BULK_ACTIONS } from "./bulk.ts";

/** The form the list's rows are ticked in; its id ties each row's checkbox to it. */
export const BULK_FORM_ID = "bulk";

/**
 * The bar above the list: an action for the ticked rows, and whom to assign them to. It posts to
 * the confirmation step, so it works without JavaScript.
 */
export function BulkBar({
  csrfToken,
  teamMembers,
  listPath,
}: {
  csrfToken: string;
  teamMembers: readonly string[];
  listPath: string;
}) {
  return (
    <form
      id={BULK_FORM_ID}
      method="post"
      action="/admin/bulk"
      aria-label={bulkText.barLabel}
      className="flex flex-wrap items-end gap-3"
    >
      <CsrfField token={csrfToken} />
      <input type="hidden" name="step" value="confirm" />
      <input type="hidden" name="back" value={listPath} />
      <div className="min-w-40 flex-1">
        <label htmlFor="bulk-action" className={labelClass}>
          {bulkText.action}
        </label>
        {/* One menu, whom to assign to among its choices: one stop for Tab, one choice to make. */}
        <select id="bulk-action" name="action" className={controlClass}>
          {BULK_ACTIONS.filter((action) => action !== "assign").map((action) => (
            <option key={action} value={actionValue(action)}>
              {bulkText.actions[action]}
            </option>
          ))}
          <optgroup label={bulkText.actions.assign}>
            {teamMembers.map((member) => (
              <option key={member} value={actionValue("assign", member)}>
                {bulkText.assignTo(member)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <Button type="submit">{bulkText.submit}</Button>
    </form>
  );
}
