import type { HomeHero } from "#app/content/schemas/home.ts";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** The chart's drawing box; the line rises from the bottom left to the top right. */
const WIDTH = 200;
const HEIGHT = 40;

/** Where the line passes each milestone: evenly spaced, rising, with a small dip after each. */
function milestonePoints(count: number): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, index) => {
    const x = ((index + 0.5) / count) * WIDTH;
    return { x, y: 34 - (x / WIDTH) * 26 };
  });
}

function linePath(points: readonly { x: number; y: number }[]): string {
  const dips = points.flatMap((point, index) => {
    const next = points[index + 1];
    return next ? [point, { x: (point.x + next.x) / 2, y: point.y + 2 }] : [point];
  });
  return `M4 36 ${dips.map(({ x, y }) => `L${x} ${y}`).join(" ")} L${WIDTH - 4} 4`;
}

/**
 * The hero's decorative growth card: the delivery cycle's milestones on a rising line. It
 * illustrates, it does not report, so it is hidden from assistive technology.
 */
export function BusinessGrowthCard({
  growth,
  milestones,
  className,
}: {
  growth: HomeHero["growth"];
  milestones: readonly string[];
  className?: string;
}) {
  const points = milestonePoints(milestones.length);
  return (
    <div
      aria-hidden="true"
      className={cn("rounded-card bg-white p-3 shadow-card ring-1 ring-line sm:p-5", className)}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-success/10 text-success">
          <Icon name="trendingUp" className="size-5" />
        </span>
        <div>
          <p className="text-sm font-medium text-ink-muted">{growth.title}</p>
          <p className="text-2xl leading-tight font-bold text-success">{growth.change}</p>
        </div>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full" fill="none">
        <path
          d={linePath(points)}
          stroke="var(--color-brand-500)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {points.map(({ x, y }) => (
          <circle
            key={x}
            cx={x}
            cy={y}
            r="4"
            fill="#fff"
            stroke="var(--color-brand-700)"
            strokeWidth="2.5"
          />
        ))}
      </svg>
      <ol className="mt-1 grid auto-cols-fr grid-flow-col text-center text-[length:clamp(0.5625rem,2.8vw,0.75rem)] font-semibold text-ink-muted">
        {milestones.map((milestone) => (
          <li key={milestone}>{milestone}</li>
        ))}
      </ol>
      <div className="mt-4 flex items-center justify-between text-xs text-ink-muted">
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
