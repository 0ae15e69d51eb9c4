import type { ReactNode } from "react";
import type { Cta } from "~/content/schemas/common";
import { ButtonLink } from "~/components/ui/button";

/** The hero of an inner page: eyebrow, the page's one h1, a lead paragraph and up to two actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions = [],
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: readonly Cta[];
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-32 pb-16 sm:pt-40 sm:pb-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-96 w-[48rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="inline-flex rounded-pill bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-card ring-1 ring-brand-100">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-6 text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
          {lead ? <p className="mt-6 max-w-2xl text-lg text-ink-muted sm:text-xl">{lead}</p> : null}
          {actions.length > 0 ? (
            <div className="mt-10 flex flex-wrap gap-4">
              {actions.map((action, index) => (
                <ButtonLink
                  key={action.href + action.label}
                  href={action.href}
                  size="lg"
                  variant={index === 0 ? "primary" : "secondary"}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
