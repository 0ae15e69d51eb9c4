import type { ServiceContent } from "#app/content/schemas/service.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { HeroVisual } from "./hero-visual.tsx";

/**
 * The centres of the eight places around the hub of a three-by-three grid, clockwise from the
 * top left (the order hero-visuals.css places the tiles in), in a 6 × 6 drawing of the grid.
 */
const RING = [
  [1, 1],
  [3, 1],
  [5, 1],
  [5, 3],
  [5, 5],
  [3, 5],
  [1, 5],
  [1, 3],
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
      <svg viewBox="0 0 6 6" preserveAspectRatio="none" className="services-map-lines">
        {tiles.map((tile, index) => (
          <line
            key={tile.title}
            x1={3}
            y1={3}
            x2={RING[index]![0]}
            y2={RING[index]![1]}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className="services-map">
        {tiles.map((tile) => (
          <div key={tile.title} className="services-map-tile">
            <IconBadge name={tile.icon} size="sm" />
            <span className="text-xs leading-tight font-semibold text-balance">{tile.title}</span>
          </div>
        ))}
        <div className="services-map-hub shadow-lift">
          <span className="services-map-hub-mark">
            <Icon name="workflow" className="size-5 text-accent-300" />
          </span>
          <span className="text-xs font-semibold tracking-wider uppercase">{hub}</span>
        </div>
      </div>
    </HeroVisual>
  );
}
