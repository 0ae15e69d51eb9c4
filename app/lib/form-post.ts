import { cvTooLarge, fields, textRules } from "virtual:form-words";
import { BOOKING_OFFERED_KINDS, carriedDetails } from "#shared/booking/contract.ts";
import { campaignTags, type Attribution } from "#shared/enquiries/attribution.ts";
import { kindOfAction } from "#shared/enquiries/kinds.ts";
import { readPostedForm } from "#shared/enquiries/posted-form.ts";
import type { EnquiryService } from "#shared/enquiries/service.ts";
import {
  enquirySchema,
  messagesIn,
  rulesOf,
  validateEnquiry,
  type FieldErrors,
} from "#shared/enquiries/schemas.ts";
import { CV_FIELD } from "#shared/hiring/cv.ts";

/** What a form shows after a submission that came without JavaScript (a plain HTML post). */
export type EnquiryFormResult =
  | {
      readonly status: "stored";
      readonly action: string;
      readonly id: string;
      /** The details /book is offered to be filled in with, after a kind that offers it. */
      readonly carried?: Readonly<Record<string, string>>;
    }
  | {
      readonly status: "invalid" | "unavailable";
      readonly action: string;
      readonly message: string;
      readonly errors: FieldErrors;
      /** What the visitor typed, so the re-rendered form loses nothing. */
      readonly values: Readonly<Record<string, string>>;
    };

/**
 * Where a form posted without JavaScript came from. A form posts to its own page's address, so
 * that address is the page, with the campaign tags the visitor landed with still in its query.
 * The referring site is known only to the page's script, which did not run.
 */
export function postedFormAttribution(page: string, query: URLSearchParams): Attribution {
  return { page, ...campaignTags(query) };
}

/**
 * Submits an enquiry form posted without JavaScript to `page`. The form's hidden `action` field
 * names its kind; the same service as the JSON endpoint validates, stores and queues it.
 */
export async function submitPostedForm(
  request: Request,
  enquiries: EnquiryService,
  page: string,
): Promise<EnquiryFormResult> {
  const { fields: values, files } = await readPostedForm(await request.formData());
  const action = values.action ?? "";
  const outcome = await enquiries.submit(
    { ...values, attribution: postedFormAttribution(page, new URL(request.url).searchParams) },
    files,
  );
  if (outcome.status === "stored") {
    const offered = BOOKING_OFFERED_KINDS.includes(kindOfAction(action) ?? "");
    return {
      status: "stored",
      action,
      id: outcome.id,
      ...(offered && { carried: carriedDetails(values) }),
    };
  }
  return {
    status: outcome.status,
    action,
    message: outcome.message,
    errors: outcome.status === "invalid" ? outcome.errors : {},
    values,
  };
}

/**
 * A job application posted without JavaScript whose CV was too large: the server dropped the
 * file and handed on the other fields (`fileTooLarge`). Nothing is submitted; the form comes back
 * with the CV's message, the other fields' own so that one round trip shows every mistake, and
 * what was typed.
 */
export async function tooLargeFileResult(request: Request): Promise<EnquiryFormResult> {
  const { fields: values } = await readPostedForm(await request.formData());
  const action = values.action ?? "";
  const kind = kindOfAction(action);
  const check = kind && enquirySchema(rulesOf(kind), messagesIn({ fields }, kind), textRules);
  const validation = check ? validateEnquiry(check, values) : undefined;
  return {
    status: "invalid",
    action,
    message: cvTooLarge,
    errors: { ...(validation?.ok === false && validation.errors), [CV_FIELD]: cvTooLarge },
    values,
  };
}

/** The page's status after a plain post: 400 for the visitor's mistakes, 503 for ours. */
export function statusOfResult(result: EnquiryFormResult): number {
  return { stored: 200, invalid: 400, unavailable: 503 }[result.status];
}

/** Why an application's opening takes none (closed, expired or unknown), when that refused it. */
export function openingRefused(result: EnquiryFormResult): string | undefined {
  return result.status === "invalid" ? result.errors.opening : undefined;
}
