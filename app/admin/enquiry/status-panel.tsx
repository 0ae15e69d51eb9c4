import type { EnquiryStatus } from "#shared/enquiries/status.ts";
import { Button } from "#app/components/ui/button.tsx";
import { enquiryText, statusLabels } from "#app/content/admin.ts";
import type { RecordView } from "#app/admin/common/views.ts";
import { StatusOptions } from "#app/admin/common/status-options.tsx";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import type { ActionNoticeValue } from "#app/admin/common/answer.ts";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

interface StatusPanelProps {
  readonly status: EnquiryStatus;
  readonly history: RecordView["history"];
  readonly csrfToken: string;
  readonly notice: ActionNoticeValue | undefined;
}

/** The conversation's state, the form that changes it, and who changed it when. */
export function StatusPanel({ status, history, csrfToken, notice }: StatusPanelProps) {
  return (
    <section aria-labelledby="status-heading" className={panelClass}>
      <h2 id="status-heading" className="text-lg font-bold">
        {enquiryText.statusHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{enquiryText.statusHint}</p>
      <form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value="status" />
        <div className="min-w-40 flex-1">
          <label htmlFor="status" className={labelClass}>
            {enquiryText.statusLabel}
          </label>
          <select
            id="status"
            name="status"
            defaultValue={status}
            aria-describedby="status-notice"
            className={controlClass}
          >
            <StatusOptions />
          </select>
        </div>
        <Button type="submit">{enquiryText.statusSubmit}</Button>
      </form>
      <div className="mt-2">
        <ActionNotice id="status-notice" notice={notice} />
      </div>

      <h3 className="mt-4 text-base font-bold">{enquiryText.historyHeading}</h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{enquiryText.historyEmpty}</p>
      ) : (
        <ol className="mt-2 grid gap-2 text-sm">
          {history.map((change) => (
            <li key={change.atIso + change.to} className="break-words">
              <span className="font-semibold">
                {enquiryText.historyEntry(statusLabels[change.from], statusLabels[change.to])}
              </span>{" "}
              <span className="text-ink-muted">
                {enquiryText.by} {change.by}, <time dateTime={change.atIso}>{change.at}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
