import type { Stat } from "#app/content/schemas/common.ts";
import { Counter } from "#app/components/ui/counter.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { cn } from "#app/lib/cn.ts";
import { staggerDelay } from "#app/lib/stagger.ts";

const tones = {
  light: { number: "text-brand-700", label: "text-ink", subtitle: "text-ink-muted" },
  dark: { number: "text-accent-300", label: "text-white", subtitle: "text-brand-100" },
} as const;

/**
 * Headline figures that count up once in view. Each is a list item whose text reads
 * "300+ Successful Projects Delivered …", in that order, for every reader.
 */
export function StatsGrid({
  stats,
  label,
  tone = "light",
  reveal = true,
  className,
}: {
  stats: readonly Stat[];
  /** Names the list for assistive technology when no heading precedes it. */
  label?: string;
  tone?: keyof typeof tones;
  /** The home hero shows its figures at once: nothing above the fold fades in. */
  reveal?: boolean;
  className?: string;
}) {
  const colours = tones[tone];
  return (
    <ul
      aria-label={label}
      className={cn(
        "grid grid-cols-2 gap-x-4 gap-y-7 sm:gap-x-6 sm:gap-y-10 lg:grid-cols-4",
        className,
      )}
    >
      {stats.map((stat, index) => {
        const content = (
          <>
            <p className={cn("text-3xl font-bold tracking-tight sm:text-5xl", colours.number)}>
              <Counter value={stat.value} suffix={stat.suffix} />
            </p>
            <p className={cn("mt-2 font-semibold", colours.label)}>{stat.label}</p>
            {stat.subtitle ? (
              <p className={cn("mt-1 text-sm", colours.subtitle)}>{stat.subtitle}</p>
            ) : null}
          </>
        );
        return reveal ? (
          <Reveal as="li" key={stat.label} delayMs={staggerDelay(index)} className="text-center">
            {content}
          </Reveal>
        ) : (
          <li key={stat.label} className="text-center">
            {content}
          </li>
        );
      })}
    </ul>
  );
}
