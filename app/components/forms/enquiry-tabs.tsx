import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import {
  enquiryTabOrder,
  enquiryTabs,
  enquiryTabsLabel,
  type EnquiryTabKind,
} from "~/content/start-project";
import { cn } from "~/lib/cn";

const tabId = (kind: EnquiryTabKind) => `tab-${kind}`;
const panelId = (kind: EnquiryTabKind) => `panel-${kind}`;

/**
 * The /start-project tab switch (WAI-ARIA tabs, automatic activation): arrow keys move between
 * tabs and wrap, Home and End jump to the ends, only the selected tab is in the Tab order.
 */
export function EnquiryTabs({
  initial,
  panels,
}: {
  initial: EnquiryTabKind;
  panels: Readonly<Record<EnquiryTabKind, ReactNode>>;
}) {
  const [selected, setSelected] = useState(initial);
  const tabRefs = useRef(new Map<EnquiryTabKind, HTMLButtonElement>());

  function select(kind: EnquiryTabKind) {
    setSelected(kind);
    tabRefs.current.get(kind)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = enquiryTabOrder.indexOf(selected);
    const last = enquiryTabOrder.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(enquiryTabOrder[target]!);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={enquiryTabsLabel}
        data-tab-list
        className="mb-8 grid grid-cols-3 gap-1 rounded-control bg-muted p-1 ring-1 ring-line"
      >
        {enquiryTabOrder.map((kind) => {
          const isSelected = kind === selected;
          return (
            <button
              key={kind}
              ref={(element) => {
                if (element) tabRefs.current.set(kind, element);
                else tabRefs.current.delete(kind);
              }}
              type="button"
              role="tab"
              id={tabId(kind)}
              aria-selected={isSelected}
              aria-controls={panelId(kind)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(kind)}
              onKeyDown={onKeyDown}
              className={cn(
                "min-h-11 rounded-[calc(var(--radius-control)-0.25rem)] px-2 py-2 text-sm leading-tight font-semibold transition-colors",
                isSelected
                  ? "bg-surface text-primary shadow-card ring-1 ring-line"
                  : "text-ink-muted hover:bg-surface/70 hover:text-ink",
              )}
            >
              {enquiryTabs[kind].label}
            </button>
          );
        })}
      </div>
      {enquiryTabOrder.map((kind) => (
        <div
          key={kind}
          role="tabpanel"
          id={panelId(kind)}
          aria-labelledby={tabId(kind)}
          data-tab-panel
          className={cn(kind === selected ? "block" : "hidden", "[&+&]:mt-12")}
        >
          <h2 className="text-2xl font-semibold">{enquiryTabs[kind].title}</h2>
          <p className="mt-2 mb-6 text-ink-muted">{enquiryTabs[kind].intro}</p>
          {panels[kind]}
        </div>
      ))}
    </div>
  );
}
