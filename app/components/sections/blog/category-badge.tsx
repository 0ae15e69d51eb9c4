export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex rounded-pill bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase ring-1 ring-brand-100">
      {category}
    </span>
  );
}
