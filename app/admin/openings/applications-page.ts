/**
 * `/admin/openings/applications`: every job application in a table with its opening, stage,
 * days in stage and CV, for recruiters and administrators, filtered by opening and stage in the
 * address (`?opening=<id>&stage=<key>`) and saying what it is filtered by.
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { ApplicationCard, OpeningSummary } from "#shared/hiring/contract.ts";
import { DEFAULT_STAGES, isStageKey, type Stage } from "#shared/hiring/pipeline.ts";
import { adminTitles } from "#app/content/admin.ts";
import { adminMeta, type AdminPage, type AdminRequest } from "#app/admin/common/answer.ts";
import { OPENINGS_PATH, recruitersOnly, requireRecruiter } from "./openings-page.ts";

export const APPLICATIONS_PATH = `${OPENINGS_PATH}/applications`;

export interface ApplicationsView {
  readonly viewer: AdminSession;
  readonly applications: readonly ApplicationCard[];
  readonly openings: readonly Pick<OpeningSummary, "id" | "title">[];
  /** The stages to filter by: the chosen opening's, or the default set. */
  readonly stages: readonly Stage[];
  readonly filter: {
    readonly opening?: Pick<OpeningSummary, "id" | "title">;
    readonly stage?: Stage;
  };
  readonly now: Date;
}

export async function applicationsPage(
  context: AdminRequest,
): Promise<AdminPage<ApplicationsView> | Response> {
  const { url } = context;
  const signed = await requireRecruiter(context);
  if (!("session" in signed)) return signed;
  const all = await signed.hiring.openings(signed.session);
  if (!all.allowed) return recruitersOnly(url);
  const opening = all.value.find((entry) => entry.id === url.searchParams.get("opening"));
  const stages: readonly Stage[] = opening
    ? opening.stages.map(({ key, name }) => ({ key, name }))
    : DEFAULT_STAGES;
  const asked = url.searchParams.get("stage");
  const stage = isStageKey(asked) ? stages.find((entry) => entry.key === asked) : undefined;
  const applications = await signed.hiring.applications(signed.session, {
    ...(opening ? { openingId: opening.id } : {}),
    ...(stage ? { stage: stage.key } : {}),
  });
  return {
    status: 200,
    meta: adminMeta(adminTitles.applications, url),
    props: {
      viewer: signed.session,
      applications,
      openings: all.value.map(({ id, title }) => ({ id, title })),
      stages,
      filter: {
        ...(opening ? { opening: { id: opening.id, title: opening.title } } : {}),
        ...(stage ? { stage } : {}),
      },
      now: new Date(),
    },
  };
}
