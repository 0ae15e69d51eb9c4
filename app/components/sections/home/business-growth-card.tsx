import type { HomeHero } from "~/content/schemas/home";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";

/**
 * The hero's decorative growth card. It illustrates, it does not report, so
 * it is hidden from assistive technology.
 */
export function BusinessGrowthCard({
  growth,
  className,
}: {
  growth: HomeHero["growth"];
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn("rounded-card bg-surface-muted p-5 ring-1 ring-line", className)}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-success/10 text-success">
          <Icon name="trendingUp" className="size-6" />
        </span>
        <div>
          <p className="text-sm font-medium text-ink-muted">{growth.title}</p>
          <p className="text-2xl leading-tight font-bold text-success">{growth.change}</p>
        </div>
      </div>
      <svg
        viewBox="0 0 200 48"
        width="200"
        height="48"
        preserveAspectRatio="none"
        className="mt-4 h-12 w-full"
        fill="none"
      >
        <path
          d="M0 40 C20 38 30 30 50 32 S80 22 100 24 S135 12 150 14 S185 4 200 2"
          stroke="var(--color-brand-500)"
          strokeWidth="3"
          vectorEffect="non-scaling-stroke"
          strokeLinecap="round"
        />
      </svg>
      <div className="mt-3 flex items-center justify-between text-xs text-ink-muted">
        <span>{growth.period}</span>
        <span className="font-semibold text-ink">{growth.progressPercent}%</span>
      </div>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-brand-50">
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-400"
          style={{ width: `${growth.progressPercent}%` }}
        />
      </div>
    </div>
  );
}
