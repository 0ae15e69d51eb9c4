/**
 * `/privacy/choices?enquiry=…&signature=…`: the page the signed link in a person's e-mails opens.
 * GET shows their choices; a POST (the page's own buttons) withdraws updates or asks for erasure.
 * A link the server did not sign changes nothing and says so.
 */
import type { ChoiceOutcome, ConsentChoices } from "#shared/privacy/choices.ts";
import type { SiteLocals } from "#shared/locals/site-locals.ts";

export type ChoicesIntent = "withdraw-updates" | "request-erasure";

export interface PrivacyChoicesView {
  readonly status: 200 | 400 | 404 | 503;
  readonly outcome: ChoiceOutcome<ConsentChoices> | "unavailable";
  /** What the visitor just did, to confirm it. */
  readonly done: ChoicesIntent | undefined;
}

export const privacyChoicesHeaders: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  // The link's signature must not travel on to another site (and "no-referrer" would send
  // the page's own POSTs with the Origin "null", which the server refuses).
  "Referrer-Policy": "same-origin",
};

export async function privacyChoicesPage({
  locals,
  request,
  url,
}: {
  readonly locals: SiteLocals;
  readonly request: Request;
  readonly url: URL;
}): Promise<PrivacyChoicesView> {
  const consent = locals.consent;
  if (!consent) return { status: 503, outcome: "unavailable", done: undefined };
  const enquiryId = url.searchParams.get("enquiry") ?? "";
  const signature = url.searchParams.get("signature") ?? "";
  let done: ChoicesIntent | undefined;
  let outcome: ChoiceOutcome<ConsentChoices>;
  if (request.method === "POST") {
    const intent = (await request.formData()).get("intent");
    if (intent === "withdraw-updates") {
      outcome = await consent.withdrawUpdates(enquiryId, signature);
      done = intent;
    } else if (intent === "request-erasure") {
      outcome = await consent.requestErasure(enquiryId, signature);
      done = intent;
    } else {
      outcome = await consent.choices(enquiryId, signature);
    }
  } else {
    outcome = await consent.choices(enquiryId, signature);
  }
  const status = outcome === "forged" ? 400 : outcome === "gone" ? 404 : 200;
  return { status, outcome, done: typeof outcome === "string" ? undefined : done };
}
