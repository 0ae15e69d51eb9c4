/**
 * A stage move as the inbox's forms post it (the enquiry's page, the board): the application,
 * the stage it goes to, and the version the team member saw, so a move made from a stale page
 * changes nothing.
 */
import type { StageMove } from "#shared/hiring/contract.ts";
import { isStageKey } from "#shared/hiring/pipeline.ts";

export function stageMoveFrom(form: FormData, enquiryId: string): StageMove | undefined {
  const to = form.get("stage");
  const version = Number(form.get("version"));
  if (!isStageKey(to) || !Number.isSafeInteger(version) || version < 0) return undefined;
  return { enquiryId, to, version };
}
