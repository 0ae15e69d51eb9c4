import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import {
  actionFor,
  HONEYPOT_FIELD,
  kindOfAction,
  type EnquiryKind,
} from "#shared/enquiries/kinds.ts";
import { BOOKING_OFFERED_KINDS, carriedDetails } from "#shared/booking/contract.ts";
import { CV_FIELD, CV_MAX_BYTES } from "#shared/hiring/cv.ts";
import type { FieldErrors } from "#shared/enquiries/schemas.ts";
import { MARKETING_FIELD, PROOF_FIELD } from "#shared/enquiries/submission-fields.ts";
import type { FormText, Notice } from "#app/content/schemas/forms.ts";
import type { FieldText } from "#shared/enquiries/words.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import type { EnquiryFormResult } from "#app/lib/form-post.ts";
import type { SubmissionAttempt } from "#app/lib/submit-enquiry.ts";
import type { ToneNotice } from "./form-notice.tsx";
import { cvTooLarge, fieldsIn, kindsShown } from "./form-words.ts";
import { loadEnquiryRuntime, type EnquiryRuntime as Runtime } from "./runtime-loader.ts";

/** The details an enquiry's success offers to carry over to /book. */
export interface CarriedDetails {
  readonly details: Readonly<Record<string, string>>;
  /** Sent with JavaScript, rather than posted and rendered by the server. */
  readonly byScript: boolean;
}

export interface EnquiryFormState {
  readonly action: string;
  readonly text: FormText;
  /** The form's fields as it words them (app/content/forms.yaml). */
  readonly fields: Readonly<Record<string, FieldText>>;
  readonly errors: FieldErrors;
  readonly defaults: Readonly<Record<string, string>>;
  /** The outcome of a submission made without JavaScript, shown in the form. */
  readonly notice: ToneNotice | undefined;
  readonly submitting: boolean;
  /** After a success of a kind that offers it: the details /book is offered to be filled in with. */
  readonly carried: CarriedDetails | undefined;
  /** Changes after a success, so the form mounts afresh and empty. */
  readonly generation: number;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly onInput: (event: FormEvent<HTMLFormElement>) => void;
  /** A control the browser's own rules refuse (forms that keep them): its message goes inline. */
  readonly onInvalid: (event: FormEvent<HTMLFormElement>) => void;
}

/** What a submission with JavaScript needs of the form's state. */
interface SubmissionOptions {
  readonly kind: EnquiryKind;
  readonly action: string;
  readonly text: FormText;
  readonly success: () => Notice;
  readonly failure: (reason: string) => Notice;
  readonly showErrors: (form: HTMLFormElement, fieldErrors: FieldErrors) => void;
  readonly clearErrors: () => void;
  /** Sets (or, after a success, clears) the check that follows the visitor's corrections. */
  readonly setRecheck: (validate: Runtime["validateEnquiry"] | undefined) => void;
  /** After a success (the values sent): the form starts afresh and empty. */
  readonly onSent: (sent: Readonly<Record<string, unknown>>) => void;
}

/**
 * Validate with the shared schema, POST JSON to the endpoint, toast the outcome. A retry of the
 * same values is the same attempt, with the same proof of work.
 */
function useSubmission({
  kind,
  action,
  text,
  success,
  failure,
  showErrors,
  clearErrors,
  setRecheck,
  onSent,
}: SubmissionOptions) {
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<SubmissionAttempt | undefined>(undefined);
  /** The proof of work spent on the current attempt: a retry of it sends the same. */
  const proof = useRef<{ attemptId: string; proof: string | undefined } | undefined>(undefined);

  async function submit(form: HTMLFormElement) {
    let runtime: Runtime;
    try {
      runtime = await loadEnquiryRuntime();
    } catch {
      // The enhancement could not load (e.g. a new deployment): post the form the plain way.
      form.submit();
      return;
    }
    const values = readFields(form);
    const validation = runtime.validateEnquiry(kind, values);
    setRecheck(runtime.validateEnquiry);
    if (!validation.ok) {
      showErrors(form, validation.errors);
      return;
    }
    const cv = chosenCv(form);
    if (cv && cv.size > CV_MAX_BYTES) {
      showErrors(form, { [CV_FIELD]: cvTooLarge });
      return;
    }
    clearErrors();
    attempt.current = runtime.attemptFor(
      attempt.current,
      JSON.stringify([validation.data, values[MARKETING_FIELD]]),
    );
    setSubmitting(true);
    const attemptId = attempt.current.id;
    if (proof.current?.attemptId !== attemptId) {
      proof.current = { attemptId, proof: await runtime.takeProof() };
    }
    const sent = await runtime.postEnquiry(
      {
        ...(validation.data as Record<string, string>),
        action,
        submissionId: attemptId,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "",
        [MARKETING_FIELD]: values[MARKETING_FIELD] === "yes",
        ...(proof.current.proof ? { [PROOF_FIELD]: proof.current.proof } : {}),
        attribution: runtime.visitAttribution(),
      },
      { cv },
    );
    setSubmitting(false);

    if (sent.ok) {
      runtime.showToast("success", success());
      attempt.current = undefined;
      runtime.startProof();
      setRecheck(undefined);
      onSent(validation.data as Record<string, unknown>);
      return;
    }
    console.error("Enquiry submission failed", sent.failure);
    runtime.showToast(
      "error",
      failure(runtime.failureDescription(sent.failure, text.failureReasons)),
    );
    const serverErrors = sent.failure.reason === "status" ? sent.failure.errors : undefined;
    if (serverErrors) showErrors(form, serverErrors);
  }

  return { submit, submitting };
}

/**
 * One enquiry form's behaviour. With JavaScript: validate with the shared schema, POST JSON to
 * the endpoint, toast the outcome, clear only on success. Without it, the form posts to its
 * page, which comes back rendered with `posted`: the errors and typed values, or the success.
 */
export function useEnquiryForm(
  kind: EnquiryKind,
  text: FormText,
  posted: EnquiryFormResult | undefined,
  /** What the form starts with when nothing was posted, e.g. the opening applied for. */
  prefilled: Readonly<Record<string, string>> = {},
): EnquiryFormState {
  const action = actionFor(kind);
  const result = kindOfAction(posted?.action) === kind ? posted : undefined;
  const success = () => noticeOf(text.success, { kind: kindsShown[kind] });
  const failure = (reason: string) => noticeOf(text.failure, { reason });

  const [errors, setErrors] = useState<FieldErrors>(() =>
    result?.status === "invalid" ? result.errors : {},
  );
  const [defaults, setDefaults] = useState<Readonly<Record<string, string>>>(() =>
    result && result.status !== "stored" ? withoutHoneypot(result.values) : prefilled,
  );
  const [notice, setNotice] = useState<ToneNotice | undefined>(() =>
    postedNotice(result, success, failure),
  );
  const [carried, setCarried] = useState<CarriedDetails | undefined>(() =>
    result?.status === "stored" && result.carried
      ? { details: result.carried, byScript: false }
      : undefined,
  );
  const [generation, setGeneration] = useState(0);
  const inFlight = useRef(false);
  /** After the first submit, messages follow the visitor's corrections as they type. */
  const recheck = useRef<Runtime["validateEnquiry"] | undefined>(undefined);
  /** The browser's own rules refused a submit: their messages follow the corrections too. */
  const recheckNative = useRef(false);
  /** The browser reports each refused control in turn; they are shown together. */
  const refused = useRef<FieldErrors | undefined>(undefined);

  /** Renders the messages in the form's order, then moves focus to their summary. */
  function showErrors(form: HTMLFormElement, fieldErrors: FieldErrors) {
    flushSync(() => setErrors(inFormOrder(form, fieldErrors)));
    form.querySelector<HTMLElement>("[data-error-summary]")?.focus();
  }

  const { submit, submitting } = useSubmission({
    kind,
    action,
    text,
    success,
    failure,
    showErrors,
    clearErrors: () => setErrors({}),
    setRecheck: (validate) => {
      recheck.current = validate;
    },
    onSent: (sent) => {
      if (BOOKING_OFFERED_KINDS.includes(kind)) {
        setCarried({ details: carriedDetails(sent), byScript: true });
      }
      setDefaults({});
      setGeneration((count) => count + 1);
    },
  });

  return {
    action,
    text,
    fields: fieldsIn(kind),
    errors,
    defaults,
    notice,
    submitting,
    carried,
    generation,
    onSubmit(event) {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      setNotice(undefined);
      void submit(event.currentTarget).finally(() => {
        inFlight.current = false;
      });
    },
    onInput(event) {
      const form = event.currentTarget;
      const validate = recheck.current;
      if (!validate && !recheckNative.current) return;
      const native = recheckNative.current ? browserErrors(form) : {};
      if (Object.keys(native).length > 0 || !validate) return setErrors(native);
      const validation = validate(kind, readFields(form));
      setErrors(validation.ok ? {} : validation.errors);
    },
    onInvalid(event) {
      // Cancelled, the browser shows no bubble (and still does not submit).
      event.preventDefault();
      const control = event.target;
      if (!isControl(control)) return;
      const form = event.currentTarget;
      if (!refused.current) {
        refused.current = {};
        // Every refused control reports before the next task; then all are shown at once.
        setTimeout(() => {
          const fieldErrors = refused.current ?? {};
          refused.current = undefined;
          recheckNative.current = true;
          setNotice(undefined);
          showErrors(form, fieldErrors);
        });
      }
      refused.current[control.name] = control.validationMessage;
    },
  };
}

/** What a form posted without JavaScript says when its page comes back: success or failure. */
function postedNotice(
  result: EnquiryFormResult | undefined,
  success: () => Notice,
  failure: (reason: string) => Notice,
): ToneNotice | undefined {
  if (!result) return undefined;
  return result.status === "stored"
    ? { tone: "success", notice: success() }
    : { tone: "error", notice: failure(result.message) };
}

/** A message of the content file with its `{kind}` or `{reason}` filled in. */
function noticeOf(notice: Notice, values: Readonly<Record<string, string>>): Notice {
  const description = notice.description && fillIn(notice.description, values);
  return { title: fillIn(notice.title, values), ...(description && { description }) };
}

/** The file chosen in the form's CV field, if it has one. */
function chosenCv(form: HTMLFormElement): File | undefined {
  const input = form.elements.namedItem(CV_FIELD);
  return input instanceof HTMLInputElement ? (input.files?.[0] ?? undefined) : undefined;
}

function readFields(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

function withoutHoneypot(values: Readonly<Record<string, string>>): Record<string, string> {
  const { [HONEYPOT_FIELD]: _trap, ...rest } = values;
  return rest;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: unknown): element is Control {
  return (
    (element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement) &&
    element.type !== "hidden"
  );
}

/** The messages in the order of their fields in the form, so the summary reads top to bottom. */
function inFormOrder(form: HTMLFormElement, errors: FieldErrors): FieldErrors {
  const ordered: FieldErrors = {};
  for (const element of form.elements) {
    if (isControl(element) && element.name in errors) ordered[element.name] = errors[element.name]!;
  }
  return { ...ordered, ...errors };
}

/** What the browser's own rules say now about each control they refuse. */
function browserErrors(form: HTMLFormElement): FieldErrors {
  const errors: FieldErrors = {};
  for (const element of form.elements) {
    if (isControl(element) && !element.validity.valid) {
      errors[element.name] = element.validationMessage;
    }
  }
  return errors;
}
