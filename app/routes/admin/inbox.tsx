import { redirect } from "react-router";
import type { Route } from "./+types/inbox";
import { enquiryKindLabels, type EnquiryKind } from "@shared/enquiry-kinds";
import { AdminShell } from "~/components/admin/admin-shell";
import { EnquiryList } from "~/components/admin/enquiry-list";
import { InboxFilters } from "~/components/admin/inbox-filters";
import { KindTabs } from "~/components/admin/kind-tabs";
import { Pagination } from "~/components/admin/pagination";
import { adminTitles, inboxText } from "~/content/admin";
import { requireSession } from "./guard.server";
import { inboxFilterOf, inboxSearch, PAGE_SIZE, parseInboxQuery } from "./inbox-query";
import { adminMeta } from "./meta";
import { entryView } from "./views";

export function meta() {
  return adminMeta(adminTitles.inbox);
}

const KINDS = Object.keys(enquiryKindLabels) as EnquiryKind[];

export async function loader(args: Route.LoaderArgs) {
  const { admin, session } = await requireSession(args);
  const query = parseInboxQuery(args.url.searchParams);
  // One URL per list (no empty or meaningless parameters), so a shared link reads cleanly.
  const canonical = inboxSearch(query);
  if (args.url.search !== canonical) throw redirect(`/admin${canonical}`);
  const page = await admin.inbox(inboxFilterOf(query), {
    offset: (query.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  const allKinds = KINDS.reduce((sum, kind) => sum + page.countsByKind[kind], 0);
  return {
    viewer: session,
    query,
    total: page.total,
    pages,
    anyFilter: inboxSearch(query, { page: 1 }) !== "",
    entries: page.entries.map(entryView),
    tabs: [
      {
        kind: undefined,
        count: allKinds,
        href: `/admin${inboxSearch(query, { kind: undefined, page: 1 })}`,
      },
      ...KINDS.map((kind) => ({
        kind,
        count: page.countsByKind[kind],
        href: `/admin${inboxSearch(query, { kind, page: 1 })}`,
      })),
    ],
    exportHref: `/admin/enquiries.csv${inboxSearch(query, { page: 1 })}`,
    previousHref:
      query.page > 1 ? `/admin${inboxSearch(query, { page: query.page - 1 })}` : undefined,
    nextHref:
      query.page < pages ? `/admin${inboxSearch(query, { page: query.page + 1 })}` : undefined,
  };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { query, entries, total, pages } = loaderData;
  const first = (query.page - 1) * PAGE_SIZE + 1;
  return (
    <AdminShell viewer={loaderData.viewer}>
      <h1 className="text-2xl font-bold sm:text-3xl">{inboxText.heading}</h1>
      <div className="mt-4">
        <KindTabs tabs={loaderData.tabs} current={query.kind} />
      </div>
      <div className="mt-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <InboxFilters values={query} exportHref={loaderData.exportHref} />
      </div>
      <p className="mt-6 mb-3 text-sm font-semibold text-ink-muted" aria-live="polite">
        {inboxText.results(first, first + entries.length - 1, total)}
      </p>
      {entries.length > 0 ? (
        <EnquiryList entries={entries} />
      ) : (
        <p className="rounded-card border border-dashed border-slate-400 bg-surface p-6 text-ink-muted">
          {loaderData.anyFilter ? inboxText.empty : inboxText.emptyAll}
        </p>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        previousHref={loaderData.previousHref}
        nextHref={loaderData.nextHref}
      />
    </AdminShell>
  );
}
