import type { ServiceFigure } from "~/content/schemas/service";

/** Key figures under the service hero's actions. */
export function HeroHighlights({ items }: { items: readonly ServiceFigure[] }) {
  return (
    <ul className="mx-auto mt-12 grid max-w-3xl gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.label}
          className="rounded-card bg-white/80 px-5 py-4 shadow-card ring-1 ring-brand-100 backdrop-blur"
        >
          <span className="block text-2xl font-bold text-brand-700">{item.value}</span>
          <span className="mt-1 block text-sm text-ink-muted">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
