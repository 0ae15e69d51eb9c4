import { REPLY_MAX_LENGTH } from "#shared/replies/contract.ts";
import { MAIL_ATTACHMENT_TYPES } from "#shared/mail/attachments.ts";
import { Button } from "#app/components/ui/button.tsx";
import { replyText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import type { ActionNoticeValue } from "#app/admin/common/answer.ts";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

/** The file picker's suggestion; the server decides by the bytes. */
const ACCEPTED_FILES = [
  ...Object.keys(MAIL_ATTACHMENT_TYPES),
  ...Object.values(MAIL_ATTACHMENT_TYPES).map((extension) => `.${extension}`),
].join(",");

interface ReplyPanelProps {
  readonly enquiryPath: string;
  readonly to: string;
  readonly draft: string;
  readonly replyId: string;
  /** The timeline's version the page shows: a reply from it goes only while it holds (decision 020). */
  readonly seen: number;
  readonly savedReplies: readonly { readonly id: string; readonly title: string }[];
  readonly pickedTemplate: string | undefined;
  readonly sendsEmail: boolean;
  readonly csrfToken: string;
  readonly notice: ActionNoticeValue | undefined;
}

/**
 * The reply form: plain HTML, so it works without JavaScript. A saved reply is picked with a GET
 * form that reloads the page with the template filled in, ready to edit.
 */
export function ReplyPanel({
  enquiryPath,
  to,
  draft,
  replyId,
  seen,
  savedReplies,
  pickedTemplate,
  sendsEmail,
  csrfToken,
  notice,
}: ReplyPanelProps) {
  return (
    <section aria-labelledby="reply-heading" className={panelClass}>
      <h2 id="reply-heading" className="text-lg font-bold">
        {replyText.heading}
      </h2>
      {!sendsEmail ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-ink">{replyText.mailOff}</p>
      ) : (
        <>
          {savedReplies.length > 0 ? (
            <form
              method="get"
              action={`${enquiryPath}#reply-heading`}
              className="mt-3 flex flex-wrap items-end gap-3"
            >
              <div className="min-w-48 flex-1">
                <label htmlFor="template" className={labelClass}>
                  {replyText.savedLabel}
                </label>
                <select
                  id="template"
                  name="template"
                  defaultValue={pickedTemplate ?? ""}
                  className={controlClass}
                >
                  <option value="">{replyText.savedNone}</option>
                  {savedReplies.map((saved) => (
                    <option key={saved.id} value={saved.id}>
                      {saved.title}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" variant="secondary">
                {replyText.savedUse}
              </Button>
            </form>
          ) : null}
          <form method="post" action={enquiryPath} encType="multipart/form-data" className="mt-3">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="replyId" value={replyId} />
            <input type="hidden" name="seen" value={seen} />
            <label htmlFor="reply" className={labelClass}>
              {replyText.to(to)}
            </label>
            <textarea
              id="reply"
              name="reply"
              rows={8}
              maxLength={REPLY_MAX_LENGTH}
              defaultValue={draft}
              aria-describedby="reply-hint reply-notice"
              aria-invalid={notice?.tone === "error" ? true : undefined}
              className={cn(controlClass, "min-h-40 resize-y")}
            />
            <p id="reply-hint" className="mt-1 text-xs text-ink-muted">
              {replyText.hint}
            </p>
            <label htmlFor="reply-files" className={cn(labelClass, "mt-3")}>
              {replyText.filesLabel}
            </label>
            <input
              id="reply-files"
              name="attachments"
              type="file"
              multiple
              accept={ACCEPTED_FILES}
              aria-describedby="reply-files-hint"
              className="mt-1 block text-sm"
            />
            <p id="reply-files-hint" className="mt-1 text-xs text-ink-muted">
              {replyText.filesHint}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Button type="submit">{replyText.submit}</Button>
              <ActionNotice id="reply-notice" notice={notice} />
            </div>
          </form>
        </>
      )}
    </section>
  );
}
