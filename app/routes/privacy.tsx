import { LegalDocument } from "~/components/sections/legal/legal-document";
import { legalPageMeta } from "~/components/sections/legal/legal-meta";
import { privacyPolicy } from "~/content/privacy";

export function meta() {
  return legalPageMeta(privacyPolicy);
}

export default function Page() {
  return <LegalDocument document={privacyPolicy} />;
}
