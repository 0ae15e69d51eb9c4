import { NOTE_MAX_LENGTH } from "#shared/inbox/contract.ts";
import { Button } from "#app/components/ui/button.tsx";
import { enquiryText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import type { ActionNoticeValue } from "#app/admin/common/answer.ts";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

interface NoteFormProps {
  readonly note: string;
  readonly updatedBy: string | undefined;
  readonly updated: string | undefined;
  readonly csrfToken: string;
  readonly notice: ActionNoticeValue | undefined;
}

/** The team's private note on the enquiry; saving replaces it. */
export function NoteForm({ note, updatedBy, updated, csrfToken, notice }: NoteFormProps) {
  return (
    <section aria-labelledby="note-heading" className={panelClass}>
      <h2 id="note-heading" className="text-lg font-bold">
        {enquiryText.noteHeading}
      </h2>
      <form method="post" className="mt-3">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note" className={labelClass}>
          {enquiryText.noteLabel}
        </label>
        <textarea
          id="note"
          name="note"
          rows={5}
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={note}
          aria-describedby="note-hint note-notice"
          aria-invalid={notice?.tone === "error" ? true : undefined}
          className={cn(controlClass, "min-h-30 resize-y")}
        />
        <p id="note-hint" className="mt-1 text-xs text-ink-muted">
          {enquiryText.noteHint}
          {updated && updatedBy ? ` ${enquiryText.noteUpdated}: ${updatedBy}, ${updated}.` : ""}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit">{enquiryText.noteSubmit}</Button>
          <ActionNotice id="note-notice" notice={notice} />
        </div>
      </form>
    </section>
  );
}
