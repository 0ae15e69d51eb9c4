import { answersOffBanner, inboxText, mailOffBanner, neverSentBanner } from "#app/content/admin.ts";
import { CSRF_FIELD } from "#app/admin/common/guard.ts";
import { SEND_KEPT_PATH } from "./send-kept-page.ts";
import type { InboxView } from "./inbox-page.ts";
import { PAGE_SIZE } from "./inbox-query.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { BulkBar } from "./bulk-bar.tsx";
import { EnquiryList } from "./enquiry-list.tsx";
import { InboxFilters } from "./inbox-filters.tsx";
import { KindTabs } from "./kind-tabs.tsx";
import { Pagination } from "#app/admin/common/pagination.tsx";
import { WaitingCounts } from "./waiting-counts.tsx";
import { Shortcuts } from "#app/admin/shortcuts/shortcuts-sheet.tsx";

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
      {view.neverSent > 0 ? (
        <form
          method="post"
          action={SEND_KEPT_PATH}
          className="mt-4 flex flex-wrap items-center gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
        >
          <input type="hidden" name={CSRF_FIELD} value={view.viewer.csrfToken} />
          <p className="flex-1">{neverSentBanner.text(view.neverSent)}</p>
          <button
            type="submit"
            className="min-h-11 rounded-pill bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {neverSentBanner.button(view.neverSent)}
          </button>
        </form>
      ) : null}
      {view.sendsEmail && !view.readsAnswers ? (
        <details className="mt-4 rounded-card border border-line bg-surface text-sm text-ink">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">
            {answersOffBanner.summary}
          </summary>
          <p className="px-4 pb-4">{answersOffBanner.body}</p>
        </details>
      ) : null}
      <div className="mt-4">
        <KindTabs tabs={view.tabs} current={query.kind} />
      </div>
      {/* Folded on a phone, so the list starts on the first screen (open while a filter is
          set); always shown from the small breakpoint up, where there is room. */}
      <details
        open={view.anyFilter}
        className="mt-4 rounded-card border border-line bg-surface shadow-card sm:details-content:[content-visibility:visible]"
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold sm:hidden">
          {inboxText.filtersHeading}
        </summary>
        <div className="p-4 pt-0 sm:p-5">
          <InboxFilters values={query} exportHref={view.exportHref} />
        </div>
      </details>
      <p className="mt-4 mb-2 text-sm font-semibold text-ink-muted" aria-live="polite">
        {inboxText.results(first, first + entries.length - 1, total)}
      </p>
      {entries.length > 0 ? (
        <>
          <div className="mb-2 rounded-card border border-line bg-surface p-3 shadow-card">
            <BulkBar
              csrfToken={view.viewer.csrfToken}
              teamMembers={view.teamMembers}
              listPath={view.listPath}
            />
          </div>
          <EnquiryList entries={entries} />
        </>
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
      <Shortcuts />
    </AdminShell>
  );
}
