import type { ReactNode } from "react";
import { LabelsProvider } from "~/components/layout/labels";
import { Section } from "~/components/layout/section";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { OfficeCard } from "~/components/sections/hero-visuals/office-card";
import { LazyMap } from "~/components/sections/contact/lazy-map";
import { ContactDetails } from "~/components/sections/contact/contact-details";
import { localBusinessJsonLd } from "~/components/sections/contact/local-business-json-ld";
import { PromiseTiles } from "~/components/sections/contact/promise-tiles";
import type { ContactContent } from "~/content/schemas/contact";
import type { Labels } from "~/content/schemas/site-text";
import { pageMeta, webPageJsonLd } from "~/lib/seo";

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
