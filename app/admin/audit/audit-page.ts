/** `/admin/audit`: the audit log for administrators, newest first, a page at a time. */
import type { AdminSession } from "#shared/accounts/contract.ts";
import { auditActionLabels, adminTitles } from "#app/content/admin.ts";
import {
  adminMeta,
  methodNotAllowed,
  type AdminPage,
  type AdminRequest,
} from "#app/admin/common/answer.ts";
import { administratorsOnly, requireAdministrator } from "#app/admin/common/guard.ts";
import { formatTeamTime } from "#app/admin/common/team-time.ts";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditRowView {
  readonly id: string;
  readonly at: string;
  readonly atIso: string;
  readonly actor: string;
  readonly action: string;
  readonly subject: string;
  readonly detail: string;
  readonly clientAddress: string;
}

export interface AuditView {
  readonly viewer: AdminSession;
  readonly rows: readonly AuditRowView[];
  readonly first: number;
  readonly total: number;
  readonly page: number;
  readonly pages: number;
  readonly previousHref: string | undefined;
  readonly nextHref: string | undefined;
}

function pageNumber(value: string | null): number {
  const number = Number(value ?? "1");
  return Number.isSafeInteger(number) && number >= 1 ? number : 1;
}

export async function auditPage(context: AdminRequest): Promise<AdminPage<AuditView> | Response> {
  if (context.request.method === "POST") return methodNotAllowed("GET, HEAD");
  const signed = await requireAdministrator(context, "privacy");
  if (!("session" in signed)) return signed;
  const page = pageNumber(context.url.searchParams.get("page"));
  const log = await signed.privacy.auditLog(signed.session, {
    offset: (page - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE,
  });
  if (!log.allowed) return administratorsOnly(context.url);
  const { entries, total } = log.value;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const href = (number: number) => (number === 1 ? "/admin/audit" : `/admin/audit?page=${number}`);
  return {
    status: 200,
    meta: adminMeta(adminTitles.audit, context.url),
    props: {
      viewer: signed.session,
      rows: entries.map((entry) => ({
        id: entry.id,
        at: formatTeamTime(entry.at),
        atIso: entry.at.toISOString(),
        actor: entry.actor,
        action: auditActionLabels[entry.action] ?? entry.action,
        subject: entry.subject,
        detail: entry.detail,
        clientAddress: entry.clientAddress,
      })),
      first: (page - 1) * AUDIT_PAGE_SIZE + 1,
      total,
      page,
      pages,
      previousHref: page > 1 ? href(page - 1) : undefined,
      nextHref: page < pages ? href(page + 1) : undefined,
    },
  };
}
