/**
 * Bulk actions on the list (issue 30): take, assign, close, spam, not spam, on the rows ticked.
 * Each goes through the same contract call as its single action on an enquiry's page
 * (`replies.assign`, `inbox.changeStatus`), one enquiry at a time, so each is audited and moves
 * the conversation as the single action would. An action skips the enquiries it does not apply
 * to (closing a closed one, releasing one that is not spam, giving someone what they own).
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import { isClosed, type EnquiryStatus } from "#shared/enquiries/status.ts";
import type { ConversationOf } from "#shared/inbox/contract.ts";
import { normalizeEmail } from "#shared/text/email.ts";
import type { Signed } from "#app/admin/common/guard.ts";

export const BULK_ACTIONS = ["take", "assign", "close", "spam", "not-spam"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const isBulkAction = (value: unknown): value is BulkAction =>
  BULK_ACTIONS.includes(value as BulkAction);

/** The most rows one bulk action takes: a few pages of the list. */
export const BULK_MAX = 100;

export interface BulkRequest {
  readonly action: BulkAction;
  readonly ids: readonly string[];
  /** For `assign`: to whom; for `take`, the one taking. */
  readonly owner: string | undefined;
}

/** The value of the list's one action menu for an action: `assign:<member>` names whom to. */
export const actionValue = (action: BulkAction, owner?: string) =>
  owner === undefined ? action : `${action}:${owner}`;

/** The request a posted form makes; undefined when it names no action or too many rows. */
export function bulkRequestOf(form: FormData, session: AdminSession): BulkRequest | undefined {
  const [action, ...rest] = String(form.get("action") ?? "").split(":");
  if (!isBulkAction(action)) return undefined;
  const ids = [...new Set(form.getAll("id").map(String))];
  if (ids.length > BULK_MAX) return undefined;
  const owner =
    action === "take"
      ? session.email
      : action === "assign"
        ? normalizeEmail(rest.join(":"))
        : undefined;
  return { action, ids, owner };
}

/** Whether the action changes this conversation. */
function appliesTo(request: BulkRequest, conversation: ConversationOf): boolean {
  switch (request.action) {
    case "take":
    case "assign":
      return conversation.owner !== request.owner;
    case "close":
      return !isClosed(conversation.status);
    case "spam":
      return conversation.status !== "spam";
    case "not-spam":
      return conversation.status === "spam";
  }
}

/** The status each status action moves a conversation to: closed as handled, spam, or new again. */
const STATUS_OF: Readonly<Record<"close" | "spam" | "not-spam", EnquiryStatus>> = {
  close: "handled",
  spam: "spam",
  "not-spam": "new",
};

type Bulk = Signed<"inbox" | "replies">;

/** The ticked enquiries the action applies to, as they stand now. */
export async function bulkTargets(
  { inbox, session }: Bulk,
  request: BulkRequest,
): Promise<string[]> {
  const conversations = await inbox.conversationsOf(session, request.ids);
  return request.ids.filter((id) => {
    const conversation = conversations.get(id);
    return conversation !== undefined && appliesTo(request, conversation);
  });
}

/** Applies the action to each enquiry it still applies to; answers how many it changed. */
export async function applyBulk(signed: Bulk, request: BulkRequest): Promise<number> {
  let changed = 0;
  for (const id of await bulkTargets(signed, request)) {
    if (request.action === "take" || request.action === "assign") {
      const assigned = await signed.replies.assign(signed.session, id, request.owner ?? "");
      if (assigned === "assigned" || assigned === "assigned-quietly") changed += 1;
    } else if (await signed.inbox.changeStatus(signed.session, id, STATUS_OF[request.action])) {
      changed += 1;
    }
  }
  return changed;
}
