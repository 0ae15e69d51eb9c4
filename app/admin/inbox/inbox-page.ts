/** `/admin`: one page of the filtered list, the count of each kind, and the links between pages. */
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import { kindsFor } from "#shared/accounts/roles.ts";
import { adminTitles } from "#app/content/admin.ts";
import {
  adminMeta,
  adminRedirect,
  methodNotAllowed,
  type AdminRequest,
  type ScreenPage,
} from "#app/admin/common/answer.ts";
import { requireSession } from "#app/admin/common/guard.ts";
import {
  inboxFilterOf,
  inboxSearch,
  PAGE_SIZE,
  parseInboxQuery,
  type InboxQuery,
} from "./inbox-query.ts";
import { entryView, namesFrom, type EntryView } from "#app/admin/common/views.ts";

export interface KindTab {
  readonly kind: EnquiryKind | undefined;
  readonly count: number;
  readonly href: string;
}

export interface InboxView {
  readonly viewer: AdminSession;
  readonly query: InboxQuery;
  readonly total: number;
  readonly pages: number;
  readonly anyFilter: boolean;
  readonly entries: readonly EntryView[];
  readonly tabs: readonly KindTab[];
  /** False while the server sends no e-mail: nobody is notified. */
  readonly sendsEmail: boolean;
  /** Whom the bulk action can assign to. */
  readonly teamMembers: readonly string[];
  /** This list's own address, where a bulk action comes back to. */
  readonly listPath: string;
  /** False while the server reads no team mailbox: customers' answers stay there. */
  readonly readsAnswers: boolean;
  /** Enquiries kept while e-mail was off, never sent; counted for administrators only. */
  readonly neverSent: number;
  /** Whatever the filter: how many are new and overdue, with the lists that show them. */
  readonly waiting: {
    readonly new: number;
    readonly overdue: number;
    readonly newHref: string;
    readonly overdueHref: string;
  };
  readonly exportHref: string;
  readonly previousHref: string | undefined;
  readonly nextHref: string | undefined;
}

export async function inboxPage(context: AdminRequest): Promise<ScreenPage<InboxView> | Response> {
  if (context.request.method === "POST") return methodNotAllowed("GET, HEAD");
  const signed = await requireSession(context, "inbox", "replies");
  if (signed instanceof Response) return signed;
  const query = parseInboxQuery(context.url.searchParams);
  // One URL per list (no empty or meaningless parameters), so a shared link reads cleanly.
  const canonical = inboxSearch(query);
  if (context.url.search !== canonical) return adminRedirect(`/admin${canonical}`, 302);
  const page = await signed.inbox.inbox(
    signed.session,
    inboxFilterOf(query, signed.session.email),
    {
      offset: (query.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  );
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  const nameOf = namesFrom(await signed.replies.teamNames());
  const now = new Date();
  // Only the kinds the viewer's role works on have a tab (shared/accounts/roles.ts).
  const kinds = kindsFor(signed.session.role);
  const allKinds = kinds.reduce((sum, kind) => sum + page.countsByKind[kind], 0);
  const listHref = (changes: Partial<InboxQuery>) => `/admin${inboxSearch(query, changes)}`;
  return {
    status: 200,
    meta: adminMeta(adminTitles.inbox, context.url),
    props: {
      viewer: signed.session,
      query,
      total: page.total,
      pages,
      anyFilter: inboxSearch(query, { page: 1 }) !== "",
      entries: page.entries.map((entry) => entryView(entry, now, nameOf)),
      sendsEmail: signed.replies.sendsEmail,
      teamMembers: await signed.replies.teamMembers(),
      listPath: `/admin${canonical}`,
      readsAnswers: signed.replies.readsAnswers,
      neverSent: await signed.inbox.neverSent(signed.session),
      waiting: {
        ...page.waiting,
        newHref: `/admin${inboxSearch({ page: 1, status: "new" })}`,
        overdueHref: `/admin${inboxSearch({ page: 1, due: "overdue", sort: "due" })}`,
      },
      tabs: [
        { kind: undefined, count: allKinds, href: listHref({ kind: undefined, page: 1 }) },
        ...kinds.map((kind) => ({
          kind,
          count: page.countsByKind[kind],
          href: listHref({ kind, page: 1 }),
        })),
      ],
      exportHref: `/admin/enquiries.csv${inboxSearch(query, { page: 1 })}`,
      previousHref: query.page > 1 ? listHref({ page: query.page - 1 }) : undefined,
      nextHref: query.page < pages ? listHref({ page: query.page + 1 }) : undefined,
    },
  };
}
