import type { ReactNode } from "react";
import type { AboutContent } from "#app/content/schemas/about.ts";
import { Section } from "#app/components/layout/section.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { FaqAccordion } from "#app/components/sections/faq-accordion.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { AboutJourney } from "#app/components/sections/hero-visuals/about-journey.tsx";
import { StatsGrid } from "#app/components/sections/stats-grid.tsx";
import { faqJsonLd, pageMeta, webPageJsonLd } from "#app/lib/seo.ts";

export function aboutMeta(content: AboutContent) {
  const page = { ...content.seo, path: "/about" };
  return pageMeta({ ...page, jsonLd: [webPageJsonLd(page), faqJsonLd(content.faq.items)] });
}

/** Who we are: the company's story (its Markdown, handed in as `text`) beside its key facts. */
function WhoWeAre({ story, text }: { story: AboutContent["story"]; text: ReactNode }) {
  return (
    <Section>
      <div className="grid items-start gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <Reveal>
          <p className="mb-3 text-sm font-semibold tracking-wider text-brand-600 uppercase">
            {story.eyebrow}
          </p>
          <h2 className="text-3xl font-bold sm:text-4xl">{story.title}</h2>
          <div className="mt-6 space-y-5 text-lg text-ink-muted">{text}</div>
          <ButtonLink href={story.cta.href} size="lg" className="mt-9">
            {story.cta.label}
            <Icon name="arrowRight" className="size-5" />
          </ButtonLink>
        </Reveal>
        <Reveal
          delayMs={150}
          className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-white shadow-lift"
        >
          <h3 className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {story.factsTitle}
          </h3>
          <dl className="mt-6 divide-y divide-white/15">
            {story.facts.map((fact) => (
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

/** The about page; `story` is the company's story, rendered from the page's Markdown. */
export function AboutPage({ content, story }: { content: AboutContent; story: ReactNode }) {
  const { hero, stats, values, faq } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        visual={
          <AboutJourney
            journey={hero.journey}
            title={stats.eyebrow ?? hero.eyebrow}
            stats={stats.stats}
          />
        }
      />
      <WhoWeAre story={content.story} text={story} />
      <Section tone="muted" eyebrow={stats.eyebrow} title={stats.title} intro={stats.intro}>
        <StatsGrid stats={stats.stats} />
      </Section>
      <Section layout="leading" eyebrow={values.eyebrow} title={values.title}>
        <FeatureGrid items={values.items} />
      </Section>
      <Section tone="muted" layout="split" eyebrow={faq.eyebrow} title={faq.title}>
        <FaqAccordion items={faq.items} />
      </Section>
    </>
  );
}
