import type { AdminRole, AdminSession, Restricted } from "./admin-service.ts";
import type { Opening, OpeningField, OpeningState } from "./openings.ts";
import type { PipelineStage } from "./pipeline.ts";

/** Administrators and recruiters publish openings; reviewers work the applications. */
export function mayManageOpenings(role: AdminRole): boolean {
  return role === "administrator" || role === "recruiter";
}

export interface OpeningSummary extends Opening {
  /** Open and not past its last valid day: on the site now. */
  readonly listed: boolean;
  readonly stageCounts: Readonly<Record<PipelineStage, number>>;
}

/** A form that did not pass: a message per field, and what was typed, to show again. */
export interface OpeningRefusal {
  readonly ok: false;
  readonly errors: Readonly<Partial<Record<OpeningField | "form", string>>>;
  readonly values: Readonly<Record<string, string>>;
}

export type OpeningSaved = { readonly ok: true; readonly id: string } | OpeningRefusal;

/** The openings in the inbox (`/admin/openings`): only for those `mayManageOpenings` allows. */
export interface AdminOpenings {
  openings(session: AdminSession): Promise<Restricted<OpeningSummary[]>>;
  opening(session: AdminSession, id: string): Promise<Restricted<Opening | undefined>>;
  /** A new opening from the inbox's form (strings by field name), as a draft. */
  createOpening(
    session: AdminSession,
    form: Readonly<Record<string, string>>,
  ): Promise<Restricted<OpeningSaved>>;
  updateOpening(
    session: AdminSession,
    id: string,
    form: Readonly<Record<string, string>>,
  ): Promise<Restricted<OpeningSaved | { readonly ok: "not-found" }>>;
  /** Publishes (open), closes or reopens; answers false when there is no such opening. */
  setOpeningState(
    session: AdminSession,
    id: string,
    state: OpeningState,
  ): Promise<Restricted<boolean>>;
}
