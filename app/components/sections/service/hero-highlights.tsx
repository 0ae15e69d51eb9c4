import type { ServiceFigure } from "#app/content/schemas/service.ts";

/** Key figures under the service hero's actions. */
export function HeroHighlights({ items }: { items: readonly ServiceFigure[] }) {
  return (
    <ul className="mx-auto mt-8 grid max-w-3xl grid-cols-3 gap-2 sm:mt-12 sm:gap-4">
      {items.map((item) => (
        <li
          key={item.label}
          className="rounded-card bg-white/80 px-3 py-3 shadow-card ring-1 ring-brand-100 backdrop-blur sm:px-5 sm:py-4 lg:px-2 xl:px-5"
        >
          {/* Where the hero's column is narrowest (lg, beside its picture), a smaller size and
              padding keep each figure ("3 regions") on one line. */}
          <span className="block text-lg font-bold text-brand-700 sm:text-2xl lg:text-lg xl:text-2xl">
            {item.value}
          </span>
          <span className="mt-1 block text-xs text-ink-muted sm:text-sm">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
