/**
 * Hiring in the inbox: the openings the team publishes (`/admin/openings`), and each job
 * application's opening, stage and CV beside its enquiry. The server implements it
 * (server/hiring/openings.ts, applications.ts) and hands it to the pages as
 * `Astro.locals.hiring`, bound to the request's client address (the audit log records it).
 */
import type { AdminRole, AdminSession, Restricted } from "#shared/accounts/contract.ts";
import type { Opening, OpeningField, OpeningState } from "./openings.ts";
import type { Stage } from "./pipeline.ts";
import type { AdminScorecards, ScorecardSummary } from "./scorecards.ts";

/** Administrators and recruiters publish openings; reviewers work the applications. */
export function mayManageOpenings(role: AdminRole): boolean {
  return role === "administrator" || role === "recruiter";
}

export interface OpeningSummary extends Opening {
  /** Open and not past its last valid day: on the site now. */
  readonly listed: boolean;
  /** Its stages in order, each with its applications (spam left out). */
  readonly stages: readonly (Stage & { readonly count: number })[];
  /** Candidates neither hired nor at an exit: what closing the opening leaves waiting. */
  readonly inProgress: number;
}

/** What became of a change to an opening's stages; the refusals say why, for the recruiter. */
export type StageEdit =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly why:
        "not-found" | "invalid-name" | "fixed" | "only-one" | "has-candidates" | "at-the-end";
    };

export type StageChange =
  | { readonly kind: "rename"; readonly key: string; readonly name: string }
  | { readonly kind: "add"; readonly name: string }
  | { readonly kind: "shift"; readonly key: string; readonly by: -1 | 1 }
  | { readonly kind: "delete"; readonly key: string };

/** A form that did not pass: a message per field, and what was typed, to show again. */
export interface OpeningRefusal {
  readonly ok: false;
  readonly errors: Readonly<Partial<Record<OpeningField | "form", string>>>;
  readonly values: Readonly<Record<string, string>>;
}

export type OpeningSaved = { readonly ok: true; readonly id: string } | OpeningRefusal;

/** One opening's hiring figures (`/admin/openings/report`). */
export interface OpeningHiringReport {
  readonly opening: { readonly id: string; readonly title: string };
  readonly applications: number;
  /** By campaign source, else referring site; "" when neither is known. Most first. */
  readonly bySource: readonly { readonly source: string; readonly count: number }[];
  /** Each stage in order, with how many applications were ever at it. */
  readonly reached: readonly { readonly stage: Stage; readonly count: number }[];
  /** From the application to its first move to Interview day (and to Offer); none reached it. */
  readonly medianDaysToInterview: number | undefined;
  readonly medianDaysToOffer: number | undefined;
}

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
  /** Every opening's hiring figures, newest posting first. */
  hiringReport(session: AdminSession): Promise<Restricted<OpeningHiringReport[]>>;
  /** An opening's stages in order, each with its applications; undefined when there is none. */
  stages(
    session: AdminSession,
    openingId: string,
  ): Promise<Restricted<OpeningSummary["stages"] | undefined>>;
  /** Renames, adds, moves or deletes one of an opening's stages. */
  changeStages(
    session: AdminSession,
    openingId: string,
    change: StageChange,
  ): Promise<Restricted<StageEdit>>;
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
  readonly stage: Stage;
  /** The stages it can move to: its opening's, in order. */
  readonly stages: readonly Stage[];
  /** Goes up at every move: a move made from an older view changes nothing. */
  readonly version: number;
  /** When it entered its stage. */
  readonly stageSince: Date;
  /** Oldest first; each stage by its name at the time. */
  readonly history: readonly {
    readonly from: string;
    readonly to: string;
    readonly by: string;
    readonly at: Date;
    /** Why it went to Offer with scorecards missing; absent otherwise. */
    readonly reason?: string;
  }[];
  /** Its interview days' scorecards; undefined while it has none. */
  readonly scorecards: ScorecardSummary | undefined;
  readonly cv:
    | {
        readonly fileName: string;
        readonly mediaType: string;
        readonly sizeBytes: number;
        readonly sha256: string;
      }
    | undefined;
}

/** A card on an opening's board, and a row of the applications list. */
export interface ApplicationCard {
  readonly enquiryId: string;
  /** The candidate's name as they wrote it. */
  readonly name: string;
  readonly opening: { readonly id: string; readonly title: string } | undefined;
  readonly stage: Stage;
  readonly version: number;
  /** When it entered its stage. */
  readonly stageSince: Date;
  readonly cv: { readonly fileName: string } | undefined;
  /** The start of the interview day the candidate booked, while it stands. */
  readonly interviewAt: Date | undefined;
  /** That interview day's booking: its scorecards' page. */
  readonly interviewId: string | undefined;
  /** Its interview days' scorecards; undefined while it has none. */
  readonly scorecards: ScorecardSummary | undefined;
}

/** Which applications: from one opening, at one stage (its key); none given, all. */
export interface ApplicationFilter {
  readonly openingId?: string;
  readonly stage?: string;
}

export interface StageMove {
  readonly enquiryId: string;
  readonly to: string;
  /** The application's version when the team member saw it. */
  readonly version: number;
  /** Why it goes to Offer with scorecards missing (recorded in its history). */
  readonly reason?: string;
}

export type StageMoveOutcome =
  "moved" | "unchanged" | "stale" | "unknown-stage" | "not-found" | "scorecards-missing";

export interface CvDownload {
  readonly fileName: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

/** Job applications in the inbox: every role that works enquiries may use these. */
export interface AdminApplications {
  application(session: AdminSession, enquiryId: string): Promise<ApplicationRecord | undefined>;
  /** The applications a board or the list shows, oldest in their stage first; spam left out. */
  applications(session: AdminSession, filter: ApplicationFilter): Promise<ApplicationCard[]>;
  /** The CV's bytes; every download is written to the audit log. */
  downloadCv(session: AdminSession, enquiryId: string): Promise<CvDownload | undefined>;
  /**
   * Moves an application from the version the team member saw. "stale" when someone moved it
   * since (nothing changes; the record shows where it is now), "unknown-stage" when its opening
   * has no such stage, "not-found" when there is no such application, "scorecards-missing" when
   * it would go to Offer with a scorecard of its interviews missing and no reason given.
   */
  moveStage(session: AdminSession, move: StageMove): Promise<StageMoveOutcome>;
  /**
   * A new personal link (its whole address) for the candidate to book their interview day, for
   * the interview stage's e-mail; earlier unused links end. Undefined for no such application.
   */
  interviewLink(session: AdminSession, enquiryId: string): Promise<string | undefined>;
}

/** Openings and job applications: each screen of hiring takes what it needs. */
export interface AdminHiring extends AdminOpenings, AdminApplications, AdminScorecards {}
