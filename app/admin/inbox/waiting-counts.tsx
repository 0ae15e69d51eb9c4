import { replyClockText } from "#app/content/admin.ts";

/** The list's header: how many enquiries are new and overdue, each a link to the list of them. */
export function WaitingCounts({
  new: newCount,
  overdue,
  newHref,
  overdueHref,
}: {
  new: number;
  overdue: number;
  newHref: string;
  overdueHref: string;
}) {
  const link = "inline-flex min-h-11 items-center rounded-pill px-3 font-semibold hover:underline";
  return (
    <p className="flex flex-wrap gap-2 text-sm">
      <a href={newHref} className={`${link} bg-brand-50 text-brand-800`}>
        {replyClockText.newCount(newCount)}
      </a>
      <a
        href={overdueHref}
        className={`${link} ${overdue > 0 ? "bg-red-100 text-red-900" : "bg-surface text-ink-muted ring-1 ring-line"}`}
      >
        {replyClockText.overdueCount(overdue)}
      </a>
    </p>
  );
}
