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
} from "#shared/hiring/contract.ts";
import type { AdminSession, Restricted } from "#shared/accounts/contract.ts";
import { dayIn, isListed, openingInputSchema, type OpeningField } from "#shared/hiring/openings.ts";
import { PIPELINE_STAGES } from "#shared/hiring/pipeline.ts";
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

const noApplications = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as Record<
  (typeof PIPELINE_STAGES)[number],
  number
>;

function parse(form: Readonly<Record<string, string>>) {
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

function slugTaken(form: Readonly<Record<string, string>>): OpeningRefusal {
  return {
    ok: false,
    errors: { slug: "Another opening has this address already" },
    values: form,
  };
}

export function createOpenings(
  { db, logger, now }: OpeningsOptions,
  clientIp: string,
): AdminOpenings {
  const audit = auditorFor(db, clientIp, now);
  return {
    openings: (session) =>
      restricted(session, async () => {
        const [openings, counts] = await Promise.all([allOpenings(db), stageCountsByOpening(db)]);
        const today = dayIn(siteFacts.timeZone, now());
        return openings.map((opening) => ({
          ...opening,
          listed: isListed(opening, today),
          stageCounts: counts.get(opening.id) ?? noApplications,
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
        if (!inserted) return slugTaken(form);
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
        if (outcome === "slug-taken") return slugTaken(form);
        const saved = await findOpening(db, { id });
        await audit(session.email, "opening-saved", { subject: saved?.slug ?? id });
        return { ok: true as const, id };
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
