/**
 * `/admin/openings/new` and `/admin/openings/<id>`: an opening's form. Saving checks it with the
 * schema the server keeps it by and comes back with a message on each field that did not pass;
 * an opening's own page also publishes, closes and reopens it.
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import {
  addDays,
  DEFAULT_VALID_DAYS,
  type Opening,
  type OpeningField,
} from "#shared/hiring/openings.ts";
import { mayManageOpenings } from "#shared/hiring/contract.ts";
import { adminTitles, openingsText } from "#app/content/admin.ts";
import {
  adminMeta,
  adminRedirect,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
} from "#app/admin/common/answer.ts";
import { readForm, requirePost, type Signed } from "#app/admin/common/guard.ts";
import { teamClockText } from "#app/admin/common/team-time.ts";
import {
  changeOpeningState,
  asksToClose,
  doneNotice,
  OPENINGS_PATH,
  recruitersOnly,
  requireRecruiter,
} from "./openings-page.ts";

export const OPENING_FIELDS = [
  "title",
  "slug",
  "department",
  "workplace",
  "employmentType",
  "experience",
  "salaryMin",
  "salaryMax",
  "description",
  "datePosted",
  "validThrough",
] as const satisfies readonly OpeningField[];

export interface OpeningFormView {
  readonly viewer: AdminSession;
  /** Undefined while it is being created. */
  readonly opening: Opening | undefined;
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Partial<Record<OpeningField | "form", string>>>;
  readonly notice: ActionNoticeValue | undefined;
  /** Asked before an open opening closes: how many candidates are still in progress. */
  readonly closing: { readonly inProgress: number } | undefined;
}

function valuesOf(opening: Opening): Record<string, string> {
  return Object.fromEntries(
    OPENING_FIELDS.map((field) => [
      field,
      opening[field] === undefined ? "" : String(opening[field]),
    ]),
  );
}

function blankValues(): Record<string, string> {
  const today = teamClockText(new Date()).slice(0, 10);
  return {
    ...Object.fromEntries(OPENING_FIELDS.map((field) => [field, ""])),
    workplace: "on-site",
    employmentType: "full-time",
    datePosted: today,
    validThrough: addDays(today, DEFAULT_VALID_DAYS),
  };
}

function formValues(form: FormData): Record<string, string> {
  return Object.fromEntries(
    OPENING_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  );
}

function notFound(url: URL): AdminPage<OpeningFormView> {
  return {
    status: 404,
    meta: adminMeta(adminTitles.openings, url),
    problem: { heading: openingsText.notFound, body: openingsText.intro },
  };
}

/** When Close was pressed on an open opening: how many candidates closing would leave waiting. */
async function closingOf(
  signed: Signed<"hiring">,
  opening: Opening,
  url: URL,
): Promise<OpeningFormView["closing"]> {
  if (opening.state !== "open" || !asksToClose(url)) return undefined;
  const all = await signed.hiring.openings(signed.session);
  const summary = all.allowed ? all.value.find((entry) => entry.id === opening.id) : undefined;
  return { inProgress: summary?.inProgress ?? 0 };
}

export async function openingPage(
  context: AdminRequest,
  id: string | undefined,
): Promise<AdminPage<OpeningFormView> | Response> {
  const { request, url } = context;
  const title = (opening: Opening | undefined) =>
    opening ? adminTitles.opening(opening.title) : adminTitles.newOpening;

  if (request.method !== "POST") {
    const signed = await requireRecruiter(context);
    if (!("session" in signed)) return signed;
    if (id === undefined) {
      return {
        status: 200,
        meta: adminMeta(title(undefined), url),
        props: {
          viewer: signed.session,
          opening: undefined,
          values: blankValues(),
          errors: {},
          notice: undefined,
          closing: undefined,
        },
      };
    }
    const found = await signed.hiring.opening(signed.session, id);
    if (!found.allowed) return recruitersOnly(url);
    if (!found.value) return notFound(url);
    return {
      status: 200,
      meta: adminMeta(title(found.value), url),
      props: {
        viewer: signed.session,
        opening: found.value,
        values: valuesOf(found.value),
        errors: {},
        notice: doneNotice(url),
        closing: await closingOf(signed, found.value, url),
      },
    };
  }

  const form = await readForm(request);
  const signed = await requirePost(context, form, "hiring");
  if (!("session" in signed)) return signed;
  if (!mayManageOpenings(signed.session.role)) return recruitersOnly(url);
  const here = id === undefined ? OPENINGS_PATH : `${OPENINGS_PATH}/${id}`;

  if (id !== undefined && form.has("state")) {
    return (await changeOpeningState(signed, form, here)) ?? notFound(url);
  }

  const values = formValues(form);
  const saved =
    id === undefined
      ? await signed.hiring.createOpening(signed.session, values)
      : await signed.hiring.updateOpening(signed.session, id, values);
  if (!saved.allowed) return recruitersOnly(url);
  const outcome = saved.value;
  if (outcome.ok === "not-found") return notFound(url);
  if (outcome.ok) {
    return adminRedirect(
      `${OPENINGS_PATH}/${outcome.id}?done=${id === undefined ? "created" : "saved"}`,
      303,
    );
  }
  const current = id === undefined ? undefined : await signed.hiring.opening(signed.session, id);
  return {
    status: 400,
    meta: adminMeta(title(current?.allowed ? current.value : undefined), url),
    props: {
      viewer: signed.session,
      opening: current?.allowed ? current.value : undefined,
      values: { ...values, ...outcome.values },
      errors: outcome.errors,
      notice: { tone: "error", text: openingsText.invalid },
      closing: undefined,
    },
  };
}
