import { useId } from "react";
import type { FaqItem } from "#app/content/schemas/common.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cardClass } from "#app/components/ui/card.ts";

/**
 * One item open at a time, or none; clicking the open item closes it (the behaviour is
 * `startPageBehaviours`, so this renders the same from static HTML). Answers stay in the HTML,
 * hidden, so search engines and find-in-page still see them.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  return (
    <div data-accordion="" className={`mx-auto max-w-3xl divide-y divide-line ${cardClass}`}>
      {items.map((item, index) => {
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                data-accordion-trigger=""
                aria-expanded="false"
                aria-controls={panelId}
                className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-ink hover:text-brand-700"
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Icon name="plus" className="size-4 group-aria-expanded:hidden" />
                  <Icon name="minus" className="hidden size-4 group-aria-expanded:block" />
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden
              className="px-6 pb-6 text-ink-muted"
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
