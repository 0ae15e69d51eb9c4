/**
 * `/admin/bulk`: a bulk action posted from the list, in two steps that work without
 * JavaScript. The list's form (`step=confirm`) brings a page saying how many enquiries the action
 * will change; its button (`step=apply`) changes them and says how many it did.
 */
import { adminTitles, bulkText } from "#app/content/admin.ts";
import {
  adminMeta,
  adminRedirect,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
} from "#app/admin/common/answer.ts";
import {
  forgedPost,
  INBOX_PATH,
  readForm,
  requirePost,
  safeReturnPath,
} from "#app/admin/common/guard.ts";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { applyBulk, bulkRequestOf, bulkTargets, type BulkAction } from "./bulk.ts";

export interface BulkView {
  readonly viewer: AdminSession;
  readonly action: BulkAction;
  readonly owner: string | undefined;
  /** The list to go back to. */
  readonly back: string;
  /** Before: the enquiries the action will change, to confirm; after: undefined. */
  readonly targets: readonly string[] | undefined;
  /** How many were ticked. */
  readonly selected: number;
  readonly notice: ActionNoticeValue | undefined;
}

export async function bulkPage(context: AdminRequest): Promise<AdminPage<BulkView> | Response> {
  const { request, url } = context;
  if (request.method !== "POST") return adminRedirect(INBOX_PATH, 302);
  const form = await readForm(request);
  const signed = await requirePost(context, form, "inbox", "replies");
  if (!("session" in signed)) return signed;
  const bulk = bulkRequestOf(form, signed.session);
  const step = form.get("step");
  if (!bulk || (step !== "confirm" && step !== "apply")) return forgedPost(url, 400);
  const page = (status: 200 | 400, view: Omit<BulkView, "viewer" | "action" | "owner" | "back">) =>
    ({
      status,
      meta: adminMeta(adminTitles.bulk, url),
      props: {
        viewer: signed.session,
        action: bulk.action,
        owner: bulk.owner,
        back: safeReturnPath(form.get("back")),
        ...view,
      },
    }) as const;
  const error = (text: string) =>
    page(400, { targets: [], selected: bulk.ids.length, notice: { tone: "error", text } });

  if (bulk.ids.length === 0) return error(bulkText.nothingSelected);
  if (
    bulk.action === "assign" &&
    !(await signed.replies.teamMembers()).includes(bulk.owner ?? "")
  ) {
    return error(bulkText.unknownMember);
  }
  if (step === "confirm") {
    const targets = await bulkTargets(signed, bulk);
    const notice: ActionNoticeValue | undefined =
      targets.length === 0 ? { tone: "error", text: bulkText.nothingToDo } : undefined;
    return page(200, { targets, selected: bulk.ids.length, notice });
  }
  const changed = await applyBulk(signed, bulk);
  return page(200, {
    targets: undefined,
    selected: bulk.ids.length,
    notice: { tone: "success", text: bulkText.done(changed) },
  });
}
