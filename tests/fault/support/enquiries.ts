/** Enquiries for the fault tests: each one distinct and traceable by its submission id. */
import { validBodies } from "#server/test-support/enquiries.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";

export { ENQUIRY_ENDPOINT };

export interface SentEnquiry {
  readonly submissionId: string;
  readonly body: Record<string, string>;
}

export function distinctEnquiry(index: number): SentEnquiry {
  const submissionId = crypto.randomUUID();
  return {
    submissionId,
    body: {
      ...validBodies.contact,
      name: `Visitor ${index}`,
      message: `Enquiry number ${index}: please call me back about your cloud services.`,
      submissionId,
    },
  };
}

export type Outcome =
  | { readonly kind: "answered"; readonly status: number; readonly id?: string }
  | { readonly kind: "no answer"; readonly error: string };

/** POSTs one enquiry as the site's own script would; a dropped connection is an outcome too. */
export async function submit(baseUrl: string, enquiry: SentEnquiry): Promise<Outcome> {
  try {
    const response = await fetch(new URL(ENQUIRY_ENDPOINT, baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(enquiry.body),
    });
    const json = (await response.json()) as { id?: string };
    return { kind: "answered", status: response.status, id: json.id };
  } catch (error) {
    return { kind: "no answer", error: error instanceof Error ? error.message : String(error) };
  }
}
