/** `/admin/saved-replies`: the administrators' reply templates, added, edited and deleted in place. */
import { REPLY_MAX_LENGTH } from "#shared/replies/contract.ts";
import { type AdminSession } from "#shared/accounts/contract.ts";
import {
  isSavedReplyAudience,
  SAVED_REPLY_TITLE_MAX,
  unknownPlaceholders,
  type SavedReplyAudience,
} from "#shared/replies/saved-replies.ts";
import { adminTitles, savedRepliesText } from "#app/content/admin.ts";
import {
  adminMeta,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
} from "#app/admin/common/answer.ts";
import {
  administratorsOnly,
  forgedPost,
  readForm,
  requireAdministrator,
  requirePost,
} from "#app/admin/common/guard.ts";
import { formatTeamTime } from "#app/admin/common/team-time.ts";

export interface SavedReplyView {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly audience: SavedReplyAudience;
  readonly updated: string;
}

export interface SavedRepliesView {
  readonly viewer: AdminSession;
  readonly replies: readonly SavedReplyView[];
  /** The outcome of the last POST, beside the form it came from ("new" for the new one). */
  readonly result:
    | {
        readonly form: string;
        readonly notice: ActionNoticeValue;
        readonly draft?: { readonly title: string; readonly body: string };
      }
    | undefined;
}

type Result = NonNullable<SavedRepliesView["result"]>;

function refused(form: string, text: string, title: string, body: string) {
  return {
    status: 400 as const,
    result: { form, notice: { tone: "error" as const, text }, draft: { title, body } },
  };
}

export async function savedRepliesPage(
  context: AdminRequest,
): Promise<AdminPage<SavedRepliesView> | Response> {
  const { request, url } = context;
  let signed;
  let acted: { status: 200 | 400; result: Result } | undefined;
  if (request.method === "POST") {
    const form = await readForm(request);
    const verdict = await requirePost(context, form, "replies");
    if (!("session" in verdict)) return verdict;
    signed = verdict;
    if (signed.session.role !== "administrator") return administratorsOnly(url);
    const id = String(form.get("id") ?? "");
    const formName = id || "new";
    switch (form.get("intent")) {
      case "save": {
        const title = String(form.get("title") ?? "").trim();
        const body = String(form.get("body") ?? "").trim();
        if (!title || title.length > SAVED_REPLY_TITLE_MAX || !body) {
          acted = refused(formName, savedRepliesText.missing(SAVED_REPLY_TITLE_MAX), title, body);
          break;
        }
        if (body.length > REPLY_MAX_LENGTH) {
          acted = refused(formName, savedRepliesText.tooLong(REPLY_MAX_LENGTH), title, body);
          break;
        }
        const audience = form.get("audience");
        if (!isSavedReplyAudience(audience)) return forgedPost(url, 400);
        const saved = await signed.replies.putSavedReply(signed.session, {
          ...(id ? { id } : {}),
          title,
          body,
          audience,
        });
        if (!saved.allowed) return administratorsOnly(url);
        if (saved.value === "title-taken") {
          acted = refused(formName, savedRepliesText.titleTaken, title, body);
        } else if (saved.value === "unknown-placeholder") {
          acted = refused(
            formName,
            savedRepliesText.unknownPlaceholder(unknownPlaceholders(body)),
            title,
            body,
          );
        } else if (saved.value === "not-found") {
          acted = refused(formName, savedRepliesText.gone, title, body);
        } else {
          acted = {
            status: 200,
            result: { form: formName, notice: { tone: "success", text: savedRepliesText.saved } },
          };
        }
        break;
      }
      case "delete": {
        const deleted = await signed.replies.deleteSavedReply(signed.session, id);
        if (!deleted.allowed) return administratorsOnly(url);
        acted = {
          status: 200,
          result: {
            form: "new",
            notice: deleted.value
              ? { tone: "success", text: savedRepliesText.removed }
              : { tone: "error", text: savedRepliesText.gone },
          },
        };
        break;
      }
      default:
        return forgedPost(url, 400);
    }
  } else {
    const verdict = await requireAdministrator(context, "replies");
    if (!("session" in verdict)) return verdict;
    signed = verdict;
  }
  const replies = await signed.replies.savedReplies(signed.session);
  return {
    status: acted?.status ?? 200,
    meta: adminMeta(adminTitles.savedReplies, url),
    props: {
      viewer: signed.session,
      replies: replies.map((reply) => ({
        id: reply.id,
        title: reply.title,
        body: reply.body,
        audience: reply.audience,
        updated: savedRepliesText.updated(reply.updatedBy, formatTeamTime(reply.updatedAt)),
      })),
      result: acted?.result,
    },
  };
}
