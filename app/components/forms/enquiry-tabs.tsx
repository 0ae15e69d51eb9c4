import type { ReactNode } from "react";
import tabsScript from "virtual:inline-script/tabs";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import type { StartProjectContent } from "#app/content/schemas/start-project.ts";
import { enquiryTabHref, enquiryTabOrder, type EnquiryTabKind } from "#app/lib/enquiry-tabs.ts";

const tabId = (kind: EnquiryTabKind) => `tab-${kind}`;
const panelId = (kind: EnquiryTabKind) => `panel-${kind}`;

/**
 * Marks content outside the tab panels that belongs with some tabs (the sidebar beside the
 * forms): shown while one of them is selected, hidden otherwise; `tabs.ts` keeps it in step.
 */
export function shownWithTabs(kinds: readonly EnquiryTabKind[], selected: EnquiryTabKind) {
  return { "data-shown-with": kinds.map(panelId).join(" "), hidden: !kinds.includes(selected) };
}

/**
 * The /start-project tab switch as static markup (WAI-ARIA tabs). Each tab is a link to the page
 * opened on its tab, so it works without JavaScript; the page script (`tabs.ts`) switches the
 * panels in place from the first paint, with the arrow keys, Home and End, and a roving tab stop.
 * Each panel holds its own form island.
 */
export function EnquiryTabs({
  text,
  selected,
  panels,
}: {
  text: StartProjectContent["tabs"];
  selected: EnquiryTabKind;
  panels: Readonly<Record<EnquiryTabKind, ReactNode>>;
}) {
  return (
    <div>
      <InlineScript code={tabsScript} />
      <div
        role="tablist"
        aria-label={text.label}
        className="mb-6 flex gap-1 rounded-control bg-muted p-1 ring-1 ring-line sm:mb-8"
      >
        {enquiryTabOrder.map((kind) => (
          <a
            key={kind}
            role="tab"
            id={tabId(kind)}
            href={enquiryTabHref(kind)}
            aria-selected={kind === selected}
            aria-controls={panelId(kind)}
            className="flex min-h-11 flex-auto items-center justify-center rounded-[calc(var(--radius-control)-0.25rem)] px-1 py-2 text-center text-xs leading-tight font-semibold tracking-tight text-ink-muted min-[22.5rem]:whitespace-nowrap sm:px-3 sm:text-sm sm:tracking-normal transition-colors hover:bg-surface/70 hover:text-ink aria-selected:bg-surface aria-selected:text-primary aria-selected:shadow-card aria-selected:ring-1 aria-selected:ring-line"
          >
            {text[kind].label}
          </a>
        ))}
      </div>
      {enquiryTabOrder.map((kind) => (
        <div
          key={kind}
          role="tabpanel"
          id={panelId(kind)}
          aria-labelledby={tabId(kind)}
          hidden={kind !== selected}
        >
          <h2 className="text-2xl font-semibold">{text[kind].title}</h2>
          <p className="mt-2 mb-6 text-ink-muted">{text[kind].intro}</p>
          {panels[kind]}
        </div>
      ))}
    </div>
  );
}
