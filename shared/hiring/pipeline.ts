/**
 * A job application's way through hiring: the stages of its opening, in the order the recruiter
 * sets (decision 025). Every opening starts from the default set; an application sent from no
 * opening keeps to it. A stage is known by its key, which never changes; its name is the
 * recruiter's. The default keys say what a stage is for: `hired`, and the exits `rejected` and
 * `withdrawn`, end an application (its conversation closes; an exit also marks the enquiry
 * unsuccessful, which starts the shorter retention of turned-down applications).
 */
export const DEFAULT_STAGES = [
  { key: "applied", name: "Applied" },
  { key: "screen", name: "Screen" },
  { key: "interview", name: "Interview day" },
  { key: "offer", name: "Offer" },
  { key: "hired", name: "Hired" },
  { key: "rejected", name: "Rejected" },
  { key: "withdrawn", name: "Withdrawn" },
] as const;

export type DefaultStageKey = (typeof DEFAULT_STAGES)[number]["key"];

export interface Stage {
  readonly key: string;
  readonly name: string;
}

/** How a stage leaves an application: still in progress, hired, or ended by an exit. */
export type StageEnd = "in-progress" | "hired" | "exit";

export function stageEnd(key: string): StageEnd {
  if (key === "hired") return "hired";
  return key === "rejected" || key === "withdrawn" ? "exit" : "in-progress";
}

/** The ends every opening keeps: the board and the report need somewhere to put everyone. */
export function isFixedStage(key: string): boolean {
  return stageEnd(key) !== "in-progress";
}

/** The key the store gives a stage a recruiter adds. */
export function addedStageKey(): string {
  return `stage-${crypto.randomUUID().slice(0, 8)}`;
}

/** A stage's key as a form or an address carries it: a default's, or one `addedStageKey` made. */
export function isStageKey(value: unknown): value is string {
  return (
    typeof value === "string" &&
    (DEFAULT_STAGES.some((stage) => stage.key === value) || /^stage-[0-9a-f]{8}$/.test(value))
  );
}

export const STAGE_NAME_MAX_LENGTH = 40;
