import type { ServiceContent } from "~/content/schemas/service";
import { Icon } from "~/components/ui/icon";
import { IconBadge } from "~/components/ui/icon-badge";
import { cn } from "~/lib/cn";
import { HeroVisual } from "./hero-visual";

/**
 * The eight places around the hub of a three-by-three grid, clockwise from the top left: each
 * one's grid cell and its centre in a 6 × 6 drawing of the grid.
 */
const RING = [
  { cell: "col-start-1 row-start-1", x: 1, y: 1 },
  { cell: "col-start-2 row-start-1", x: 3, y: 1 },
  { cell: "col-start-3 row-start-1", x: 5, y: 1 },
  { cell: "col-start-3 row-start-2", x: 5, y: 3 },
  { cell: "col-start-3 row-start-3", x: 5, y: 5 },
  { cell: "col-start-2 row-start-3", x: 3, y: 5 },
  { cell: "col-start-1 row-start-3", x: 1, y: 5 },
  { cell: "col-start-1 row-start-2", x: 1, y: 3 },
] as const;

/**
 * The services overview's hero picture: every service as a tile around one hub, joined to it,
 * as one team offers them all. Drawn for up to eight services; any more are left to the cards.
 */
export function ServicesMap({
  hub,
  cards,
}: {
  hub: string;
  cards: readonly Pick<ServiceContent["card"], "title" | "icon">[];
}) {
  const tiles = cards.slice(0, RING.length);
  return (
    <HeroVisual cardClassName="p-4">
      <svg
        viewBox="0 0 6 6"
        preserveAspectRatio="none"
        className="absolute inset-4 size-[calc(100%-2rem)] text-brand-300"
      >
        {tiles.map((tile, index) => {
          const end = RING[index]!;
          return (
            <line
              key={tile.title}
              x1={3}
              y1={3}
              x2={end.x}
              y2={end.y}
              stroke="currentColor"
              strokeWidth="1.5"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          );
        })}
      </svg>
      <div className="relative grid grid-cols-3 grid-rows-3 gap-5">
        {tiles.map((tile, index) => (
          <div
            key={tile.title}
            className={cn(
              RING[index]!.cell,
              "flex h-26 flex-col items-center justify-center gap-2 rounded-card bg-white px-2 text-center ring-1 ring-line",
            )}
          >
            <IconBadge name={tile.icon} size="sm" />
            <span className="text-xs leading-tight font-semibold text-balance">{tile.title}</span>
          </div>
        ))}
        <div className="col-start-2 row-start-2 flex h-26 flex-col items-center justify-center gap-2 rounded-card bg-gradient-to-br from-brand-600 to-brand-800 px-2 text-center text-white shadow-lift">
          <span className="grid size-10 place-items-center rounded-control bg-white/15 ring-1 ring-white/25">
            <Icon name="workflow" className="size-5 text-accent-300" />
          </span>
          <span className="text-xs font-semibold tracking-wider uppercase">{hub}</span>
        </div>
      </div>
    </HeroVisual>
  );
}
