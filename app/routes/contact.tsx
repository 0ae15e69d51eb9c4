import type { Route } from "./+types/contact";
import { Section } from "~/components/layout/section";
import { ContactForm } from "~/components/forms/contact-form";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ContactDetails } from "~/components/sections/contact/contact-details";
import { LazyMap } from "~/components/sections/contact/lazy-map";
import { localBusinessJsonLd } from "~/components/sections/contact/local-business-json-ld";
import { PromiseTiles } from "~/components/sections/contact/promise-tiles";
import {
  contactClosing,
  contactFormIntro,
  contactHero,
  contactSeo,
  mapText,
  promises,
  promisesIntro,
} from "~/content/contact";
import { StaticContent } from "~/components/ui/static-content";
import { enquiryAction } from "~/lib/enquiry-action.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { pageMeta, webPageJsonLd } from "~/lib/seo";

const path = "/contact";

/** Static copy around two interactive parts: the contact form and the map loader. */
export function loader() {
  return { meta: pageMetaTags() };
}

export const meta = metaFromLoader;

function pageMetaTags() {
  const { title, description } = contactSeo;
  return pageMeta({
    title,
    description,
    path,
    jsonLd: [webPageJsonLd({ title, description, path }), localBusinessJsonLd()],
  });
}

export async function action(args: Route.ActionArgs) {
  return enquiryAction(args);
}

export default function Page() {
  return (
    <>
      <StaticContent>
        {(import.meta.env.SSR || import.meta.env.DEV) && (
          <PageHero
            eyebrow={contactHero.eyebrow}
            title={contactHero.title}
            lead={contactHero.lead}
          />
        )}
      </StaticContent>

      <Section className="pt-0 sm:pt-0">
        <div className="grid gap-8 lg:grid-cols-5 lg:gap-10">
          <div className="min-w-0 lg:col-span-3">
            <h2 className="text-2xl font-bold text-ink sm:text-3xl">{contactFormIntro.title}</h2>
            <p className="mt-2 mb-6 text-ink-muted">{contactFormIntro.text}</p>
            <ContactForm />
          </div>
          <div className="min-w-0 lg:col-span-2">
            <StaticContent>
              {(import.meta.env.SSR || import.meta.env.DEV) && <ContactDetails />}
            </StaticContent>
          </div>
        </div>
      </Section>

      <StaticContent>
        {(import.meta.env.SSR || import.meta.env.DEV) && (
          <Section
            id="promises"
            tone="muted"
            eyebrow={promisesIntro.eyebrow}
            title={promisesIntro.title}
          >
            <PromiseTiles items={promises} />
          </Section>
        )}
      </StaticContent>

      <Section id="map" eyebrow={mapText.eyebrow} title={mapText.title} intro={mapText.intro}>
        <LazyMap />
      </Section>

      <StaticContent>
        {(import.meta.env.SSR || import.meta.env.DEV) && (
          <CtaBand
            title={contactClosing.title}
            text={contactClosing.text}
            actions={contactClosing.actions}
          />
        )}
      </StaticContent>
    </>
  );
}
