/**
 * `/admin/sign-in/forgot`: the address to send a new password's link to. The answer is the same
 * whether or not the address has an account (429 only when it or this client asked too often).
 */
import { adminTitles, forgotPasswordText } from "#app/content/admin.ts";
import {
  adminMeta,
  noInbox,
  type ActionNoticeValue,
  type AdminRequest,
  type ScreenPage,
} from "#app/admin/common/answer.ts";
import { readForm } from "#app/admin/common/guard.ts";

export interface ForgotPasswordView {
  readonly email: string;
  readonly notice: ActionNoticeValue | undefined;
}

export async function forgotPasswordPage(
  context: AdminRequest,
): Promise<ScreenPage<ForgotPasswordView> | Response> {
  const { locals, request, url } = context;
  if (!locals.people) return noInbox();
  const meta = adminMeta(adminTitles.forgotPassword, url);
  if (request.method !== "POST") {
    return { status: 200, meta, props: { email: "", notice: undefined } };
  }
  const email = String((await readForm(request)).get("email") ?? "").trim();
  if (email === "") {
    return {
      status: 400,
      meta,
      props: { email, notice: { tone: "error", text: forgotPasswordText.missing } },
    };
  }
  const outcome = await locals.people.requestPasswordReset(email);
  return outcome === "limited"
    ? {
        status: 429,
        meta,
        props: { email, notice: { tone: "error", text: forgotPasswordText.limited } },
      }
    : {
        status: 200,
        meta,
        props: { email: "", notice: { tone: "success", text: forgotPasswordText.sent } },
      };
}
