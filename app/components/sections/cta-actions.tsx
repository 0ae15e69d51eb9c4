import type { Cta } from "#app/content/schemas/common.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** The buttons of a call to action on a dark panel: the first solid, the others outlined. */
export function CtaActions({ actions }: { actions: readonly Cta[] }) {
  return (
    <div className="mt-10 flex flex-wrap gap-4 sm:justify-center">
      {actions.map((action, index) => (
        <ButtonLink
          key={action.href + action.label}
          href={action.href}
          size="lg"
          variant={index === 0 ? "onDark" : "outlineOnDark"}
        >
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
