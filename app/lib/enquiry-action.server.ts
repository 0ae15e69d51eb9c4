import { data, type ActionFunctionArgs } from "react-router";
import { enquiryServiceContext } from "@shared/enquiry-service";
import type { FieldErrors } from "@shared/schemas/enquiry";

/** What a form shows after a submission that came without JavaScript (a plain HTML post). */
export type EnquiryActionResult =
  | { readonly status: "stored"; readonly action: string }
  | {
      readonly status: "invalid" | "unavailable";
      readonly action: string;
      readonly message: string;
      readonly errors: FieldErrors;
      /** What the visitor typed, so the re-rendered form loses nothing. */
      readonly values: Readonly<Record<string, string>>;
    };

/**
 * The route action behind every enquiry form. The form's hidden `action` field names its kind;
 * the same service as the JSON endpoint validates, stores and queues it.
 */
export async function enquiryAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  const action = values.action ?? "";

  const outcome = await context.get(enquiryServiceContext).submit(values);
  if (outcome.status === "stored") {
    return { status: "stored", action } satisfies EnquiryActionResult;
  }
  const result: EnquiryActionResult = {
    status: outcome.status,
    action,
    message: outcome.message,
    errors: outcome.status === "invalid" ? outcome.errors : {},
    values,
  };
  return data(result, { status: outcome.status === "invalid" ? 400 : 503 });
}
