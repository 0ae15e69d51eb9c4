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
import {
  dayIn,
  isListed,
  openingInputSchema,
  openingPath,
  slugFromTitle,
  type OpeningField,
} from "#shared/hiring/openings.ts";
import { isSettled, PIPELINE_STAGES } from "#shared/hiring/pipeline.ts";
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
        return openings.map((opening) => {
          const stageCounts = counts.get(opening.id) ?? noApplications;
          return {
            ...opening,
            listed: isListed(opening, today),
            stageCounts,
            inProgress: PIPELINE_STAGES.filter((stage) => !isSettled(stage)).reduce(
              (sum, stage) => sum + stageCounts[stage],
              0,
            ),
          };
        });
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
