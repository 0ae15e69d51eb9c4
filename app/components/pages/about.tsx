import { aboutFaq, aboutHero, aboutSeo, aboutStats, aboutValues, whoWeAre } from "~/content/about";
import { Section } from "~/components/layout/section";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { StatsGrid } from "~/components/sections/stats-grid";
import { faqJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo";

export function aboutMeta() {
  const page = { ...aboutSeo, path: "/about" };
  return pageMeta({ ...page, jsonLd: [webPageJsonLd(page), faqJsonLd(aboutFaq.items)] });
}

function WhoWeAre() {
  return (
    <Section>
      <div className="grid items-start gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <Reveal>
          <p className="mb-3 text-sm font-semibold tracking-wider text-brand-600 uppercase">
            {whoWeAre.eyebrow}
          </p>
          <h2 className="text-3xl font-bold sm:text-4xl">{whoWeAre.title}</h2>
          <div className="mt-6 space-y-5 text-lg text-ink-muted">
            {whoWeAre.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ButtonLink href={whoWeAre.cta.href} size="lg" className="mt-9">
            {whoWeAre.cta.label}
            <Icon name="arrowRight" className="size-5" />
          </ButtonLink>
        </Reveal>
        <Reveal
          delayMs={150}
          className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-white shadow-lift"
        >
          <h3 className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {whoWeAre.factsTitle}
          </h3>
          <dl className="mt-6 divide-y divide-white/15">
            {whoWeAre.facts.map((fact) => (
              <div key={fact.label} className="py-4 first:pt-0 last:pb-0">
                <dt className="text-sm text-brand-100">{fact.label}</dt>
                <dd className="mt-1 text-xl font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </Section>
  );
}

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} lead={aboutHero.lead} />
      <WhoWeAre />
      <Section
        tone="muted"
        eyebrow={aboutStats.eyebrow}
        title={aboutStats.title}
        intro={aboutStats.intro}
      >
        <StatsGrid stats={aboutStats.stats} />
      </Section>
      <Section layout="leading" eyebrow={aboutValues.eyebrow} title={aboutValues.title}>
        <FeatureGrid items={aboutValues.items} />
      </Section>
      <Section tone="muted" layout="split" eyebrow={aboutFaq.eyebrow} title={aboutFaq.title}>
        <FaqAccordion items={aboutFaq.items} />
      </Section>
    </>
  );
}
