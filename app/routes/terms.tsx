import { LegalDocument } from "~/components/sections/legal/legal-document";
import { legalPageMeta } from "~/components/sections/legal/legal-meta";
import { termsAndConditions } from "~/content/terms";

export function meta() {
  return legalPageMeta(termsAndConditions);
}

export default function Page() {
  return <LegalDocument document={termsAndConditions} />;
}
