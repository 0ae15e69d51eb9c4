import type { ReactNode } from "react";
import { siteFacts } from "virtual:site-facts";
import type { StartProjectContent } from "#app/content/schemas/start-project.ts";
import { EnquiryTabs } from "#app/components/forms/enquiry-tabs.tsx";
import { formCardClass } from "#app/components/forms/form-card.ts";
import { Section } from "#app/components/layout/section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { EnquiryPaths } from "#app/components/sections/hero-visuals/enquiry-paths.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import type { Step } from "#app/content/schemas/common.ts";
import type { CareerContent } from "#app/content/schemas/career.ts";
import { shownWithTabs } from "#app/components/forms/enquiry-tabs.tsx";
import { StepList } from "#app/components/ui/step-list.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { TimeRange } from "#app/components/ui/time-range.tsx";
import type { EnquiryTabKind } from "#app/lib/enquiry-tabs.ts";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "#app/lib/seo.ts";

const PATH = "/start-project";

type HiringText = CareerContent["hiring"];

/** `homeLabel`: the navigation's name of the home page, for the breadcrumb. */
export function startProjectMeta(content: StartProjectContent, homeLabel: string) {
  const page = { ...content.seo, path: PATH };
  return pageMeta({
    ...page,
    jsonLd: [
      webPageJsonLd(page),
      breadcrumbJsonLd([
        { name: homeLabel, path: "/" },
        { name: content.hero.title, path: PATH },
      ]),
    ],
  });
}

/** Static copy and tabs around three form islands handed in, one per tab; `tab` is shown. */
/**
 * Static copy and tabs around three form islands handed in, one per tab; `tab` is shown. Beside
 * the forms, what happens next: the reply and proposal for a project or an enquiry, the one-day
 * hiring process (the career page's own) for an application. It follows the tab shown.
 */
export function StartProjectPage({
  content,
  hiring,
  tab,
  project,
  generalEnquiry,
  jobEnquiry,
}: {
  content: StartProjectContent;
  hiring: HiringText;
  tab: EnquiryTabKind;
} & Readonly<Record<EnquiryTabKind, ReactNode>>) {
  const { hero, tabs, nextSteps } = content;
  const clientTabs: readonly EnquiryTabKind[] = ["project", "generalEnquiry"];
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        compact
        visual={
          nextSteps.steps[0] ? (
            <EnquiryPaths
              tabs={[tabs.project.label, tabs.generalEnquiry.label, tabs.jobEnquiry.label]}
              first={nextSteps.steps[0]}
            />
          ) : undefined
        }
      />
      <Section className="pt-2 sm:pt-4">
        <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div className={formCardClass}>
            <EnquiryTabs
              text={tabs}
              selected={tab}
              panels={{ project, generalEnquiry, jobEnquiry }}
            />
          </div>
          <aside className="space-y-8">
            <div {...shownWithTabs(clientTabs, tab)}>
              <NextSteps id="next-steps-title" title={nextSteps.title} steps={nextSteps.steps} />
            </div>
            <div {...shownWithTabs(["jobEnquiry"], tab)}>
              <NextSteps
                id="hiring-steps-title"
                title={hiring.title}
                steps={hiring.steps}
                note={hiring.note}
              />
            </div>
            <DirectContact text={content.directContact} />
          </aside>
        </div>
      </Section>
    </>
  );
}

function NextSteps({
  id,
  title,
  steps,
  note,
}: {
  id: string;
  title: string;
  steps: readonly Step[];
  note?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <StepList steps={steps} className="mt-5" />
      {note ? (
        <p className="mt-5 flex gap-3 rounded-card bg-brand-50 p-4 text-sm text-ink ring-1 ring-brand-100">
          <Icon name="graduation" className="size-5 shrink-0 text-brand-700" />
          {note}
        </p>
      ) : null}
    </section>
  );
}

function DirectContact({ text: directContact }: { text: StartProjectContent["directContact"] }) {
  return (
    <section
      aria-labelledby="direct-contact-title"
      className="rounded-card bg-brand-950 p-6 text-white shadow-lift"
    >
      <h2 id="direct-contact-title" className="text-xl font-bold">
        {directContact.title}
      </h2>
      <ul className="mt-5 space-y-4 text-sm">
        <ContactLine icon="mail" label={directContact.emailLabel}>
          <a
            href={`mailto:${siteFacts.email.sales}`}
            className="underline-offset-4 hover:underline"
          >
            <EmailAddress address={siteFacts.email.sales} />
          </a>
        </ContactLine>
        <ContactLine icon="briefcase" label={directContact.careersLabel}>
          <a
            href={`mailto:${siteFacts.email.careers}`}
            className="underline-offset-4 hover:underline"
          >
            <EmailAddress address={siteFacts.email.careers} />
          </a>
        </ContactLine>
        <ContactLine icon="phone" label={directContact.phoneLabel}>
          <a href={siteFacts.phone.href} className="underline-offset-4 hover:underline">
            {siteFacts.phone.display}
          </a>
        </ContactLine>
      </ul>
      <h3 className="mt-6 text-sm font-semibold tracking-wider text-accent-300 uppercase">
        {directContact.hoursTitle}
      </h3>
      <dl className="mt-3 space-y-1.5 text-sm">
        {siteFacts.hours.map((entry) => (
          <div key={entry.days} className="flex justify-between gap-4">
            <dt className="text-brand-100">{entry.days}</dt>
            <dd className="font-medium">
              <TimeRange text={entry.time} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent-300" />
      <div>
        <p className="text-brand-100">{label}</p>
        <p className="font-semibold">{children}</p>
      </div>
    </li>
  );
}
