import { ICON_ID_PREFIX, type IconName } from "#app/lib/icon-names.ts";

export type { IconName } from "#app/lib/icon-names.ts";

/**
 * One of the site's icons, drawn from the sprite at the top of every page (`icon-sprite.ts`): the
 * icon carries a reference, not the drawing, and an island carries no icon code.
 */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  );
}
