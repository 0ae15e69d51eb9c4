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
import {
  mayManageOpenings,
  type OpeningSummary,
  type StageChange,
} from "#shared/hiring/contract.ts";
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
  /** Its stages in order, each with its candidates; none while it is being created. */
  readonly stages: OpeningSummary["stages"];
  readonly stagesNotice: ActionNoticeValue | undefined;
  /** What its scorecards rate, in order; none while it is being created. */
  readonly attributes: readonly string[];
  readonly attributesNotice: ActionNoticeValue | undefined;
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

/** The opening's stages, and the outcome of the last change to them (in the address). */
async function stagesOf(
  signed: Signed<"hiring">,
  id: string,
  url: URL,
): Promise<Pick<OpeningFormView, "stages" | "stagesNotice">> {
  const stages = await signed.hiring.stages(signed.session, id);
  const refused = url.searchParams.get("stages-refused");
  const words = openingsText.stages;
  const stagesNotice: ActionNoticeValue | undefined =
    url.searchParams.get("done") === "stages"
      ? { tone: "success", text: words.saved }
      : refused !== null && refused in words.refused
        ? { tone: "error", text: words.refused[refused as keyof typeof words.refused] }
        : undefined;
  return { stages: (stages.allowed && stages.value) || [], stagesNotice };
}

/** The opening's scorecard attributes, and the outcome of the last change to them. */
async function attributesOf(
  signed: Signed<"hiring">,
  id: string,
  url: URL,
): Promise<Pick<OpeningFormView, "attributes" | "attributesNotice">> {
  const attributes = (await signed.hiring.attributes(signed.session, id)) ?? [];
  const done = url.searchParams.get("done");
  const words = openingsText.attributes;
  const attributesNotice: ActionNoticeValue | undefined =
    done === "attributes"
      ? { tone: "success", text: words.saved }
      : url.searchParams.has("attributes-refused")
        ? { tone: "error", text: words.invalid }
        : undefined;
  return { attributes, attributesNotice };
}

/** Saves the attributes typed, one per line, and comes back to them with the outcome. */
async function changeAttributes(
  signed: Signed<"hiring">,
  id: string,
  form: FormData,
): Promise<Response | undefined> {
  const saved = await signed.hiring.setAttributes(
    signed.session,
    id,
    String(form.get("attributes") ?? ""),
  );
  if (saved === "not-found" || saved === "forbidden") return undefined;
  const query = saved === "saved" ? "done=attributes" : "attributes-refused=1";
  return adminRedirect(`${OPENINGS_PATH}/${encodeURIComponent(id)}?${query}#attributes`, 303);
}

/** The change a stage form posts: its intent, the stage's key, and a name where it takes one. */
function stageChangeFrom(form: FormData): StageChange | undefined {
  const intent = form.get("intent");
  const key = String(form.get("key") ?? "");
  const name = String(form.get("name") ?? "");
  switch (intent) {
    case "stage-add":
      return { kind: "add", name };
    case "stage-rename":
      return { kind: "rename", key, name };
    case "stage-up":
    case "stage-down":
      return { kind: "shift", key, by: intent === "stage-up" ? -1 : 1 };
    case "stage-delete":
      return { kind: "delete", key };
    default:
      return undefined;
  }
}

/** Renames, adds, moves or deletes a stage, and comes back to the stages with the outcome. */
async function changeStages(
  signed: Signed<"hiring">,
  id: string,
  form: FormData,
): Promise<Response | undefined> {
  const change = stageChangeFrom(form);
  if (!change) return undefined;
  const edited = await signed.hiring.changeStages(signed.session, id, change);
  if (!edited.allowed) return undefined;
  const outcome = edited.value;
  const query = outcome.ok ? "done=stages" : `stages-refused=${outcome.why}`;
  return adminRedirect(`${OPENINGS_PATH}/${encodeURIComponent(id)}?${query}#stages`, 303);
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
          stages: [],
          stagesNotice: undefined,
          attributes: [],
          attributesNotice: undefined,
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
        ...(await stagesOf(signed, found.value.id, url)),
        ...(await attributesOf(signed, found.value.id, url)),
      },
    };
  }

  const form = await readForm(request);
  const signed = await requirePost(context, form, "hiring");
  if (!("session" in signed)) return signed;
  if (!mayManageOpenings(signed.session.role)) return recruitersOnly(url);
  const here = id === undefined ? OPENINGS_PATH : `${OPENINGS_PATH}/${id}`;

  if (id !== undefined && String(form.get("intent") ?? "").startsWith("stage-")) {
    return (await changeStages(signed, id, form)) ?? notFound(url);
  }
  if (id !== undefined && form.get("intent") === "attributes") {
    return (await changeAttributes(signed, id, form)) ?? notFound(url);
  }
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
      ...(id === undefined
        ? { stages: [], stagesNotice: undefined, attributes: [], attributesNotice: undefined }
        : { ...(await stagesOf(signed, id, url)), ...(await attributesOf(signed, id, url)) }),
    },
  };
}
