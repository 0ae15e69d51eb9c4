/**
 * Hiring in the inbox: the openings the team publishes (`/admin/openings`), and each job
 * application's opening, stage and CV beside its enquiry. The server implements it
 * (server/hiring/openings.ts, applications.ts) and hands it to the pages as
 * `Astro.locals.hiring`, bound to the request's client address (the audit log records it).
 */
import type { AdminRole, AdminSession, Restricted } from "#shared/accounts/contract.ts";
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
  /** Candidates neither hired nor turned down: what closing the opening leaves waiting. */
  readonly inProgress: number;
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

/** A job application as the inbox shows it beside the enquiry. */
export interface ApplicationRecord {
  readonly opening:
    { readonly id: string; readonly title: string; readonly slug: string } | undefined;
  readonly stage: PipelineStage;
  /** Oldest first. */
  readonly history: readonly {
    readonly from: PipelineStage;
    readonly to: PipelineStage;
    readonly by: string;
    readonly at: Date;
  }[];
  readonly cv:
    | {
        readonly fileName: string;
        readonly mediaType: string;
        readonly sizeBytes: number;
        readonly sha256: string;
      }
    | undefined;
}

export interface CvDownload {
  readonly fileName: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

/** Job applications in the inbox: every role that works enquiries may use these. */
export interface AdminApplications {
  application(session: AdminSession, enquiryId: string): Promise<ApplicationRecord | undefined>;
  /** The CV's bytes; every download is written to the audit log. */
  downloadCv(session: AdminSession, enquiryId: string): Promise<CvDownload | undefined>;
  /** Answers false when there is no such application or it is at that stage already. */
  moveStage(session: AdminSession, enquiryId: string, stage: PipelineStage): Promise<boolean>;
}

/** Openings and job applications: each screen of hiring takes what it needs. */
export interface AdminHiring extends AdminOpenings, AdminApplications {}
