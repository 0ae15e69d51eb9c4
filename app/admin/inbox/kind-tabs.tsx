import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import { inboxText } from "#app/content/admin.ts";
import { kinds } from "virtual:form-words";
import type { KindTab } from "./inbox-page.ts";
import { cn } from "#app/lib/cn.ts";

/** One link per kind with its count under the other filters; the current one is marked. */
export function KindTabs({ tabs, current }: { tabs: readonly KindTab[]; current?: EnquiryKind }) {
  return (
    <nav aria-label={inboxText.kindsLabel}>
      {/* One line that scrolls sideways on a phone, so it takes one row of the first screen. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {tabs.map((tab) => {
          const active = tab.kind === current;
          return (
            <li key={tab.kind ?? "all"}>
              <a
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-pill px-4 text-sm font-semibold whitespace-nowrap ring-1 ring-inset",
                  active
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-surface text-ink ring-line hover:bg-brand-50",
                )}
              >
                {tab.kind ? kinds[tab.kind].label : inboxText.allKinds}{" "}
                <span
                  className={cn(
                    "rounded-pill px-2 text-xs",
                    active ? "bg-white/20" : "bg-surface-muted",
                  )}
                >
                  {tab.count}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
