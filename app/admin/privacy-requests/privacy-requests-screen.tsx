import { privacyRequestsText } from "#app/content/admin.ts";
import type { PrivacyRequestsView } from "./privacy-requests-page.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { WarningBadge } from "#app/admin/common/badges.tsx";

/**
 * Each open erasure request: whose, when asked, when due, and the way to carry it out (the
 * person's data page, whose erasure removes the request with the data).
 */
export function PrivacyRequestsScreen({ viewer, requests }: PrivacyRequestsView) {
  return (
    <AdminShell viewer={viewer} section="privacy-requests">
      <h1 className="text-2xl font-bold sm:text-3xl">{privacyRequestsText.heading}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{privacyRequestsText.intro}</p>
      {requests.length === 0 ? (
        <p className="mt-6 rounded-card border border-dashed border-slate-400 bg-surface p-6 text-ink-muted">
          {privacyRequestsText.empty}
        </p>
      ) : (
        <ol className="mt-6 grid gap-3">
          {requests.map((request) => (
            <li
              key={request.id}
              className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
            >
              <h2 className="text-lg font-bold break-all">
                {privacyRequestsText.erasureOf(request.email)}
              </h2>
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1.5">
                  <dt className="text-ink-muted">{privacyRequestsText.requested}:</dt>
                  <dd>
                    <time dateTime={request.requestedIso}>{request.requested}</time>
                  </dd>
                </div>
                <div className="flex gap-1.5">
                  <dt className="text-ink-muted">{privacyRequestsText.due}:</dt>
                  <dd className="font-semibold">
                    <time dateTime={request.dueIso}>{request.due}</time>
                  </dd>
                </div>
              </dl>
              {request.overdue ? (
                <div className="mt-2">
                  <WarningBadge>{privacyRequestsText.overdue}</WarningBadge>
                </div>
              ) : null}
              <p className="mt-3 flex flex-wrap gap-4 text-sm">
                <a href={request.enquiryHref} className="font-semibold text-brand-700 underline">
                  {privacyRequestsText.enquiry}
                </a>
                <a href="/admin/person" className="font-semibold text-brand-700 underline">
                  {privacyRequestsText.carryOut}
                </a>
              </p>
            </li>
          ))}
        </ol>
      )}
    </AdminShell>
  );
}
