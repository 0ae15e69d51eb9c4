/** Fields a form sends besides the enquiry's own (no schema here: the islands import it). */

/** The solved proof of work (base64 of the challenge and its solution). */
export const PROOF_FIELD = "proof";

/** The separate, optional tick for occasional updates; only a tick is a yes. */
export const MARKETING_FIELD = "marketingConsent";

/** Whether the marketing box was ticked: a checkbox sends "yes", JSON may send true. */
export function optedIntoMarketing(value: unknown): boolean {
  return value === true || value === "yes" || value === "on" || value === "true";
}
