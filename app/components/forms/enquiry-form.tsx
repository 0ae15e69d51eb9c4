import type { ReactNode } from "react";
import { useFormAction } from "react-router";
import { HONEYPOT_FIELD } from "@shared/enquiry-kinds";
import { formTexts } from "~/content/forms";
import { FieldScope } from "./field";
import { FormNotice } from "./form-notice";
import type { EnquiryFormState } from "./use-enquiry-form";

/**
 * A real `<form method="post">` (it works before and without JavaScript) to the page's own route
 * action, carrying its kind in `action` and the bot trap; `id` also brings a plain post back to
 * this form on the re-rendered page. `nativeRules` keeps the browser's own checks (SPEC §5 home and contact forms); otherwise
 * the shared schema's messages show under the fields.
 */
export function EnquiryForm({
  id,
  form,
  nativeRules = false,
  className,
  children,
}: {
  id: string;
  form: EnquiryFormState;
  nativeRules?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const routeAction = withoutTrailingSlash(useFormAction());
  return (
    <FieldScope value={{ idPrefix: id, errors: form.errors, defaults: form.defaults }}>
      <form
        key={form.generation}
        id={id}
        method="post"
        action={`${routeAction}#${id}`}
        noValidate={!nativeRules}
        aria-busy={form.submitting || undefined}
        onSubmit={form.onSubmit}
        onInput={form.onInput}
        className={className}
      >
        {form.notice ? <FormNotice {...form.notice} /> : null}
        <input type="hidden" name="action" value={form.action} />
        <div className="sr-only">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{formTexts.honeypotLabel}</label>
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

/** Pre-rendering sees "/contact/"; the page's address, and so its action, is "/contact". */
function withoutTrailingSlash(action: string): string {
  return action.replace(/(?<=.)\/(?=\?|$)/, "");
}
