import type { EnquiryService, SubmitOutcome } from "../../shared/enquiry-service.ts";
import { parseAttribution } from "../../shared/schemas/attribution.ts";
import {
  actionFor,
  fieldErrorsOf,
  HONEYPOT_FIELD,
  kindOfAction,
  submissionMetaSchema,
  validateEnquiry,
} from "../../shared/schemas/enquiry.ts";
import { loggableError, type Logger } from "../logger.ts";
import type { Database } from "../store/database.ts";
import type { DeliveryChannel } from "../../shared/delivery-channels.ts";
import { saveEnquiry } from "../store/enquiries.ts";
import type { AcknowledgementLimit } from "./acknowledgement-limit.ts";
import type { ReplyClock } from "../reply-promise/clock.ts";

/** What the visitor reads when a submission is refused or cannot be kept. */
export const submitMessages = {
  unknownAction: "Unknown form action",
  invalid: "Please correct the highlighted fields and try again.",
  unavailable: "We could not save your enquiry right now. Please try again in a minute.",
} as const;

export interface EnquiryServiceOptions {
  readonly db: Database;
  /** Channels queued for each genuine enquiry; none for spam. */
  readonly channels: readonly DeliveryChannel[];
  readonly logger: Logger;
  /** Called after a new enquiry with deliveries was committed: wakes the notifier. */
  readonly onQueued?: () => void;
  /** One acknowledgement per address and hour; without it, every enquiry gets one. */
  readonly acknowledgements?: AcknowledgementLimit;
  /** Gives each genuine enquiry its due time; without it, none is set. */
  readonly replyClock?: ReplyClock;
  readonly now?: () => Date;
}

/**
 * Validates a submission with its kind's schema, keeps only the known fields, and stores it with
 * its deliveries. A filled honeypot is stored as spam, answered as stored, and never delivered.
 */
export function createEnquiryService({
  db,
  channels,
  logger,
  onQueued,
  acknowledgements,
  replyClock,
  now = () => new Date(),
}: EnquiryServiceOptions): EnquiryService {
  /** The channels of a genuine enquiry: the acknowledgement only if its address had none lately. */
  async function channelsFor(email: string): Promise<readonly DeliveryChannel[]> {
    if (!channels.includes("autoreply") || !acknowledgements) return channels;
    if (await acknowledgements.allows(email)) return channels;
    logger.info("acknowledgement left out: this address had one within the hour");
    return channels.filter((channel) => channel !== "autoreply");
  }

  return {
    async submit(body): Promise<SubmitOutcome> {
      const kind = kindOfAction(body.action);
      if (kind === undefined) {
        logger.info("enquiry refused: unknown action");
        return {
          status: "invalid",
          message: submitMessages.unknownAction,
          errors: { action: submitMessages.unknownAction },
        };
      }

      const meta = submissionMetaSchema.safeParse(body);
      const fields = validateEnquiry(kind, body);
      if (!meta.success || !fields.ok) {
        const errors = {
          ...(meta.success ? {} : fieldErrorsOf(meta.error)),
          ...(fields.ok ? {} : fields.errors),
        };
        logger.info(
          { kind, invalidFields: Object.keys(errors) },
          "enquiry refused: invalid fields",
        );
        return { status: "invalid", message: submitMessages.invalid, errors };
      }

      const isSpam = (meta.data[HONEYPOT_FIELD] ?? "").trim() !== "";
      try {
        const queued = isSpam ? [] : await channelsFor(fields.data.email);
        const receivedAt = now();
        const saved = await saveEnquiry(
          db,
          {
            id: crypto.randomUUID(),
            kind,
            action: actionFor(kind),
            fields: fields.data,
            submissionId: meta.data.submissionId,
            isSpam,
            attribution: parseAttribution(body.attribution),
            createdAt: receivedAt,
          },
          queued,
          replyClock?.promiseFor(receivedAt),
        );
        logger.info(
          {
            enquiryId: saved.id,
            kind,
            spam: isSpam,
            duplicate: saved.duplicate,
            deliveries: queued,
          },
          saved.duplicate ? "enquiry already stored" : "enquiry stored",
        );
        if (!saved.duplicate && queued.length > 0) onQueued?.();
        return { status: "stored", id: saved.id };
      } catch (error) {
        logger.error({ kind, error: loggableError(error) }, "enquiry not stored");
        return { status: "unavailable", message: submitMessages.unavailable };
      }
    },
  };
}
