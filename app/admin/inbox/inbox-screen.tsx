import { answersOffBanner, inboxText, mailOffBanner } from "#app/content/admin.ts";
import type { InboxView } from "./inbox-page.ts";
import { PAGE_SIZE } from "./inbox-query.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { EnquiryList } from "./enquiry-list.tsx";
import { InboxFilters } from "./inbox-filters.tsx";
import { KindTabs } from "./kind-tabs.tsx";
import { Pagination } from "#app/admin/common/pagination.tsx";
import { WaitingCounts } from "./waiting-counts.tsx";

/** The list at /admin: the kinds with their counts, the filters, one page of enquiries. */
export function InboxScreen(view: InboxView) {
  const { query, entries, total, pages } = view;
  const first = (query.page - 1) * PAGE_SIZE + 1;
  return (
    <AdminShell viewer={view.viewer} section={query.status === "spam" ? "spam" : "enquiries"}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{inboxText.heading}</h1>
        <WaitingCounts {...view.waiting} />
      </div>
      {view.sendsEmail ? null : (
        <p className="mt-4 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
          {mailOffBanner}
        </p>
      )}
      {view.sendsEmail && !view.readsAnswers ? (
        <p className="mt-4 rounded-card border border-line bg-surface p-4 text-sm text-ink">
          {answersOffBanner}
        </p>
      ) : null}
      <div className="mt-4">
        <KindTabs tabs={view.tabs} current={query.kind} />
      </div>
      <div className="mt-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <InboxFilters values={query} exportHref={view.exportHref} />
      </div>
      <p className="mt-6 mb-3 text-sm font-semibold text-ink-muted" aria-live="polite">
        {inboxText.results(first, first + entries.length - 1, total)}
      </p>
      {entries.length > 0 ? (
        <EnquiryList entries={entries} />
      ) : (
        <p className="rounded-card border border-dashed border-slate-400 bg-surface p-6 text-ink-muted">
          {view.anyFilter ? inboxText.empty : inboxText.emptyAll}
        </p>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        previousHref={view.previousHref}
        nextHref={view.nextHref}
      />
    </AdminShell>
  );
}
