/**
 * The openings in the inbox (`AdminOpenings`): list with each one's applications per stage,
 * create, edit, publish, close and reopen. Every change is in the audit log and live at once.
 */
import { randomUUID } from "node:crypto";
import { siteFacts } from "#server/site/facts.ts";
import {
  mayManageOpenings,
  type AdminOpenings,
  type OpeningRefusal,
  type StageChange,
  type StageEdit,
} from "#shared/hiring/contract.ts";
import type { AdminSession, Restricted } from "#shared/accounts/contract.ts";
import {
  dayIn,
  isListed,
  openingInputSchema,
  openingPath,
  slugFromTitle,
  type OpeningField,
} from "#shared/hiring/openings.ts";
import {
  isStageKey,
  stageEnd,
  STAGE_NAME_MAX_LENGTH,
  type Stage,
} from "#shared/hiring/pipeline.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { Database } from "#server/store/database.ts";
import {
  allOpenings,
  findOpening,
  insertOpening,
  setOpeningState,
  stageCountsByOpening,
  updateOpening,
} from "./openings-store.ts";
import { hiringReport } from "./report.ts";
import {
  addStage,
  deleteStage,
  renameStage,
  shiftStage,
  stagesByOpening,
  stagesOf,
} from "./stages-store.ts";
import { auditorFor } from "#server/audit/auditor.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OpeningsOptions {
  readonly db: Database;
  readonly logger: Logger;
  readonly now: () => Date;
}

async function restricted<T>(
  session: AdminSession,
  work: () => Promise<T>,
): Promise<Restricted<T>> {
  if (!mayManageOpenings(session.role)) return { allowed: false };
  return { allowed: true, value: await work() };
}

/** The stages with their applications, and how many are still in progress. */
function counted(stages: readonly Stage[], counts: ReadonlyMap<string, number> | undefined) {
  const withCounts = stages.map((stage) => ({ ...stage, count: counts?.get(stage.key) ?? 0 }));
  const inProgress = withCounts
    .filter((stage) => stageEnd(stage.key) === "in-progress")
    .reduce((sum, stage) => sum + stage.count, 0);
  return { stages: withCounts, inProgress };
}

/** A stage's name as typed: trimmed, 1 to 40 characters. */
function stageName(name: string): string | undefined {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= STAGE_NAME_MAX_LENGTH ? trimmed : undefined;
}

/** The form as the schema checks it: an address left empty is made from the title. */
function withSlug(form: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return form.slug?.trim() ? form : { ...form, slug: slugFromTitle(form.title ?? "") };
}

function parse(given: Readonly<Record<string, string>>) {
  const form = withSlug(given);
  const parsed = openingInputSchema.safeParse(form);
  if (parsed.success) return parsed;
  const errors: Partial<Record<OpeningField | "form", string>> = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? "form") as OpeningField | "form";
    errors[field] ??= issue.message;
  }
  return {
    success: false as const,
    refusal: { ok: false, errors, values: form } as OpeningRefusal,
  };
}

function slugTaken(form: Readonly<Record<string, string>>, slug: string): OpeningRefusal {
  return {
    ok: false,
    errors: {
      slug: `Another opening has the address ${openingPath(slug)} already: change this one`,
    },
    values: { ...form, slug },
  };
}

/** One change to an opening's stages, checked. */
async function changeStage(
  db: Database,
  openingId: string,
  change: StageChange,
): Promise<StageEdit> {
  switch (change.kind) {
    case "rename":
    case "add": {
      const name = stageName(change.name);
      if (name === undefined) return { ok: false, why: "invalid-name" };
      if (change.kind === "add") {
        await addStage(db, openingId, name);
        return { ok: true };
      }
      return (await renameStage(db, openingId, change.key, name))
        ? { ok: true }
        : { ok: false, why: "not-found" };
    }
    case "shift":
      return (await shiftStage(db, openingId, change.key, change.by))
        ? { ok: true }
        : { ok: false, why: "at-the-end" };
    case "delete": {
      const deleted = await deleteStage(db, openingId, change.key);
      return deleted === "deleted" ? { ok: true } : { ok: false, why: deleted };
    }
  }
}

export function createOpenings(
  { db, logger, now }: OpeningsOptions,
  clientIp: string,
): AdminOpenings {
  const audit = auditorFor(db, clientIp, now);
  return {
    openings: (session) =>
      restricted(session, async () => {
        const [openings, stages, counts] = await Promise.all([
          allOpenings(db),
          stagesByOpening(db),
          stageCountsByOpening(db),
        ]);
        const today = dayIn(siteFacts.timeZone, now());
        return openings.map((opening) => ({
          ...opening,
          listed: isListed(opening, today),
          ...counted(stages.get(opening.id) ?? [], counts.get(opening.id)),
        }));
      }),

    opening: (session, id) =>
      restricted(session, async () => (UUID.test(id) ? findOpening(db, { id }) : undefined)),

    createOpening: (session, form) =>
      restricted(session, async () => {
        const parsed = parse(form);
        if (!parsed.success) return parsed.refusal;
        const id = randomUUID();
        const inserted = await insertOpening(db, { ...parsed.data, id, state: "draft", at: now() });
        if (!inserted) return slugTaken(form, parsed.data.slug);
        logger.info({ openingId: id }, "opening created");
        await audit(session.email, "opening-created", { subject: parsed.data.slug });
        return { ok: true as const, id };
      }),

    updateOpening: (session, id, form) =>
      restricted(session, async () => {
        if (!UUID.test(id)) return { ok: "not-found" as const };
        const parsed = parse(form);
        if (!parsed.success) return parsed.refusal;
        const outcome = await updateOpening(db, id, parsed.data, now());
        if (outcome === "not-found") return { ok: "not-found" as const };
        if (outcome === "slug-taken") return slugTaken(form, parsed.data.slug);
        const saved = await findOpening(db, { id });
        await audit(session.email, "opening-saved", { subject: saved?.slug ?? id });
        return { ok: true as const, id };
      }),

    hiringReport: (session) => restricted(session, () => hiringReport(db)),

    stages: (session, openingId) =>
      restricted(session, async () => {
        if (!UUID.test(openingId) || !(await findOpening(db, { id: openingId }))) return undefined;
        const counts = await stageCountsByOpening(db);
        return counted(await stagesOf(db, openingId), counts.get(openingId)).stages;
      }),

    changeStages: (session, openingId, change) =>
      restricted(session, async (): Promise<StageEdit> => {
        const opening = UUID.test(openingId) ? await findOpening(db, { id: openingId }) : undefined;
        if (!opening || ("key" in change && !isStageKey(change.key))) {
          return { ok: false, why: "not-found" };
        }
        const outcome = await changeStage(db, openingId, change);
        if (outcome.ok) {
          await audit(session.email, "opening-stages-changed", {
            subject: opening.slug,
            detail: change.kind,
          });
        }
        return outcome;
      }),

    setOpeningState: (session, id, state) =>
      restricted(session, async () => {
        if (!UUID.test(id)) return false;
        const changed = await setOpeningState(db, id, state, now());
        if (changed) {
          const opening = await findOpening(db, { id });
          logger.info({ openingId: id, state }, "opening state set");
          await audit(session.email, "opening-state-changed", {
            subject: opening?.slug ?? id,
            detail: state,
          });
        }
        return changed;
      }),
  };
}
