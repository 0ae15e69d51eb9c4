import type { ReactNode } from "react";
import type { Cta } from "#app/content/schemas/common.ts";
import { Eyebrow, Section, type SectionProps } from "#app/components/layout/section.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { CtaActions } from "./cta-actions.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";

/**
 * The one closing call to action: a dark panel with a heading, its actions, anything a page adds
 * below them, and short notes, each after a check mark. Left-aligned on a phone, centred from the
 * small breakpoint up, all of it alike.
 */
export function CtaPanel({
  eyebrow,
  title,
  text,
  actions,
  notes = [],
  children,
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  actions: readonly Cta[];
  notes?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Reveal className="relative isolate overflow-hidden rounded-panel bg-surface-dark px-6 py-14 text-white shadow-lift sm:px-12 sm:py-20 sm:text-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-24 -left-24 -z-10 size-72 rounded-full bg-brand-400/25 blur-3xl"
      />
      <div className="mx-auto max-w-3xl">
        {eyebrow ? <Eyebrow text={eyebrow} onDark /> : null}
        <h2 className="text-3xl font-semibold sm:text-4xl">{title}</h2>
        {text ? <p className="mt-4 text-lg text-brand-100">{text}</p> : null}
        <CtaActions actions={actions} />
        {children}
        {notes.length > 0 ? (
          <CheckList
            items={notes}
            tone="dark"
            className="mt-8 text-sm font-medium text-brand-100 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-8 sm:gap-y-3 sm:space-y-0"
          />
        ) : null}
      </div>
    </Reveal>
  );
}

/**
 * A page's closing band: the panel in a section that continues the section before it (same
 * tone, no top padding), so the page never stacks two gaps above it.
 */
export function CtaBand({
  tone,
  ...panel
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
      <CtaPanel {...panel} />
    </Section>
  );
}
