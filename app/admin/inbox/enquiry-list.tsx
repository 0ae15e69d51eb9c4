import { bulkText, inboxText, replyClockText, spamReasonLabels } from "#app/content/admin.ts";
import type { EntryView } from "#app/admin/common/views.ts";
import { inboxEnquiryPath } from "#shared/enquiries/inbox-links.ts";
import { KindBadge, StatusBadge, WarningBadge } from "#app/admin/common/badges.tsx";
import { ClockBadge } from "#app/admin/common/clock-badge.tsx";
import { BULK_FORM_ID } from "./bulk-bar.tsx";

/**
 * The enquiries of one page, in the list's order, one compact row each: the name (which opens
 * the enquiry), when it came and its checkbox; then its kind, state, due time and owner; then the
 * company and the start of its message, on one line each.
 */
export function EnquiryList({ entries }: { entries: readonly EntryView[] }) {
  return (
    <ol className="grid gap-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="relative min-w-0 rounded-card border border-line bg-surface px-3 py-2 shadow-card focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300 sm:px-4"
        >
          <div className="flex items-center gap-3">
            <h2 className="min-w-0 flex-1 truncate text-base font-bold">
              <a
                href={inboxEnquiryPath(entry.id)}
                className="text-brand-800 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
              >
                {entry.name || inboxText.noName}
              </a>
            </h2>
            <p className="shrink-0 text-xs text-ink-muted">
              <span className="sr-only">{inboxText.received} </span>
              <time dateTime={entry.receivedIso}>{entry.received}</time>
            </p>
            {/* After the name, so Tab reaches the enquiry first; above the row's link. */}
            <input
              type="checkbox"
              name="id"
              value={entry.id}
              form={BULK_FORM_ID}
              aria-label={bulkText.select(entry.name || inboxText.noName)}
              className="relative z-10 size-6 shrink-0 accent-brand-600"
            />
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <KindBadge kind={entry.kind} />
            <StatusBadge status={entry.status} />
            {entry.clock ? <ClockBadge clock={entry.clock} dueIso={entry.dueIso} /> : null}
            {entry.failedDeliveries > 0 ? (
              <WarningBadge>{inboxText.deliveryFailed}</WarningBadge>
            ) : null}
            <span className="min-w-0 break-all text-ink-muted">
              {replyClockText.owner}:{" "}
              <span className="text-ink">{entry.owner ?? replyClockText.unassigned}</span>
            </span>
          </div>
          {entry.status === "spam" && entry.spamReasons.length > 0 ? (
            <p className="mt-1 text-sm text-ink-muted">
              {inboxText.spamReasons}{" "}
              {entry.spamReasons.map((reason) => spamReasonLabels[reason]).join("; ")}
            </p>
          ) : null}
          {entry.company || entry.excerpt ? (
            <p className="mt-1 truncate text-sm text-ink-muted">
              {[entry.company, entry.excerpt].filter(Boolean).join(" · ")}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
