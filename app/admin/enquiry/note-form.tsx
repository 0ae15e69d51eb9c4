import { NOTE_MAX_LENGTH } from "#shared/inbox/contract.ts";
import { Button } from "#app/components/ui/button.tsx";
import { enquiryText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import type { ActionNoticeValue } from "#app/admin/common/answer.ts";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import type { NoteView } from "#app/admin/common/views.ts";

interface NoteFormProps {
  readonly notes: readonly NoteView[];
  /** The text in the form: empty, or the draft of a note that was refused. */
  readonly draft: string;
  /** The form's own key: sent twice (a double click, a reload), it is one note. */
  readonly noteId: string;
  /** The timeline's version the page shows (decision 020). */
  readonly seen: number;
  readonly csrfToken: string;
  readonly notice: ActionNoticeValue | undefined;
}

/** The team's private notes, oldest first, each with who wrote it when; a new one is added below. */
export function NoteForm({ notes, draft, noteId, seen, csrfToken, notice }: NoteFormProps) {
  return (
    <section aria-labelledby="note-heading" className={panelClass}>
      <h2 id="note-heading" className="text-lg font-bold">
        {enquiryText.noteHeading}
      </h2>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{enquiryText.notesEmpty}</p>
      ) : (
        <ol className="mt-3 grid gap-3" aria-label={enquiryText.noteHeading}>
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-xs text-ink-muted">
                {note.by}, <time dateTime={note.atIso}>{note.at}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-ink">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form method="post" className="mt-4">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="noteId" value={noteId} />
        <input type="hidden" name="seen" value={seen} />
        <label htmlFor="note" className={labelClass}>
          {enquiryText.noteLabel}
        </label>
        <textarea
          id="note"
          name="note"
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={draft}
          aria-describedby="note-hint note-notice"
          aria-invalid={notice?.tone === "error" ? true : undefined}
          className={cn(controlClass, "min-h-24 resize-y")}
        />
        <p id="note-hint" className="mt-1 text-xs text-ink-muted">
          {enquiryText.noteHint}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit">{enquiryText.noteSubmit}</Button>
          <ActionNotice id="note-notice" notice={notice} />
        </div>
      </form>
    </section>
  );
}
