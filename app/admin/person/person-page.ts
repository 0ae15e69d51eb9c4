/**
 * `/admin/person`: an administrator answers a privacy request. The address travels only in POST
 * bodies, never in a URL, so it stays out of history, logs and referrers. Export answers the
 * JSON file itself; erasure needs the confirmation box and answers on the same page.
 */
import * as z from "zod/mini";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { emailAddress } from "#shared/enquiries/field-schemas.ts";
import { adminTitles, personText } from "#app/content/admin.ts";
import {
  adminHeaders,
  adminMeta,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
} from "#app/admin/common/answer.ts";
import {
  administratorsOnly,
  readForm,
  requireAdministrator,
  requirePost,
  type Signed,
} from "#app/admin/common/guard.ts";
import { teamClockText } from "#app/admin/common/team-time.ts";

export interface PersonView {
  readonly viewer: AdminSession;
  readonly email: string;
  readonly emailError: string | undefined;
  readonly confirmError: string | undefined;
  readonly notice: ActionNoticeValue | undefined;
}

const addressSchema = emailAddress(personText.invalidEmail, { illFormed: personText.invalidEmail });

function view(
  signed: Signed<"privacy">,
  url: URL,
  status: 200 | 400,
  fields: Omit<PersonView, "viewer">,
) {
  return {
    status,
    meta: adminMeta(adminTitles.person, url),
    props: { viewer: signed.session, ...fields },
  };
}

const blank = { email: "", emailError: undefined, confirmError: undefined, notice: undefined };

export async function personPage(context: AdminRequest): Promise<AdminPage<PersonView> | Response> {
  const { request, url } = context;
  if (request.method !== "POST") {
    const signed = await requireAdministrator(context, "privacy");
    if (!("session" in signed)) return signed;
    return view(signed, url, 200, blank);
  }

  const form = await readForm(request);
  const signed = await requirePost(context, form, "privacy");
  if (!("session" in signed)) return signed;
  if (signed.session.role !== "administrator") return administratorsOnly(url);

  const typed = String(form.get("email") ?? "").trim();
  const parsed = z.safeParse(addressSchema, typed);
  if (!parsed.success) {
    return view(signed, url, 400, { ...blank, email: typed, emailError: personText.invalidEmail });
  }
  const email = parsed.data;

  if (form.get("intent") === "export") {
    const exported = await signed.privacy.exportPerson(signed.session, email);
    if (!exported.allowed) return administratorsOnly(url);
    const day = teamClockText(new Date()).slice(0, 10);
    return new Response(`${JSON.stringify(exported.value, null, 2)}\n`, {
      headers: {
        ...adminHeaders,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-data-${day}.json"`,
      },
    });
  }

  if (form.get("confirm") !== "yes") {
    return view(signed, url, 400, { ...blank, email, confirmError: personText.eraseNotConfirmed });
  }
  const erased = await signed.privacy.erasePerson(signed.session, email);
  if (!erased.allowed) return administratorsOnly(url);
  return view(signed, url, 200, {
    ...blank,
    notice: { tone: "success", text: personText.erased(erased.value) },
  });
}
