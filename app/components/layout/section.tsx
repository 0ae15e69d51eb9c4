import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Reveal } from "#app/components/ui/reveal.tsx";

const tones = {
  plain: "bg-surface",
  muted: "bg-muted",
  brand: "bg-surface-dark text-white",
} as const;

/**
 * Where the heading block sits. `centered`: above the content, centred from the small breakpoint
 * up. `leading`: title at the left with the intro beside it on wide screens. `split`: a narrow
 * column for the heading that stays in view while the wide column beside it scrolls. Below the
 * small breakpoint every heading is left-aligned, so long lines never read centred on a phone.
 */
export type SectionLayout = "centered" | "leading" | "split";

export interface SectionProps {
  id?: string;
  tone?: keyof typeof tones;
  layout?: SectionLayout;
  eyebrow?: string;
  title?: string;
  intro?: string;
  /** From the large breakpoint up, leaves the column at the left to the page's jump list. */
  besideJumpList?: boolean;
  /** The heading level of the section title; pages keep one h1 (the hero). */
  headingLevel?: "h2" | "h3";
  className?: string;
  children: ReactNode;
}

/** The room the jump list's column takes at the left of a section, on the widest screens (from 1280 px). */
const jumpListInset = "xl:pl-60";

/** The short label above a section's title, in the primary colour (the accent on dark bands). */
export function Eyebrow({ text, onDark = false }: { text: string; onDark?: boolean }) {
  return (
    <p
      className={cn(
        "mb-3 text-sm font-semibold tracking-wider uppercase",
        onDark ? "text-accent-300" : "text-primary",
      )}
    >
      {text}
    </p>
  );
}

/** The one wrapper every section uses: padding, width, anchor, tone, layout and heading block. */
export function Section({
  id,
  tone = "plain",
  layout = "centered",
  eyebrow,
  title,
  intro,
  headingLevel: Heading = "h2",
  besideJumpList = false,
  className,
  children,
}: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  const onDark = tone === "brand";
  const eyebrowText = eyebrow ? <Eyebrow text={eyebrow} onDark={onDark} /> : null;
  const titleText = (
    <Heading id={headingId} className="text-3xl font-semibold sm:text-4xl">
      {title}
    </Heading>
  );
  const introText = intro ? (
    <p className={cn("sm:text-lg", onDark ? "text-brand-100" : "text-muted-foreground")}>{intro}</p>
  ) : null;

  const heading =
    title === undefined ? null : layout === "leading" ? (
      <Reveal className="mb-8 grid gap-4 sm:mb-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-end lg:gap-16">
        <div>
          {eyebrowText}
          {titleText}
        </div>
        {introText}
      </Reveal>
    ) : (
      <Reveal
        className={cn(
          layout === "centered"
            ? "mb-8 max-w-3xl sm:mx-auto sm:mb-12 sm:text-center"
            : "mb-8 sm:mb-10 lg:sticky lg:top-28 lg:mb-0",
        )}
      >
        {eyebrowText}
        {titleText}
        {introText ? <div className="mt-4">{introText}</div> : null}
      </Reveal>
    );

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-section sm:py-section-lg", tones[tone], className)}
    >
      <div
        className={cn(
          "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8",
          besideJumpList && jumpListInset,
        )}
      >
        {layout === "split" && heading ? (
          <div className="grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-16">
            {heading}
            {/* min-w-0: a row that scrolls sideways inside must not widen the column. */}
            <div className="min-w-0">{children}</div>
          </div>
        ) : (
          <>
            {heading}
            {children}
          </>
        )}
      </div>
    </section>
  );
}
