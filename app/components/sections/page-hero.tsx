import type { ReactNode } from "react";
import type { Cta } from "#app/content/schemas/common.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The hero of an inner page: eyebrow, the page's one h1, a lead paragraph and up to two actions,
 * with the page's own picture of its subject beside them on wide screens (`visual`).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions = [],
  compact = false,
  visual,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: readonly Cta[];
  /** A shorter hero for a page whose work starts at once (a form on the first screen). */
  compact?: boolean;
  /** Drawn from the page's own content; it decides itself whether a phone shows it. */
  visual?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      className={cn(
        "relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white",
        compact ? "pt-22 pb-6 sm:pt-32 sm:pb-10" : "pt-28 pb-12 sm:pt-40 sm:pb-20",
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-96 w-[48rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      {/* Both columns start at the top rather than centring on each other: a page arrives in
          pieces, and on a busy phone the text is drawn before the picture's markup has come, so a
          centred text would move down when the picture arrives. */}
      <div
        className={cn(
          "relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8",
          visual &&
            "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-12 xl:gap-16",
        )}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="inline-flex rounded-pill bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-card ring-1 ring-brand-100">
              {eyebrow}
            </p>
          ) : null}
          <h1
            className={cn(
              "font-bold",
              compact ? "mt-4 text-3xl sm:text-5xl" : "mt-6 text-4xl sm:text-5xl",
              // Beside a picture the text column is narrow until the widest screens.
              !compact && (visual ? "xl:text-6xl" : "lg:text-6xl"),
            )}
          >
            {title}
          </h1>
          {lead ? (
            <p
              className={cn(
                "max-w-2xl text-ink-muted sm:text-xl",
                compact ? "mt-3 text-base" : "mt-6 text-lg",
              )}
            >
              {lead}
            </p>
          ) : null}
          {actions.length > 0 ? (
            <div className="mt-8 flex flex-wrap gap-3 sm:mt-10 sm:gap-4">
              {actions.map((action, index) => (
                <ButtonLink
                  key={action.href + action.label}
                  href={action.href}
                  size="lg"
                  variant={index === 0 ? "primary" : "secondary"}
                  className="max-sm:px-5"
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
          {children}
        </div>
        {visual}
      </div>
    </section>
  );
}
