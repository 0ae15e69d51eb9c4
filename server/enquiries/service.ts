import { CV_FIELD, cvMessages, type UploadedFile } from "#shared/hiring/cv.ts";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import type { EnquiryService, SubmitOutcome } from "#shared/enquiries/service.ts";
import { parseAttribution } from "#shared/enquiries/attribution-schema.ts";
import { actionFor, kindOfAction } from "#server/enquiries/actions.ts";
import {
  fieldErrorsOf,
  HONEYPOT_FIELD,
  submissionMetaSchema,
  validateEnquiry,
} from "#shared/enquiries/schemas.ts";
import {
  MARKETING_FIELD,
  optedIntoMarketing,
  PROOF_FIELD,
} from "#shared/enquiries/submission-fields.ts";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import type { NoticeVersion } from "#server/consent/notice.ts";
import {
  bodyHash,
  countLinks,
  isDisposableAddress,
  otherSendersOf,
  senderHash,
} from "#server/spam/content-signals.ts";
import type { ProofOfWork } from "#server/spam/proof.ts";
import {
  judge,
  REPEAT_WINDOW_MS,
  REPEATED_BODY_SENDERS,
  type SpamVerdict,
} from "#shared/spam/scoring.ts";
import { recordConsents } from "#server/consent/receipts.ts";
import type { Database } from "#server/store/database.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { saveEnquiry } from "./store.ts";
import { recordVerdict } from "#server/spam/verdicts-store.ts";
import { acknowledgedChannels, type AcknowledgementLimit } from "./acknowledgement-limit.ts";
import type { ReplyClock } from "#server/reply-promise/clock.ts";
import { checkCv, type StoredCv } from "#server/hiring/cv.ts";

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
  /** Channels queued for each enquiry not judged spam; none for spam. */
  readonly channels: readonly DeliveryChannel[];
  readonly logger: Logger;
  /** Called after a new enquiry with deliveries was committed: wakes the notifier. */
  readonly onQueued?: () => void;
  /** One acknowledgement per address and hour; without it, every enquiry gets one. */
  readonly acknowledgements?: AcknowledgementLimit;
  /** Gives each genuine enquiry its due time; without it, none is set. */
  readonly replyClock?: ReplyClock;
  /** Checks and spends the forms' proofs of work. */
  readonly proof: ProofOfWork;
  /** Keys the hashes that find one message sent from several addresses. */
  readonly hashKey: Buffer;
  /** The privacy notice the forms' pages show, recorded with each consent. */
  readonly notice: NoticeVersion;
  /** Hears every verdict (the metrics count them). */
  readonly onVerdict?: (verdict: SpamVerdict) => void;
  readonly now?: () => Date;
}

/**
 * Validates a submission with its kind's schema, keeps only the known fields, judges it, and
 * stores it with its verdict, its consent receipts and its deliveries. A submission judged spam
 * is stored without deliveries and answered exactly as any other.
 */
export function createEnquiryService({
  db,
  channels,
  logger,
  onQueued,
  acknowledgements,
  replyClock,
  proof,
  hashKey,
  notice,
  onVerdict,
  now = () => new Date(),
}: EnquiryServiceOptions): EnquiryService {
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
      try {
        const receivedAt = now();
        const id = crypto.randomUUID();
        const email = fields.data.email;
        const hashes = {
          body: bodyHash(hashKey, fields.data),
          sender: senderHash(hashKey, email),
        };
        const proofCheck = await proof.check(meta.data[PROOF_FIELD], meta.data.submissionId ?? id);
        const since = new Date(receivedAt.getTime() - REPEAT_WINDOW_MS);
        const verdict = judge({
          honeypot: (meta.data[HONEYPOT_FIELD] ?? "").trim() !== "",
          proof: proofCheck.status,
          sinceChallengeMs:
            proofCheck.status === "valid"
              ? receivedAt.getTime() - proofCheck.madeAt.getTime()
              : undefined,
          links: countLinks(fields.data),
          disposableDomain: isDisposableAddress(email),
          repeatedBody:
            (await otherSendersOf(db, hashes.body, hashes.sender, since)) >= REPEATED_BODY_SENDERS,
        });
        const isSpam = verdict.spam;
        const attribution = parseAttribution(body.attribution);
        const receipt = {
          noticeDate: notice.date,
          noticeHash: notice.hash,
          page: attribution?.page ?? "",
          givenAt: receivedAt,
        };
        const queued = isSpam
          ? []
          : await acknowledgedChannels(channels, email, acknowledgements, logger);
        const saved = await saveEnquiry(
          db,
          {
            id,
            kind,
            action: actionFor(kind),
            fields: fields.data,
            submissionId: meta.data.submissionId,
            isSpam,
            attribution,
            createdAt: receivedAt,
            cv: attached.cv,
          },
          queued,
          replyClock?.promiseFor(receivedAt),
          async (tx) => {
            await recordVerdict(tx, {
              enquiryId: id,
              score: verdict.score,
              reasons: verdict.reasons,
              bodyHash: hashes.body,
              senderHash: hashes.sender,
              at: receivedAt,
            });
            await recordConsents(tx, id, [
              { ...receipt, purpose: kind === "jobEnquiry" ? "application" : "enquiry" },
              ...(optedIntoMarketing(meta.data[MARKETING_FIELD])
                ? [{ ...receipt, purpose: "marketing" as const }]
                : []),
            ]);
          },
        );
        if (!saved.duplicate) onVerdict?.(verdict);
        logger.info(
          {
            enquiryId: saved.id,
            kind,
            spam: isSpam,
            score: verdict.score,
            reasons: verdict.reasons,
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
