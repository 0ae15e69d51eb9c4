/**
 * A stage move as the inbox's forms post it (the enquiry's page, the board): the application,
 * the stage it goes to, and the version the team member saw, so a move made from a stale page
 * changes nothing; and the reason for an offer made without every scorecard, when one is given.
 */
import type { StageMove } from "#shared/hiring/contract.ts";
import { isStageKey } from "#shared/hiring/pipeline.ts";

/** The field of the reason for an offer made without every scorecard. */
export const REASON_FIELD = "reason";

export function stageMoveFrom(form: FormData, enquiryId: string): StageMove | undefined {
  const to = form.get("stage");
  const version = Number(form.get("version"));
  if (!isStageKey(to) || !Number.isSafeInteger(version) || version < 0) return undefined;
  const reason = String(form.get(REASON_FIELD) ?? "").trim();
  return { enquiryId, to, version, ...(reason ? { reason } : {}) };
}
