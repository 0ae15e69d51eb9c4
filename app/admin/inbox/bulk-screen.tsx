import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { bulkText } from "#app/content/admin.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import type { BulkView } from "./bulk-page.ts";
import { actionValue } from "./bulk.ts";

/** The bulk action's confirmation (how many it will change), then its outcome. */
export function BulkScreen(view: BulkView) {
  const { targets } = view;
  const skipped = targets ? view.selected - targets.length : 0;
  return (
    <AdminShell viewer={view.viewer} section="enquiries">
      <h1 className="text-2xl font-bold sm:text-3xl">{bulkText.heading}</h1>
      <section className={`mt-4 ${panelClass}`}>
        {targets && targets.length > 0 ? (
          <form method="post" action="/admin/bulk" className="grid gap-3">
            <CsrfField token={view.viewer.csrfToken} />
            <input type="hidden" name="step" value="apply" />
            <input
              type="hidden"
              name="action"
              value={actionValue(view.action, view.action === "assign" ? view.owner : undefined)}
            />
            <input type="hidden" name="back" value={view.back} />
            {targets.map((id) => (
              <input key={id} type="hidden" name="id" value={id} />
            ))}
            <p className="text-lg font-semibold">
              {bulkText.question(view.action, targets.length, view.owner ?? "")}
            </p>
            {skipped > 0 ? (
              <p className="text-sm text-ink-muted">{bulkText.skipped(skipped)}</p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button type="submit">{bulkText.confirm(targets.length)}</Button>
              <ButtonLink href={view.back} variant="secondary">
                {bulkText.back}
              </ButtonLink>
            </div>
          </form>
        ) : (
          <div className="grid gap-3">
            <ActionNotice id="bulk-notice" notice={view.notice} />
            <p>
              <ButtonLink href={view.back} variant="secondary">
                {bulkText.back}
              </ButtonLink>
            </p>
          </div>
        )}
      </section>
    </AdminShell>
  );
}
