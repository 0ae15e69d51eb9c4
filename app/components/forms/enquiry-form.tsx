import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "@shared/enquiry-kinds";
import { FieldScope } from "./field";
import { FormNotice } from "./form-notice";
import type { EnquiryFormState } from "./use-enquiry-form";

/**
 * A real `<form method="post">` (it works before and without JavaScript) to the page itself,
 * carrying its kind in `action` and the bot trap; `id` also brings a plain post back to this form
 * on the re-rendered page. `nativeRules` keeps the browser's own checks (the home and contact
 * forms); otherwise the shared schema's messages show under the fields.
 */
export function EnquiryForm({
  id,
  form,
  nativeRules = false,
  multipart = false,
  className,
  children,
}: {
  id: string;
  form: EnquiryFormState;
  nativeRules?: boolean;
  /** The form carries a file: posted as multipart/form-data. */
  multipart?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FieldScope value={{ idPrefix: id, errors: form.errors, defaults: form.defaults }}>
      <form
        key={form.generation}
        id={id}
        method="post"
        action={`#${id}`}
        encType={multipart ? "multipart/form-data" : undefined}
        noValidate={!nativeRules}
        aria-busy={form.submitting || undefined}
        onSubmit={form.onSubmit}
        onInput={form.onInput}
        className={className}
      >
        {form.notice ? <FormNotice {...form.notice} /> : null}
        <input type="hidden" name="action" value={form.action} />
        <div className="sr-only">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{form.text.botTrapLabel}</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {children}
      </form>
    </FieldScope>
  );
}
