import type { Cta } from "~/content/types";
import { Section, type SectionProps } from "~/components/layout/section";
import { Icon } from "~/components/ui/icon";
import { CtaActions } from "./cta-actions";
import { Reveal } from "~/components/ui/reveal";

/** The closing call to action of a page: a bold panel with a heading, two actions and short notes. */
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
  /** Pick the tone that differs from the section before, so the page keeps its rhythm. */
  tone?: SectionProps["tone"];
}) {
  return (
    <Section tone={tone}>
      <Reveal className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-14 text-center text-white shadow-lift sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 -left-24 size-72 rounded-full bg-brand-400/25 blur-3xl"
        />
        <div className="relative mx-auto max-w-3xl">
          <h2 className="text-3xl font-bold sm:text-4xl">{title}</h2>
          <p className="mt-4 text-lg text-brand-100">{text}</p>
          <CtaActions actions={actions} />
          {notes.length > 0 ? (
            <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-medium text-brand-100">
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
