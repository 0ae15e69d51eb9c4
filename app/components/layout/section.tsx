import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Reveal } from "~/components/ui/reveal";

const tones = {
  plain: "bg-surface",
  muted: "bg-surface-muted",
  brand: "bg-brand-950 text-white",
} as const;

export interface SectionProps {
  id?: string;
  tone?: keyof typeof tones;
  eyebrow?: string;
  title?: string;
  intro?: string;
  /** The heading level of the section title; pages keep one h1 (the hero). */
  headingLevel?: "h2" | "h3";
  className?: string;
  children: ReactNode;
}

/** The one wrapper every section uses: padding, width, anchor, tone and an optional heading block. */
export function Section({
  id,
  tone = "plain",
  eyebrow,
  title,
  intro,
  headingLevel: Heading = "h2",
  className,
  children,
}: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-24", tones[tone], className)}
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <Reveal className="mx-auto mb-12 max-w-3xl text-center">
            {eyebrow ? (
              <p
                className={cn(
                  "mb-3 text-sm font-semibold tracking-wider uppercase",
                  tone === "brand" ? "text-accent-300" : "text-brand-600",
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <Heading id={headingId} className="text-3xl font-bold sm:text-4xl">
              {title}
            </Heading>
            {intro ? (
              <p
                className={cn(
                  "mt-4 text-lg",
                  tone === "brand" ? "text-brand-100" : "text-ink-muted",
                )}
              >
                {intro}
              </p>
            ) : null}
          </Reveal>
        ) : null}
        {children}
      </div>
    </section>
  );
}
