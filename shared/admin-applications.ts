import type { AdminSession } from "./admin-service.ts";
import type { PipelineStage } from "./pipeline.ts";

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
