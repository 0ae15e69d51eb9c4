/**
 * Job applications in the inbox (`AdminApplications`): the opening, stage and CV beside the
 * enquiry, the CV's download (audited), and stage moves. Moving an application to
 * "unsuccessful" also marks the enquiry unsuccessful, which starts its shorter retention; moving
 * it on from there puts the enquiry back in progress.
 */
import type { AdminApplications } from "#shared/hiring/contract.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { Database } from "#server/store/database.ts";
import { changeEnquiryStatus } from "#server/enquiries/status.ts";
import { cvContent, findApplication, moveApplicationStage } from "./applications-store.ts";
import { auditorFor } from "#server/audit/auditor.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ApplicationsOptions {
  readonly db: Database;
  readonly logger: Logger;
  readonly now: () => Date;
}

export function createApplications(
  { db, logger, now }: ApplicationsOptions,
  clientIp: string,
): AdminApplications {
  const audit = auditorFor(db, clientIp, now);
  return {
    application: async (_session, enquiryId) =>
      UUID.test(enquiryId) ? findApplication(db, enquiryId) : undefined,

    async downloadCv(session, enquiryId) {
      if (!UUID.test(enquiryId)) return undefined;
      const cv = await cvContent(db, enquiryId);
      if (!cv) return undefined;
      // The file's type and size, never its name: a name such as "Asha_Verma_CV.pdf" is the
      // applicant's data, which an erasure could not take out of the append-only log.
      await audit(session.email, "cv-downloaded", {
        subject: enquiryId,
        detail: `${cv.mediaType}, ${cv.bytes.byteLength} bytes`,
      });
      return cv;
    },

    async moveStage(session, enquiryId, stage) {
      if (!UUID.test(enquiryId)) return false;
      const before = await findApplication(db, enquiryId);
      if (!before) return false;
      const at = now();
      const moved = await moveApplicationStage(db, { enquiryId, to: stage, by: session.email, at });
      if (!moved) return false;
      if (stage === "unsuccessful" || before.stage === "unsuccessful") {
        await changeEnquiryStatus(db, {
          enquiryId,
          to: stage === "unsuccessful" ? "unsuccessful" : "open",
          by: session.email,
          at,
        });
      }
      logger.info({ enquiryId, stage }, "application stage set");
      await audit(session.email, "stage-changed", { subject: enquiryId, detail: stage });
      return true;
    },
  };
}
