/** `/admin/privacy-requests`: the erasures people asked for through their link, soonest due first. */
import type { AdminSession } from "#shared/accounts/contract.ts";
import { inboxEnquiryPath } from "#shared/enquiries/inbox-links.ts";
import { adminTitles } from "#app/content/admin.ts";
import {
  adminMeta,
  methodNotAllowed,
  type AdminPage,
  type AdminRequest,
} from "#app/admin/common/answer.ts";
import { administratorsOnly, requireAdministrator } from "#app/admin/common/guard.ts";
import { formatTeamTime } from "#app/admin/common/team-time.ts";

export interface PrivacyRequestView {
  readonly id: string;
  readonly email: string;
  readonly enquiryHref: string;
  readonly requested: string;
  readonly requestedIso: string;
  readonly due: string;
  readonly dueIso: string;
  readonly overdue: boolean;
}

export interface PrivacyRequestsView {
  readonly viewer: AdminSession;
  readonly requests: readonly PrivacyRequestView[];
}

export async function privacyRequestsPage(
  context: AdminRequest,
  now: Date = new Date(),
): Promise<AdminPage<PrivacyRequestsView> | Response> {
  if (context.request.method === "POST") return methodNotAllowed("GET, HEAD");
  const signed = await requireAdministrator(context, "privacy");
  if (!("session" in signed)) return signed;
  const requests = await signed.privacy.privacyRequests(signed.session);
  if (!requests.allowed) return administratorsOnly(context.url);
  return {
    status: 200,
    meta: adminMeta(adminTitles.privacyRequests, context.url),
    props: {
      viewer: signed.session,
      requests: requests.value.map((request) => ({
        id: request.id,
        email: request.email,
        enquiryHref: inboxEnquiryPath(request.enquiryId),
        requested: formatTeamTime(request.requestedAt),
        requestedIso: request.requestedAt.toISOString(),
        due: formatTeamTime(request.dueAt),
        dueIso: request.dueAt.toISOString(),
        overdue: request.dueAt.getTime() < now.getTime(),
      })),
    },
  };
}
