/**
 * Imports one mail read from the team mailbox, exactly once whatever happens around it: parsed
 * within limits, matched to its conversation and recorded there in one transaction with the
 * conversation's move (a customer's answer reopens it and starts a clock; an auto-reply or a
 * bounce changes nothing), or, matching none, stored as a new enquiry of the e-mail kind through
 * the same spam verdict. A mail it cannot take is refused with one log line; the caller moves on.
 */
import { createHash } from "node:crypto";
import type { SubmitOutcome } from "#shared/enquiries/service.ts";
import { LONG_TEXT_MAX, SINGLE_LINE_MAX } from "#shared/enquiries/field-schemas.ts";
import type { ReceivedEnquiry } from "#server/enquiries/service.ts";
import { nameFromAddress } from "#shared/text/names.ts";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import type { Conversations } from "#server/reply-promise/conversation.ts";
import type { Database } from "#server/store/database.ts";
import { keptAttachments, type KeptAttachment } from "./attachments.ts";
import { findConversation } from "./match.ts";
import { MESSAGE_MAX_BYTES, parseIncomingMail, type IncomingMail } from "./parse.ts";
import { isImported, recordInboundMessage, type InboundRecord } from "./store.ts";
import type { TeamMailbox } from "#server/outbox/reply-address.ts";

export interface MailImportOptions {
  readonly db: Database;
  readonly mailbox: TeamMailbox;
  readonly customerMessageArrived: Conversations["customerMessageArrived"];
  /** The enquiry core's way in for a conversation that starts by mail. */
  readonly startConversation: (enquiry: ReceivedEnquiry) => Promise<SubmitOutcome>;
  readonly logger: Logger;
  readonly now: () => Date;
}

/**
 * What became of a mail: imported into a conversation (or as a new one), imported before,
 * refused (too large, unreadable, no sender), or left alone (an automatic mail answering nothing).
 */
export type ImportOutcome = "imported" | "imported-before" | "refused" | "left-alone";

/** A stable retry key for the enquiry a mail starts: the same mail is one enquiry. */
function submissionIdOf(key: string): string {
  const hex = createHash("sha256").update(`inbound-mail:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function newConversationFields(mail: IncomingMail, from: NonNullable<IncomingMail["from"]>) {
  const name = from.name.length >= 2 ? from.name : nameFromAddress(from.address);
  return {
    name: (name.length >= 2 ? name : from.address).slice(0, SINGLE_LINE_MAX),
    email: from.address,
    subject: (mail.subject || "(no subject)").slice(0, SINGLE_LINE_MAX),
    message: (mail.body || mail.quoted || mail.subject || "(no text)").slice(0, LONG_TEXT_MAX),
  };
}

export function createMailImport(options: MailImportOptions) {
  const { db, mailbox, logger, now } = options;

  async function intoConversation(
    mail: IncomingMail,
    sender: string,
    attachments: readonly KeptAttachment[],
  ): Promise<{ enquiryId: string; matchedBy: string; imported: boolean } | undefined> {
    const at = now();
    return db.transaction(async (tx) => {
      const match = await findConversation(tx, db.dialect, mail, mailbox, () =>
        logger.info("inbound mail names an unknown conversation token"),
      );
      if (!match) return undefined;
      const record: InboundRecord = {
        id: crypto.randomUUID(),
        key: mail.key,
        enquiryId: match.enquiryId,
        matchedBy: match.matchedBy,
        sender,
        subject: mail.subject,
        body: mail.body,
        quoted: mail.quoted,
        automatic: mail.automatic,
        receivedAt: at,
      };
      if (!(await recordInboundMessage(tx, record, attachments))) {
        return { ...match, imported: false };
      }
      await options.customerMessageArrived(tx, match.enquiryId, at, { autoReply: mail.automatic });
      return { ...match, imported: true };
    });
  }

  async function asNewConversation(
    mail: IncomingMail,
    from: NonNullable<IncomingMail["from"]>,
    attachments: readonly KeptAttachment[],
  ): Promise<ImportOutcome> {
    const at = now();
    const outcome = await options.startConversation({
      kind: "email",
      fields: newConversationFields(mail, from),
      submissionId: submissionIdOf(mail.key),
      receivedAt: at,
      alongside: async (tx, enquiry) => {
        await recordInboundMessage(
          tx,
          {
            id: crypto.randomUUID(),
            key: mail.key,
            enquiryId: enquiry.id,
            matchedBy: "new",
            sender: from.address,
            subject: mail.subject,
            body: mail.body,
            quoted: mail.quoted,
            automatic: false,
            receivedAt: at,
          },
          attachments,
        );
      },
    });
    if (outcome.status === "stored") return "imported";
    if (outcome.status === "invalid") {
      logger.warn(
        { invalidFields: Object.keys(outcome.errors) },
        "inbound mail refused: its sender or words are not usable",
      );
      return "refused";
    }
    throw new Error("The store is unavailable");
  }

  /** Imports one raw message; throws only when the store is unreachable (the mail stays unread). */
  return async function importMail(raw: Buffer): Promise<ImportOutcome> {
    if (raw.byteLength > MESSAGE_MAX_BYTES) {
      logger.warn({ bytes: raw.byteLength }, "inbound mail refused: too large");
      return "refused";
    }
    let mail: IncomingMail;
    try {
      mail = await parseIncomingMail(raw);
    } catch (error) {
      logger.warn({ error: loggableError(error) }, "inbound mail refused: unreadable");
      return "refused";
    }
    const from = mail.from;
    if (!from) {
      logger.warn("inbound mail refused: no sender address");
      return "refused";
    }
    if (await isImported(db, mail.key)) return "imported-before";
    const { kept, leftOut } = await keptAttachments(mail.attachments);
    const matched = await intoConversation(mail, from.address, kept);
    if (matched) {
      logger.info(
        {
          enquiryId: matched.enquiryId,
          matchedBy: matched.matchedBy,
          automatic: mail.automatic,
          attachments: kept.length,
          attachmentsLeftOut: leftOut,
        },
        matched.imported ? "customer mail imported" : "customer mail imported before",
      );
      return matched.imported ? "imported" : "imported-before";
    }
    if (mail.automatic) {
      logger.info("automatic mail answering no conversation: left alone");
      return "left-alone";
    }
    const outcome = await asNewConversation(mail, from, kept);
    if (outcome === "imported") {
      logger.info(
        { attachments: kept.length, attachmentsLeftOut: leftOut },
        "mail started a conversation",
      );
    }
    return outcome;
  };
}

export type MailImport = ReturnType<typeof createMailImport>;
