/**
 * Job applications in the inbox (`AdminApplications`): the opening, stage and CV beside the
 * enquiry, the CV's download (audited), and stage moves. An application reaching Hired closes its
 * conversation as handled, one reaching an exit as unsuccessful (which starts its shorter
 * retention); either way its reply clock stops. Moving it back into progress reopens it.
 */
import type { AdminApplications } from "#shared/hiring/contract.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { Database } from "#server/store/database.ts";
import { stageEnd } from "#shared/hiring/pipeline.ts";
import { closeConversation, reopenConversation } from "#server/reply-promise/conversation.ts";
import type { Queryable } from "#server/store/database.ts";
import {
  applicationCards,
  cvContent,
  findApplication,
  moveApplicationStage,
} from "./applications-store.ts";
import { auditorFor } from "#server/audit/auditor.ts";
import { INTERVIEW_LINK_DAYS, interviewPath } from "#shared/hiring/interview-link.ts";
import { issueInterviewLink } from "./interview-links-store.ts";
import { OFFER_REASON_MAX_LENGTH, OFFER_STAGE } from "#shared/hiring/scorecards.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ApplicationsOptions {
  readonly db: Database;
  readonly logger: Logger;
  readonly now: () => Date;
  /** SITE_URL: where a candidate's interview link leads. */
  readonly siteUrl: string;
  /** How many days an interview link books (booking.yaml's interview entry). */
  readonly interviewLinkDays?: number;
}

/** In the move's transaction: the conversation follows the application's end, or its return. */
async function settleConversation(
  tx: Queryable,
  move: { enquiryId: string; from: string; to: string; by: string; at: Date },
): Promise<void> {
  const { enquiryId, by, at } = move;
  const end = stageEnd(move.to);
  if (end === "hired") await closeConversation(tx, enquiryId, "handled", by, at);
  else if (end === "exit") await closeConversation(tx, enquiryId, "unsuccessful", by, at);
  else if (stageEnd(move.from) !== "in-progress") await reopenConversation(tx, enquiryId, by, at);
}

export function createApplications(
  { db, logger, now, siteUrl, interviewLinkDays = INTERVIEW_LINK_DAYS }: ApplicationsOptions,
  clientIp: string,
): AdminApplications {
  const audit = auditorFor(db, clientIp, now);
  return {
    application: async (_session, enquiryId) =>
      UUID.test(enquiryId) ? findApplication(db, enquiryId) : undefined,

    applications: async (_session, filter) =>
      filter.openingId !== undefined && !UUID.test(filter.openingId)
        ? []
        : applicationCards(db, filter),

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

    async moveStage(session, { enquiryId, to, version, reason: given }) {
      if (!UUID.test(enquiryId)) return "not-found";
      const before = await findApplication(db, enquiryId);
      if (!before) return "not-found";
      const target = before.stages.find((stage) => stage.key === to);
      if (!target) return "unknown-stage";
      if (before.version !== version) return "stale";
      if (before.stage.key === to) return "unchanged";
      const missing = to === OFFER_STAGE ? (before.scorecards?.missing.length ?? 0) : 0;
      const reason = given?.trim().slice(0, OFFER_REASON_MAX_LENGTH);
      if (missing > 0 && !reason) return "scorecards-missing";
      const at = now();
      const by = session.email;
      const moved = await db.transaction(async (tx) => {
        const move = {
          enquiryId,
          from: before.stage,
          to: target,
          version,
          by,
          at,
          ...(missing > 0 ? { reason } : {}),
        };
        if (!(await moveApplicationStage(tx, move))) return false;
        await settleConversation(tx, { enquiryId, from: before.stage.key, to, by, at });
        return true;
      });
      if (!moved) return "stale";
      logger.info({ enquiryId, stage: to }, "application stage set");
      await audit(by, "stage-changed", { subject: enquiryId, detail: target.name });
      // By ids and a count: the reason is about a person, and lives in the application's history.
      if (missing > 0) {
        await audit(by, "offer-without-scorecards", {
          subject: enquiryId,
          detail: `${missing} missing`,
        });
      }
      return "moved";
    },

    async interviewLink(session, enquiryId) {
      if (!UUID.test(enquiryId) || !(await findApplication(db, enquiryId))) return undefined;
      const token = await issueInterviewLink(db, enquiryId, now(), interviewLinkDays);
      await audit(session.email, "interview-link-offered", { subject: enquiryId });
      return new URL(interviewPath(token), siteUrl).href;
    },
  };
}
