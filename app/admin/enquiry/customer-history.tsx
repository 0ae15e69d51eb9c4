import { customerHistoryText, inboxText } from "#app/content/admin.ts";
import { KindBadge, StatusBadge } from "#app/admin/common/badges.tsx";
import { panelClass } from "#app/admin/common/controls.ts";
import type { RecordView } from "#app/admin/common/views.ts";
import { inboxEnquiryPath } from "#shared/enquiries/inbox-links.ts";

/** The person's other enquiries (the same address), newest first, each a link to its page. */
export function CustomerHistory({
  others,
  total,
}: {
  others: RecordView["otherEnquiries"];
  total: number;
}) {
  return (
    <section aria-labelledby="customer-history-heading" className={panelClass}>
      <h2 id="customer-history-heading" className="text-lg font-bold">
        {customerHistoryText.heading}
      </h2>
      {others.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{customerHistoryText.empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {others.map((other) => (
            <li key={other.id} className="text-sm">
              <a
                href={inboxEnquiryPath(other.id)}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {other.excerpt || other.name || inboxText.noName}
              </a>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-ink-muted">
                <KindBadge kind={other.kind} />
                <StatusBadge status={other.status} />
                <span>
                  {customerHistoryText.received}{" "}
                  <time dateTime={other.receivedIso}>{other.received}</time>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > others.length ? (
        <p className="mt-3 text-sm text-ink-muted">
          {customerHistoryText.older(total - others.length)}
        </p>
      ) : null}
    </section>
  );
}
