/**
 * A job application's way through hiring. `unsuccessful` is also the enquiry's status of that
 * name, which starts the shorter retention of turned-down applications.
 */
export const PIPELINE_STAGES = [
  "applied",
  "screening",
  "interview",
  "offer",
  "hired",
  "unsuccessful",
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export function isPipelineStage(value: unknown): value is PipelineStage {
  return PIPELINE_STAGES.includes(value as PipelineStage);
}

/** Stages a candidate is no longer in progress at: hired, or turned down. */
export function isSettled(stage: PipelineStage): boolean {
  return stage === "hired" || stage === "unsuccessful";
}
