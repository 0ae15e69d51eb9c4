import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "#shared/enquiries/kinds.ts";
import { BookingOffer, BookingOfferForm } from "./booking-offer.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { FieldScope } from "./field.tsx";
import { FormNotice } from "./form-notice.tsx";
import type { EnquiryFormState } from "./use-enquiry-form.ts";

/**
 * A real `<form method="post">` (it works before and without JavaScript) to the page itself,
 * carrying its kind in `action` and the bot trap; `id` also brings a plain post back to this form
 * on the re-rendered page. `nativeRules` keeps the browser's own checks (the home and contact
 * forms), their messages shown under the fields instead of the browser's bubble; otherwise the
 * shared schema's messages show there. Either way a summary at the top lists them.
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
  // A failure that lists the fields to correct is said once, by the summary.
  const failureWithMessages =
    form.notice?.tone === "error" && Object.values(form.errors).some(Boolean)
      ? form.notice
      : undefined;
  return (
    <FieldScope
      value={{
        idPrefix: id,
        errors: form.errors,
        defaults: form.defaults,
        optionalLabel: form.text.optional,
        words: form.fields,
      }}
    >
      {form.carried ? <BookingOfferForm id={`${id}-book`} inBody={form.carried.byScript} /> : null}
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
        onInvalidCapture={nativeRules ? form.onInvalid : undefined}
        className={className}
      >
        {form.notice && !failureWithMessages ? <FormNotice {...form.notice} /> : null}
        {form.carried ? (
          <BookingOffer
            details={form.carried.details}
            form={`${id}-book`}
            byScript={form.carried.byScript}
          />
        ) : null}
        <ErrorSummary
          title={form.text.errorSummary}
          errors={form.errors}
          fieldId={(name) => `${id}-${name}`}
          postedFailure={failureWithMessages?.notice.title}
        />
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
