import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The one shared element beside the navigation: a way back to the top of long pages. Shown past
 * 600 px of scrolling by `header-behaviour.ts`.
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-back-to-top=""
      hidden
      aria-label={label}
      className="fixed right-(--back-to-top-gap) bottom-(--back-to-top-gap) z-40 grid size-(--back-to-top-size) place-items-center rounded-full bg-brand-600 text-white shadow-lift hover:bg-brand-700"
    >
      <Icon name="arrowUp" className="size-5" />
    </button>
  );
}
