/**
 * `/admin/openings`: the job openings with their applications per stage, for recruiters and
 * administrators; publishing, closing and reopening post here and come back to the list.
 */
import type { OpeningSummary } from "#shared/hiring/contract.ts";
import { mayManageOpenings } from "#shared/hiring/contract.ts";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { OPENING_STATES, type OpeningState } from "#shared/hiring/openings.ts";
import { adminTitles, openingsText } from "#app/content/admin.ts";
import {
  adminMeta,
  adminRedirect,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
  type ProblemPage,
} from "#app/admin/common/answer.ts";
import { readForm, requirePost, requireSession, type Signed } from "#app/admin/common/guard.ts";

export const OPENINGS_PATH = "/admin/openings";

/** Where Close leads first: the opening's page asking to confirm. */
export function closeConfirmPath(id: string): string {
  return `${OPENINGS_PATH}/${id}?confirm=close`;
}

/** An opening's page asked to confirm its closing (`closeConfirmPath`). */
export function asksToClose(url: URL): boolean {
  return url.searchParams.get("confirm") === "close";
}

export interface OpeningsView {
  readonly viewer: AdminSession;
  readonly openings: readonly OpeningSummary[];
  readonly notice: ActionNoticeValue | undefined;
}

/** What a reviewer sees at the openings: what their account can do instead. */
export function recruitersOnly(url: URL): ProblemPage {
  return {
    status: 403,
    meta: adminMeta(adminTitles.openings, url),
    problem: openingsText.recruitersOnly,
  };
}

/** A session that may manage openings, a refusal, or the way to sign in. */
export async function requireRecruiter(
  context: AdminRequest,
): Promise<Signed<"hiring"> | ProblemPage | Response> {
  const signed = await requireSession(context, "hiring");
  if (signed instanceof Response) return signed;
  return mayManageOpenings(signed.session.role) ? signed : recruitersOnly(context.url);
}

const stateNotices: Readonly<Record<OpeningState, string>> = {
  open: openingsText.published,
  closed: openingsText.closed,
  draft: openingsText.reopened,
};

function isOpeningState(value: unknown): value is OpeningState {
  return OPENING_STATES.includes(value as OpeningState);
}

/**
 * Publishes, closes or reopens the opening a form names, and answers where to go next with the
 * outcome in the address; shared by the list and an opening's own page.
 */
export async function changeOpeningState(
  signed: Signed<"hiring">,
  form: FormData,
  back: string,
): Promise<Response | undefined> {
  const id = String(form.get("id") ?? "");
  const state = form.get("state");
  if (!isOpeningState(state) || state === "draft") return undefined;
  // Closing is confirmed on the opening's page, which says who is still in progress.
  if (state === "closed" && form.get("confirmed") !== "yes") {
    return adminRedirect(closeConfirmPath(encodeURIComponent(id)), 303);
  }
  const changed = await signed.hiring.setOpeningState(signed.session, id, state);
  if (!changed.allowed || !changed.value) return undefined;
  const wasReopen = form.get("reopen") === "yes";
  return adminRedirect(`${back}?done=${wasReopen ? "reopened" : state}`, 303);
}

export function doneNotice(url: URL): ActionNoticeValue | undefined {
  const done = url.searchParams.get("done");
  const text =
    done === "reopened"
      ? openingsText.reopened
      : done === "saved"
        ? openingsText.saved
        : done === "created"
          ? openingsText.created
          : isOpeningState(done)
            ? stateNotices[done]
            : undefined;
  return text ? { tone: "success", text } : undefined;
}

export async function openingsPage(
  context: AdminRequest,
): Promise<AdminPage<OpeningsView> | Response> {
  const { request, url } = context;
  if (request.method === "POST") {
    const form = await readForm(request);
    const signed = await requirePost(context, form, "hiring");
    if (!("session" in signed)) return signed;
    if (!mayManageOpenings(signed.session.role)) return recruitersOnly(url);
    const changed = await changeOpeningState(signed, form, OPENINGS_PATH);
    if (changed) return changed;
    return {
      status: 404,
      meta: adminMeta(adminTitles.openings, url),
      problem: { heading: openingsText.notFound, body: openingsText.intro },
    };
  }
  const signed = await requireRecruiter(context);
  if (!("session" in signed)) return signed;
  const openings = await signed.hiring.openings(signed.session);
  if (!openings.allowed) return recruitersOnly(url);
  return {
    status: 200,
    meta: adminMeta(adminTitles.openings, url),
    props: { viewer: signed.session, openings: openings.value, notice: doneNotice(url) },
  };
}
