import { useId, useState } from "react";
import { Minus, Plus } from "lucide-react";
import type { FaqItem } from "~/content/types";

/**
 * SPEC §4: one item open at a time, or none; clicking the open item closes it. Answers stay in
 * the HTML (hidden, not removed) so they are found by search and by find-in-page.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-ink hover:text-brand-700"
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
                >
                  {open ? <Minus className="size-4" /> : <Plus className="size-4" />}
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
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
