import type { ReactNode } from "react";
import { Section } from "~/components/layout/section";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { LazyMap } from "~/components/sections/contact/lazy-map";
import { ContactDetails } from "~/components/sections/contact/contact-details";
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
import { pageMeta, webPageJsonLd } from "~/lib/seo";

const path = "/contact";

export function contactMeta() {
  const { title, description } = contactSeo;
  return pageMeta({
    title,
    description,
    path,
    jsonLd: [webPageJsonLd({ title, description, path }), localBusinessJsonLd()],
  });
}

/** Static copy and the map around one island handed in: the contact form. */
export function ContactPage({ form }: { form: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} lead={contactHero.lead} />

      <Section className="pt-0 sm:pt-0">
        <div className="grid gap-8 lg:grid-cols-5 lg:gap-10">
          <div className="min-w-0 lg:col-span-3">
            <h2 className="text-2xl font-bold text-ink sm:text-3xl">{contactFormIntro.title}</h2>
            <p className="mt-2 mb-6 text-ink-muted">{contactFormIntro.text}</p>
            {form}
          </div>
          <div className="min-w-0 lg:col-span-2">
            <ContactDetails />
          </div>
        </div>
      </Section>

      <Section
        id="promises"
        tone="muted"
        eyebrow={promisesIntro.eyebrow}
        title={promisesIntro.title}
      >
        <PromiseTiles items={promises} />
      </Section>

      <Section id="map" eyebrow={mapText.eyebrow} title={mapText.title} intro={mapText.intro}>
        <LazyMap />
      </Section>

      <CtaBand
        title={contactClosing.title}
        text={contactClosing.text}
        actions={contactClosing.actions}
      />
    </>
  );
}
