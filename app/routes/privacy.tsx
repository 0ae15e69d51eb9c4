import { LegalDocument } from "~/components/sections/legal/legal-document";
import { legalPageMeta } from "~/components/sections/legal/legal-meta";
import { privacyPolicy } from "~/content/privacy";
import { StaticContent } from "~/components/ui/static-content";
import { metaFromLoader } from "~/lib/meta-from-loader";

/** The page is static: its copy is rendered on the server only, so no copy travels as JavaScript. */
export function loader() {
  return { meta: pageMetaTags() };
}

export const meta = metaFromLoader;

function pageMetaTags() {
  return legalPageMeta(privacyPolicy);
}

function PageContent() {
  return <LegalDocument document={privacyPolicy} />;
}

export default function Page() {
  return (
    <StaticContent>{(import.meta.env.SSR || import.meta.env.DEV) && <PageContent />}</StaticContent>
  );
}
