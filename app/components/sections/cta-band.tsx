import type { Cta } from "~/content/schemas/common";
import { Section, type SectionProps } from "~/components/layout/section";
import { Icon } from "~/components/ui/icon";
import { CtaActions } from "./cta-actions";
import { Reveal } from "~/components/ui/reveal";

/**
 * The closing call to action of a page: a dark panel with a heading, two actions and short notes.
 * It continues the section before it (same tone, no top padding), so the page never stacks two
 * gaps above it.
 */
export function CtaBand({
  title,
  text,
  actions,
  notes = [],
  tone,
}: {
  title: string;
  text: string;
  actions: readonly Cta[];
  notes?: readonly string[];
  /** The tone of the section before. */
  tone?: SectionProps["tone"];
}) {
  return (
    <Section tone={tone} className="pt-0 sm:pt-0">
      <Reveal className="relative overflow-hidden rounded-panel bg-surface-dark px-6 py-14 text-white shadow-lift sm:px-12 sm:py-20 sm:text-center">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 -left-24 size-72 rounded-full bg-brand-400/25 blur-3xl"
        />
        <div className="relative mx-auto max-w-3xl">
          <h2 className="text-3xl font-semibold sm:text-4xl">{title}</h2>
          <p className="mt-4 text-lg text-brand-100">{text}</p>
          <CtaActions actions={actions} />
          {notes.length > 0 ? (
            <ul className="mt-8 grid gap-x-8 gap-y-3 text-sm font-medium text-brand-100 sm:flex sm:flex-wrap sm:justify-center">
              {notes.map((note) => (
                <li key={note} className="flex items-center gap-2">
                  <Icon name="checkCircle" className="size-5 text-accent-300" />
                  {note}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Reveal>
    </Section>
  );
}
