import type { ReactNode } from "react";
import { fieldsIn } from "#app/components/forms/form-words.ts";
import type { Cta, Step } from "#app/content/schemas/common.ts";
import type { HomeContent } from "#app/content/schemas/home.ts";
import type { ServiceContent } from "#app/content/schemas/service.ts";
import type { Labels } from "#app/content/schemas/site-text.ts";
import type { StyleguideContent } from "#app/content/schemas/styleguide.ts";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";
import { FieldScope, SelectField, TextAreaField, TextField } from "#app/components/forms/field.tsx";
import { fieldGridClass, formCardClass } from "#app/components/forms/form-card.ts";
import { LabelsProvider } from "#app/components/layout/labels.tsx";
import { Section } from "#app/components/layout/section.tsx";
import { CtaPanel } from "#app/components/sections/cta-band.tsx";
import { FaqAccordion } from "#app/components/sections/faq-accordion.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { ServiceCardGrid } from "#app/components/sections/service-card-grid.tsx";
import { StatsGrid } from "#app/components/sections/stats-grid.tsx";
import { Testimonials } from "#app/components/sections/testimonials.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { chipClass, smallChipClass } from "#app/components/ui/chip.ts";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { StepList } from "#app/components/ui/step-list.tsx";
import { cn } from "#app/lib/cn.ts";
import { pageMeta, webPageJsonLd } from "#app/lib/seo.ts";
import { STYLEGUIDE_PATH } from "#shared/site/sitemap-paths.ts";

export function styleguideMeta(content: StyleguideContent) {
  const page = { ...content.seo, path: STYLEGUIDE_PATH };
  return pageMeta({ ...page, noindex: true, jsonLd: [webPageJsonLd(page)] });
}

/** How many of a list the page shows: enough to see the layout, not the whole list. */
const SAMPLE = 3;

/**
 * The outline the site draws around a control focused from the keyboard (`:focus-visible`),
 * drawn here without focus.
 */
const focusRing = "outline-3 outline-offset-3 outline-brand-500";

/** One state of a component, named under it. */
function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-2">
      {children}
      <p className="text-xs font-medium opacity-80">{name}</p>
    </div>
  );
}

function Row({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("flex flex-wrap items-start gap-6", className)}>{children}</div>;
}

/** A dark panel, to show the on-dark form of a component as it stands on the brand band. */
function DarkPanel({ children }: { children: ReactNode }) {
  return <div className="mt-8 rounded-panel bg-surface-dark p-6 text-white sm:p-8">{children}</div>;
}

export interface StyleguideProps {
  readonly content: StyleguideContent;
  readonly labels: Labels;
  readonly home: HomeContent;
  readonly services: readonly { readonly path: string; readonly card: ServiceContent["card"] }[];
  /** A process whose steps say how long they take. */
  readonly timedSteps: readonly Step[];
  /** A short list of steps, as a sidebar shows them. */
  readonly nextSteps: readonly Step[];
  readonly form: { readonly optional: string; readonly errorSummary: string };
}

type StyleguideContentProps = Pick<StyleguideProps, "content">;
type Card = { readonly title: string; readonly icon: ServiceContent["card"]["icon"] } & Pick<
  ServiceContent["card"],
  "technologies"
>;

/** The buttons in every variant and state, on light and on dark. */
function ButtonSpecimens({
  content: { blocks, states },
  action,
  secondAction,
}: StyleguideContentProps & { action: Cta; secondAction: Cta }) {
  return (
    <Section id="buttons" title={blocks.buttons} layout="leading">
      <Row>
        <Specimen name={states.primary}>
          <Button>{action.label}</Button>
        </Specimen>
        <Specimen name={states.secondary}>
          <Button variant="secondary">{secondAction.label}</Button>
        </Specimen>
        <Specimen name={states.ghost}>
          <Button variant="ghost">{secondAction.label}</Button>
        </Specimen>
        <Specimen name={states.large}>
          <Button size="lg">{action.label}</Button>
        </Specimen>
        <Specimen name={states.focus}>
          <Button className={focusRing}>{action.label}</Button>
        </Specimen>
        <Specimen name={states.disabled}>
          <Button disabled>{action.label}</Button>
        </Specimen>
      </Row>
      <DarkPanel>
        <Row>
          <Specimen name={states.onDark}>
            <Button variant="onDark">{action.label}</Button>
          </Specimen>
          <Specimen name={states.onDark}>
            <Button variant="outlineOnDark">{secondAction.label}</Button>
          </Specimen>
        </Row>
      </DarkPanel>
    </Section>
  );
}

/** The chips: a service's technologies, and the small ones of a process's durations. */
function ChipSpecimens({
  content: { blocks, states },
  firstCard,
  timedSteps,
}: StyleguideContentProps & { firstCard: Card | undefined; timedSteps: readonly Step[] }) {
  return (
    <Section id="chips" tone="muted" title={blocks.chips} layout="leading">
      <Row>
        <Specimen name={blocks.chips}>
          <ul className="flex flex-wrap gap-2">
            {firstCard?.technologies.map((technology) => (
              <li key={technology} className={chipClass}>
                {technology}
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen name={states.small}>
          <p className="flex flex-wrap gap-2">
            {timedSteps.map((step) =>
              step.duration ? (
                <span key={step.title} className={smallChipClass}>
                  {step.duration}
                </span>
              ) : null,
            )}
          </p>
        </Specimen>
      </Row>
    </Section>
  );
}

/** Every service's icon tile, in both sizes, on light and on dark. */
function IconTileSpecimens({
  content: { blocks },
  cards,
}: StyleguideContentProps & { cards: readonly Card[] }) {
  return (
    <Section id="icon-tiles" tone="muted" title={blocks.icons} layout="leading">
      <Row>
        {cards.map((card) => (
          <Specimen key={card.title} name={card.title}>
            <span className="flex items-end gap-3">
              <IconBadge name={card.icon} />
              <IconBadge name={card.icon} size="sm" />
            </span>
          </Specimen>
        ))}
      </Row>
      <DarkPanel>
        <Row>
          {cards.map((card) => (
            <span key={card.title} className="flex items-end gap-3">
              <IconBadge name={card.icon} tone="dark" />
              <IconBadge name={card.icon} size="sm" tone="dark" />
            </span>
          ))}
        </Row>
      </DarkPanel>
    </Section>
  );
}

/** The three layouts of a section's header, each with real content under it. */
function SectionHeaderSpecimens({
  content: { blocks, states },
  home,
  nextSteps,
}: StyleguideContentProps & Pick<StyleguideProps, "home" | "nextSteps">) {
  return (
    <>
      <Section id="section-headers" tone="muted" title={blocks.sectionHeader} layout="leading">
        <ol className="list-decimal space-y-1 pl-5 text-ink-muted">
          <li>{states.centered}</li>
          <li>{states.leading}</li>
          <li>{states.split}</li>
        </ol>
      </Section>
      <Section
        eyebrow={home.whyChoose.eyebrow}
        title={home.whyChoose.title}
        intro={home.whyChoose.intro}
      >
        <FeatureGrid items={home.whyChoose.items.slice(0, SAMPLE)} compact />
      </Section>
      <Section
        tone="muted"
        layout="leading"
        eyebrow={home.process.eyebrow}
        title={home.process.title}
        intro={home.process.intro}
      >
        <StepList steps={nextSteps} />
      </Section>
      <Section
        tone="brand"
        layout="split"
        eyebrow={home.trackRecord.eyebrow}
        title={home.trackRecord.title}
        intro={home.trackRecord.intro}
      >
        <FeatureGrid items={home.whyChoose.items.slice(0, SAMPLE)} tone="dark" columns={2} />
      </Section>
    </>
  );
}

/** A form's fields with an error summary, as the enquiry forms show them. */
function FormFieldSpecimens({
  content: { blocks, states },
  form,
}: StyleguideContentProps & Pick<StyleguideProps, "form">) {
  const fieldId = (name: string) => `styleguide-${name}`;
  // The project form's fields are shown.
  const fields = fieldsIn("project");
  const errors = {
    email: fields.email?.message ?? "",
    projectType: fields.projectType?.message ?? "",
  };
  return (
    <Section id="form-fields" title={blocks.forms} layout="leading">
      <div className={cn("max-w-3xl", formCardClass)}>
        <p className="mb-4 text-xs font-medium text-ink-muted">{states.withError}</p>
        <ErrorSummary title={form.errorSummary} errors={errors} fieldId={fieldId} />
        <FieldScope
          value={{
            idPrefix: "styleguide",
            errors,
            defaults: {},
            optionalLabel: form.optional,
            words: fields,
          }}
        >
          <div className={fieldGridClass}>
            <TextField name="name" required />
            <TextField name="email" type="email" required />
            <TextField name="companyName" />
            <SelectField name="projectType" required />
            <TextAreaField name="projectDetails" required className="sm:col-span-2" />
          </div>
        </FieldScope>
      </div>
    </Section>
  );
}

/**
 * The hidden /styleguide page: every shared component once, in each of its states, with the
 * site's real content, so that a component drifting from the others shows at a glance.
 */
export function StyleguidePage({
  content,
  labels,
  home,
  services,
  timedSteps,
  nextSteps,
  form,
}: StyleguideProps) {
  const { blocks } = content;
  const cards = services
    .slice(0, SAMPLE)
    .map((service) => ({ ...service.card, href: service.path }));
  const [firstCard] = cards;
  const [action, secondAction = action] = home.closing.actions;
  return (
    <LabelsProvider labels={labels}>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        compact
      />

      <ButtonSpecimens content={content} action={action!} secondAction={secondAction!} />

      <ChipSpecimens content={content} firstCard={firstCard} timedSteps={timedSteps} />

      <Section id="check-list" title={blocks.checkList} layout="leading">
        {firstCard ? <CheckList items={firstCard.features} className="max-w-md" /> : null}
        <DarkPanel>
          <CheckList items={home.closing.notes ?? []} tone="dark" />
        </DarkPanel>
      </Section>

      <IconTileSpecimens content={content} cards={cards} />

      <Section id="cards" title={blocks.cards} layout="leading">
        <ServiceCardGrid cards={cards} linkLabel={home.services.linkLabel} />
        <FeatureGrid items={home.whyChoose.items.slice(0, SAMPLE)} className="mt-10" />
        <FeatureGrid items={home.whyChoose.items.slice(0, SAMPLE)} compact className="mt-10" />
      </Section>

      <SectionHeaderSpecimens content={content} home={home} nextSteps={nextSteps} />

      <Section id="figures" title={blocks.stats} layout="leading">
        <StatsGrid stats={home.trackRecord.stats} />
        <DarkPanel>
          <StatsGrid stats={home.trackRecord.stats} tone="dark" />
        </DarkPanel>
      </Section>

      <Section id="process-steps" tone="muted" title={blocks.process} layout="leading">
        <ProcessSteps steps={home.process.steps} />
        <ProcessSteps steps={timedSteps} className="mt-14" />
      </Section>

      <Section id="questions" title={blocks.faq} layout="leading">
        <FaqAccordion items={home.faq.items} />
      </Section>

      <Section id="testimonials" tone="muted" title={blocks.testimonials} layout="leading">
        <Testimonials items={home.testimonials.items.slice(0, 2)} />
      </Section>

      <FormFieldSpecimens content={content} form={form} />

      <Section id="cta-band" tone="muted" title={blocks.ctaBand} layout="leading">
        <CtaPanel
          title={home.closing.title}
          text={home.closing.text}
          actions={home.closing.actions}
          notes={home.closing.notes}
        />
      </Section>
    </LabelsProvider>
  );
}
