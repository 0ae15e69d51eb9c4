import { LegalDocument } from "~/components/sections/legal/legal-document";
import { legalPageMeta } from "~/components/sections/legal/legal-meta";
import { termsAndConditions } from "~/content/terms";
import { StaticContent } from "~/components/ui/static-content";
import { metaFromLoader } from "~/lib/meta-from-loader";

/** The page is static: its copy is rendered on the server only, so no copy travels as JavaScript. */
export function loader() {
  return { meta: pageMetaTags() };
}

export const meta = metaFromLoader;

function pageMetaTags() {
  return legalPageMeta(termsAndConditions);
}

function PageContent() {
  return <LegalDocument document={termsAndConditions} />;
}

export default function Page() {
  return (
    <StaticContent>{(import.meta.env.SSR || import.meta.env.DEV) && <PageContent />}</StaticContent>
  );
}
