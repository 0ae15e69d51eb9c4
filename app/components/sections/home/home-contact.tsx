import type { ReactNode } from "react";
import { siteFacts } from "virtual:site-facts";
import type { HomeContent } from "#app/content/schemas/home.ts";
import { Section } from "#app/components/layout/section.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";

/**
 * The home contact section (anchor #contact): what happens next and direct lines, static, beside
 * the consultation form, the page's one interactive part (an island, handed in as `form`).
 */
export function HomeContact({
  content,
  form,
}: {
  content: HomeContent["contact"];
  form: ReactNode;
}) {
  return (
    <Section id="contact" eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-12">
        {/* The aside runs the form's full height, so neither column ends in a blank. */}
        <div className="min-w-0 lg:col-span-2">
          <ContactAside content={content} />
        </div>

        <Reveal delayMs={150} className="min-w-0 lg:col-span-3">
          {form}
        </Reveal>
      </div>
    </Section>
  );
}

function ContactAside({ content }: { content: HomeContent["contact"] }) {
  return (
    <Reveal className="flex h-full flex-col rounded-panel bg-surface-dark p-6 text-white sm:p-8">
      <h3 className="text-xl font-semibold">{content.nextStepsTitle}</h3>
      <ol className="mt-6 space-y-5">
        {content.nextSteps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-white/10 text-sm font-bold text-accent-300 ring-1 ring-white/15"
            >
              {index + 1}
            </span>
            <span className="pt-1 text-brand-100">{step}</span>
          </li>
        ))}
      </ol>

      <div className="mt-8 border-t border-white/15 pt-6 lg:mt-auto">
        <h3 className="font-semibold">{content.reachUsTitle}</h3>
        <ul className="mt-4 space-y-3">
          <li>
            <a
              href={`mailto:${siteFacts.email.sales}`}
              className="inline-flex items-center gap-3 font-medium text-white hover:underline"
            >
              <Icon name="mail" className="size-5 shrink-0" />
              <EmailAddress address={siteFacts.email.sales} />
            </a>
          </li>
          <li>
            <a
              href={siteFacts.phone.href}
              className="inline-flex items-center gap-3 font-medium text-white hover:underline"
            >
              <Icon name="phone" className="size-5 shrink-0" />
              {siteFacts.phone.display}
            </a>
          </li>
        </ul>
      </div>
    </Reveal>
  );
}
