import type { ReactNode } from "react";
import { LabelsProvider } from "#app/components/layout/labels.tsx";
import { Section } from "#app/components/layout/section.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { OfficeCard } from "#app/components/sections/hero-visuals/office-card.tsx";
import { LazyMap } from "#app/components/sections/contact/lazy-map.tsx";
import { ContactDetails } from "#app/components/sections/contact/contact-details.tsx";
import { localBusinessJsonLd } from "#app/components/sections/contact/local-business-json-ld.ts";
import { PromiseTiles } from "#app/components/sections/contact/promise-tiles.tsx";
import type { ContactContent } from "#app/content/schemas/contact.ts";
import type { Labels } from "#app/content/schemas/site-text.ts";
import { pageMeta, webPageJsonLd } from "#app/lib/seo.ts";

const path = "/contact";

export function contactMeta(content: ContactContent) {
  const { title, description } = content.seo;
  return pageMeta({
    title,
    description,
    path,
    jsonLd: [webPageJsonLd({ title, description, path }), localBusinessJsonLd()],
  });
}

/** Static copy and the map around one island handed in: the contact form. */
export function ContactPage({
  content,
  labels,
  form,
}: {
  content: ContactContent;
  labels: Labels;
  form: ReactNode;
}) {
  const { hero, details, promises, map, closing } = content;
  return (
    <LabelsProvider labels={labels}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        visual={<OfficeCard replyPromise={hero.replyPromise} details={details} />}
      />

      <Section className="pt-0 sm:pt-0">
        <div className="grid gap-8 lg:grid-cols-5 lg:gap-10">
          <div className="min-w-0 lg:col-span-3">
            <h2 className="text-2xl font-bold text-ink sm:text-3xl">{content.form.title}</h2>
            <p className="mt-2 mb-6 text-ink-muted">{content.form.text}</p>
            {form}
          </div>
          <div className="min-w-0 lg:col-span-2">
            <ContactDetails text={details} />
          </div>
        </div>
      </Section>

      <Section id="promises" tone="muted" eyebrow={promises.eyebrow} title={promises.title}>
        <PromiseTiles items={promises.items} />
      </Section>

      <Section id="map" eyebrow={map.eyebrow} title={map.title} intro={map.intro}>
        <LazyMap text={map} />
      </Section>

      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </LabelsProvider>
  );
}
