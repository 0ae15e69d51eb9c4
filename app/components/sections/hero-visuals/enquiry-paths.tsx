import type { Step } from "#app/content/schemas/common.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { HeroVisual } from "./hero-visual.tsx";

/**
 * The enquiry page's hero picture, slim so the form still starts on the first screen: the
 * three tabs' labels, each a path into the first of the next steps (a person reads it).
 */
export function EnquiryPaths({ tabs, first }: { tabs: readonly string[]; first: Step }) {
  // Each label is a 2 rem pill, 0.5 rem below the one before: its path starts at its middle.
  const rowHeight = 40;
  const height = tabs.length * rowHeight - 8;
  return (
    <HeroVisual cardClassName="p-5">
      <div className="flex items-center">
        <ul className="shrink-0 space-y-2">
          {tabs.map((label) => (
            <li key={label} className="enquiry-path-label">
              {label}
            </li>
          ))}
        </ul>
        <svg width="48" height={height} viewBox={`0 0 48 ${height}`} className="enquiry-path-lines">
          {tabs.map((label, index) => (
            <path
              key={label}
              d={`M0 ${index * rowHeight + 16} C 28 ${index * rowHeight + 16}, 20 ${height / 2}, 48 ${height / 2}`}
              stroke="currentColor"
              strokeWidth="2"
              strokeDasharray="4 4"
              fill="none"
            />
          ))}
        </svg>
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-400 text-brand-950 shadow-card">
            <Icon name="users" className="size-5" />
          </span>
          <span className="text-sm leading-snug font-semibold">{first.title}</span>
        </div>
      </div>
    </HeroVisual>
  );
}
