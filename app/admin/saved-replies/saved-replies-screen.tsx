import { REPLY_MAX_LENGTH } from "#shared/replies/contract.ts";
import {
  SAVED_REPLY_AUDIENCES,
  SAVED_REPLY_TITLE_MAX,
  type SavedReplyAudience,
} from "#shared/replies/saved-replies.ts";
import { Button } from "#app/components/ui/button.tsx";
import { savedRepliesText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import type { SavedRepliesView } from "./saved-replies-page.ts";

/** The reply templates: each in a form of its own, and a form for a new one. */
export function SavedRepliesScreen({ viewer, replies, result }: SavedRepliesView) {
  const resultFor = (form: string) => (result?.form === form ? result : undefined);
  return (
    <AdminShell viewer={viewer} section="saved-replies">
      <h1 className="text-2xl font-bold sm:text-3xl">{savedRepliesText.heading}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{savedRepliesText.intro}</p>
      <div className="mt-6 grid gap-6">
        {replies.length === 0 ? <p className="text-ink-muted">{savedRepliesText.empty}</p> : null}
        {replies.map((reply) => {
          const own = resultFor(reply.id);
          return (
            <section key={reply.id} aria-label={reply.title} className={panelClass}>
              <TemplateForm
                formId={reply.id}
                title={own?.draft?.title ?? reply.title}
                body={own?.draft?.body ?? reply.body}
                audience={reply.audience}
                hint={reply.updated}
                submit={savedRepliesText.save}
                csrfToken={viewer.csrfToken}
                notice={own?.notice}
              />
              <form method="post" className="mt-3">
                <CsrfField token={viewer.csrfToken} />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={reply.id} />
                <Button type="submit" variant="ghost">
                  {savedRepliesText.remove}
                  <span className="sr-only">: {reply.title}</span>
                </Button>
              </form>
            </section>
          );
        })}
        <section aria-labelledby="new-saved-reply" className={panelClass}>
          <h2 id="new-saved-reply" className="text-lg font-bold">
            {savedRepliesText.newHeading}
          </h2>
          <TemplateForm
            formId="new"
            title={resultFor("new")?.draft?.title ?? ""}
            body={resultFor("new")?.draft?.body ?? ""}
            audience="both"
            hint={savedRepliesText.titleHint}
            submit={savedRepliesText.add}
            csrfToken={viewer.csrfToken}
            notice={resultFor("new")?.notice}
          />
        </section>
      </div>
    </AdminShell>
  );
}

function TemplateForm({
  formId,
  title,
  body,
  audience,
  hint,
  submit,
  csrfToken,
  notice,
}: {
  formId: string;
  title: string;
  body: string;
  audience: SavedReplyAudience;
  hint: string;
  submit: string;
  csrfToken: string;
  notice: Parameters<typeof ActionNotice>[0]["notice"];
}) {
  const id = (name: string) => `${name}-${formId}`;
  return (
    <form method="post" className="mt-3 grid gap-3">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="save" />
      {formId === "new" ? null : <input type="hidden" name="id" value={formId} />}
      <div>
        <label htmlFor={id("title")} className={labelClass}>
          {savedRepliesText.title}
        </label>
        <input
          id={id("title")}
          name="title"
          defaultValue={title}
          maxLength={SAVED_REPLY_TITLE_MAX}
          aria-describedby={`${id("hint")} ${id("notice")}`}
          className={controlClass}
        />
        <p id={id("hint")} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      </div>
      <div>
        <label htmlFor={id("body")} className={labelClass}>
          {savedRepliesText.body}
        </label>
        <textarea
          id={id("body")}
          name="body"
          rows={6}
          maxLength={REPLY_MAX_LENGTH}
          defaultValue={body}
          className={cn(controlClass, "min-h-30 resize-y")}
        />
      </div>
      <div>
        <label htmlFor={id("audience")} className={labelClass}>
          {savedRepliesText.audience}
        </label>
        <select
          id={id("audience")}
          name="audience"
          defaultValue={audience}
          className={controlClass}
        >
          {SAVED_REPLY_AUDIENCES.map((choice) => (
            <option key={choice} value={choice}>
              {savedRepliesText.audiences[choice]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{submit}</Button>
        <ActionNotice id={id("notice")} notice={notice} />
      </div>
    </form>
  );
}
