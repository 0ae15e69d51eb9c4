import { bulkText, inboxText, spamReasonLabels } from "#app/content/admin.ts";
import { BULK_FORM_ID } from "./bulk-bar.tsx";
import type { EntryView } from "#app/admin/common/views.ts";
import { inboxEnquiryPath } from "#shared/enquiries/inbox-links.ts";
import { KindBadge, StatusBadge, WarningBadge } from "#app/admin/common/badges.tsx";
import { ClockBadge } from "#app/admin/common/clock-badge.tsx";
import { replyClockText } from "#app/content/admin.ts";

/** The enquiries of one page, in the list's order; each name opens the enquiry. */
export function EnquiryList({ entries }: { entries: readonly EntryView[] }) {
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="relative rounded-card border border-line bg-surface p-4 shadow-card focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300 sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <h2 className="min-w-0 flex-1 text-lg font-bold break-words">
              <a
                href={inboxEnquiryPath(entry.id)}
                className="text-brand-800 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
              >
                {entry.name || inboxText.noName}
              </a>
            </h2>
            <p className="flex items-center gap-3 text-sm text-ink-muted">
              <span>
                <span className="sr-only">{inboxText.received} </span>
                <time dateTime={entry.receivedIso}>{entry.received}</time>
              </span>
              {/* After the name, so Tab reaches the enquiry first; above the row's link. */}
              <input
                type="checkbox"
                name="id"
                value={entry.id}
                form={BULK_FORM_ID}
                aria-label={bulkText.select(entry.name || inboxText.noName)}
                className="relative z-10 size-6 shrink-0 accent-brand-600"
              />
            </p>
          </div>
          <p className="mt-1 text-sm break-all text-ink-muted">
            {[entry.email, entry.company].filter(Boolean).join(" · ")}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <KindBadge kind={entry.kind} />
            <StatusBadge status={entry.status} />
            {entry.clock ? <ClockBadge clock={entry.clock} dueIso={entry.dueIso} /> : null}
            {entry.failedDeliveries > 0 ? (
              <WarningBadge>{inboxText.deliveryFailed}</WarningBadge>
            ) : null}
          </div>
          <p className="mt-2 text-sm text-ink-muted">
            {replyClockText.owner}:{" "}
            <span className="break-all text-ink">{entry.owner ?? replyClockText.unassigned}</span>
          </p>
          {entry.status === "spam" && entry.spamReasons.length > 0 ? (
            <p className="mt-2 text-sm text-ink-muted">
              {inboxText.spamReasons}{" "}
              {entry.spamReasons.map((reason) => spamReasonLabels[reason]).join("; ")}
            </p>
          ) : null}
          {entry.excerpt ? (
            <p className="mt-2 text-sm break-words text-ink">{entry.excerpt}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
