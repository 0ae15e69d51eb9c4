/**
 * The reply promise's work on an enquiry (`AdminReplyWork`): taking it or assigning it to a
 * colleague (who is told by e-mail), and recording an answer given by phone or outside the inbox,
 * which stops its clock. Each is written to the audit log and shows in the enquiry's timeline.
 */
import type { AdminReplyWork, ReplyEvent } from "../../shared/admin-service.ts";
import type { DeliveryChannel } from "../../shared/delivery-channels.ts";
import type { Logger } from "../logger.ts";
import { listAdminUsers } from "../store/admin-users.ts";
import type { Database } from "../store/database.ts";
import { changeEnquiryStatus } from "../store/inbox.ts";
import {
  assignEnquiry,
  assignmentsOf,
  findReplyClock,
  stopReplyClock,
} from "../store/reply-clocks.ts";
import { auditorFor } from "./audit.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReplyWorkOptions {
  readonly db: Database;
  readonly logger: Logger;
  /** The team's channels the notifier can send; an assignment's notice needs "assignment". */
  readonly teamChannels?: readonly DeliveryChannel[];
  /** Called after a mail was queued: wakes the notifier. */
  readonly onDeliveryDue?: () => void;
  readonly now: () => Date;
}

/** The enquiry's assignments and answers given outside, oldest first. */
export async function replyTimelineOf(db: Database, enquiryId: string): Promise<ReplyEvent[]> {
  const events: ReplyEvent[] = (await assignmentsOf(db, enquiryId)).map((assignment) => ({
    kind: "assigned",
    owner: assignment.owner,
    by: assignment.by,
    at: assignment.at,
  }));
  const clock = await findReplyClock(db, enquiryId);
  if (clock?.answeredHow === "outside" && clock.answeredAt && clock.answeredBy) {
    events.push({ kind: "answered-outside", by: clock.answeredBy, at: clock.answeredAt });
  }
  return events.toSorted((a, b) => a.at.getTime() - b.at.getTime());
}

export function createReplyWork(
  { db, logger, teamChannels = [], onDeliveryDue, now }: ReplyWorkOptions,
  clientIp: string,
): AdminReplyWork {
  const audit = auditorFor(db, clientIp, now);
  const activeMembers = async () =>
    (await listAdminUsers(db)).filter((user) => !user.disabledAt).map((user) => user.email);

  return {
    teamMembers: activeMembers,

    async assign(by, enquiryId, owner) {
      if (!UUID.test(enquiryId)) return "not-found";
      const member = owner.trim().toLowerCase();
      if (!(await activeMembers()).includes(member)) return "unknown-member";
      const noticeChannel = teamChannels.includes("assignment") ? "assignment" : undefined;
      const assignment = await assignEnquiry(db, {
        enquiryId,
        owner: member,
        by: by.email,
        at: now(),
        noticeChannel,
      });
      if (!assignment) return "not-found";
      logger.info({ enquiryId, assignmentId: assignment.id }, "enquiry assigned");
      await audit(by.email, "enquiry-assigned", { subject: enquiryId, detail: member });
      if (noticeChannel && member !== by.email) onDeliveryDue?.();
      return "assigned";
    },

    async markAnsweredOutside(by, enquiryId) {
      if (!UUID.test(enquiryId)) return "not-found";
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const [exists] = await tx.query("SELECT id FROM enquiries WHERE id = $1", [enquiryId]);
        if (!exists) return "not-found" as const;
        const stopped = await stopReplyClock(tx, { enquiryId, by: by.email, at, how: "outside" });
        return stopped ? ("stopped" as const) : ("already-answered" as const);
      });
      if (outcome !== "stopped") return outcome;
      await moveNewToInProgress(db, enquiryId, by.email, at);
      logger.info({ enquiryId }, "enquiry answered outside the inbox");
      await audit(by.email, "answered-outside", { subject: enquiryId });
      return outcome;
    },
  };
}

/** An answered enquiry that was still new is now being worked on. */
export async function moveNewToInProgress(
  db: Database,
  enquiryId: string,
  by: string,
  at: Date,
): Promise<void> {
  const [row] = await db.query(
    `SELECT COALESCE(r.status, CASE WHEN e.is_spam THEN 'spam' ELSE 'new' END) AS status
       FROM enquiries e LEFT JOIN enquiry_reviews r ON r.enquiry_id = e.id WHERE e.id = $1`,
    [enquiryId],
  );
  if (row?.status === "new") {
    await changeEnquiryStatus(db, { enquiryId, to: "in-progress", by, at });
  }
}
