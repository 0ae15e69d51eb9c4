import { CV_FIELD, cvMessages, type UploadedFile } from "../../shared/cv.ts";
import type { EnquiryKind } from "../../shared/enquiry-kinds.ts";
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
import { checkCv, type StoredCv } from "./cv.ts";

/**
 * The CV among a submission's files: none, or one checked file in the CV field of a job
 * application. Anything else is refused.
 */
async function attachedCv(
  kind: EnquiryKind,
  files: readonly UploadedFile[],
): Promise<{ ok: true; cv: StoredCv | undefined } | { ok: false; message: string }> {
  if (files.length === 0) return { ok: true, cv: undefined };
  if (kind !== "jobEnquiry" || files.some((file) => file.field !== CV_FIELD)) {
    return { ok: false, message: cvMessages.notTaken };
  }
  if (files.length > 1) return { ok: false, message: cvMessages.oneFile };
  const [file] = files;
  const checked = await checkCv(file!.name, file!.bytes);
  return checked.ok ? { ok: true, cv: checked.cv } : checked;
}

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
    async submit(body, files = []): Promise<SubmitOutcome> {
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

      const attached = await attachedCv(kind, files);
      if (!attached.ok) {
        logger.info({ kind, invalidFields: [CV_FIELD] }, "enquiry refused: invalid file");
        return {
          status: "invalid",
          message: submitMessages.invalid,
          errors: { [CV_FIELD]: attached.message },
        };
      }

      const isSpam = (meta.data[HONEYPOT_FIELD] ?? "").trim() !== "";
      try {
        const queued = isSpam ? [] : await channelsFor(fields.data.email);
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
            createdAt: now(),
            cv: attached.cv,
          },
          queued,
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
