/**
 * The enquiry core: a submission validated with its kind's schema, its known fields kept, and
 * stored with its deliveries. What other features add (the spam verdict, the consents, the reply
 * clock, a job application's CV) comes as steps the composition root hands in; the core never
 * imports them. Their records join the enquiry's own transaction.
 */
import type { Attribution } from "#shared/enquiries/attribution.ts";
import { parseAttribution } from "#shared/enquiries/attribution-schema.ts";
import type { UploadedFile } from "#shared/enquiries/posted-form.ts";
import {
  BOOKING_SLOT_FIELD,
  fieldErrorsOf,
  submissionMetaSchema,
  validateEnquiry,
  type FieldErrors,
  type SubmissionMeta,
} from "#shared/enquiries/schemas.ts";
import { bookedConsultationCheck, enquiryChecks, formWords } from "./form-words.ts";
import type { EnquiryService, SubmitOutcome } from "#shared/enquiries/service.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import type { Database } from "#server/store/database.ts";
import { acknowledgedChannels, type AcknowledgementLimit } from "./acknowledgement-limit.ts";
import { actionFor, kindOfAction, type EnquiryKind } from "#shared/enquiries/kinds.ts";
import { saveEnquiry, type AlongsideEnquiry } from "./store.ts";

/** What the visitor reads when a submission is refused or cannot be kept (the content's words). */
const submitMessages = formWords.answers;
const metaSchema = submissionMetaSchema(formWords.textRules);

/**
 * Thrown by a step's `store` inside the enquiry's transaction when the database refuses what the
 * submission asked for (a meeting just booked by someone else): the transaction rolls back and the
 * visitor is answered as for invalid fields, with these errors, instead of "unavailable".
 */
export class RefusedInStore extends Error {
  readonly errors: FieldErrors;
  readonly why: string;
  constructor(errors: FieldErrors, why: string) {
    super(why);
    this.errors = errors;
    this.why = why;
  }
}

/** A submission whose fields passed their kind's schema, as the steps see it. */
export interface Submission {
  /** The id it is stored under, when it is new. */
  readonly id: string;
  readonly kind: EnquiryKind;
  readonly fields: Readonly<Record<string, string>> & { readonly email: string };
  readonly meta: SubmissionMeta;
  /** The files a multipart form carried. */
  readonly files: readonly UploadedFile[];
  readonly attribution: Attribution | undefined;
  readonly receivedAt: Date;
}

/** What a step makes of a submission. */
export type StepOutcome =
  | {
      /** The submission is refused with these field errors; nothing is stored. */
      readonly refused: FieldErrors;
      /** Why, for the log line ("invalid file"). */
      readonly why: string;
      /** What the visitor reads above the fields, when it is more than "correct the fields". */
      readonly message?: string;
    }
  | {
      readonly refused?: undefined;
      /** Held back as spam: stored without deliveries (and without a reply clock). */
      readonly spam?: boolean;
      /** Added to the log line of the stored enquiry (ids, scores and names only). */
      readonly logged?: Readonly<Record<string, unknown>>;
      /** Written in the enquiry's own transaction once it is stored; a repeat stores nothing. */
      readonly store?: AlongsideEnquiry;
      /** Told once the transaction committed a new enquiry. */
      readonly stored?: () => void;
    };

export type SubmissionStep = (submission: Submission) => Promise<StepOutcome>;

export interface EnquiryCoreOptions {
  readonly db: Database;
  /** Channels queued for each enquiry not judged spam; none for spam. */
  readonly channels: readonly DeliveryChannel[];
  readonly logger: Logger;
  /** Called after a new enquiry with deliveries was committed: wakes the notifier. */
  readonly onQueued?: () => void;
  /** One acknowledgement per address and hour; without it, every enquiry gets one. */
  readonly acknowledgements?: AcknowledgementLimit;
  /** Run first, before the store is reached (a file's check): the first refusal answers. */
  readonly checks?: readonly SubmissionStep[];
  /** Then, with the store within reach: a failure there answers "unavailable". */
  readonly steps?: readonly SubmissionStep[];
  readonly now?: () => Date;
}

/** A conversation that starts outside the forms (a mail to the team mailbox, server/mail/). */
export interface ReceivedEnquiry {
  readonly kind: EnquiryKind;
  readonly fields: Readonly<Record<string, string>>;
  /** Its own retry key: received twice, it is stored once. */
  readonly submissionId: string;
  readonly receivedAt: Date;
  /** Written in the enquiry's own transaction (the mail itself). */
  readonly alongside: AlongsideEnquiry;
}

export interface EnquiryCore extends EnquiryService {
  /**
   * Stores an enquiry that came another way than a form, checked by its kind's rules and judged
   * by the same steps (the spam verdict, the reply clock), with the same deliveries.
   */
  receive(enquiry: ReceivedEnquiry): Promise<SubmitOutcome>;
}

type Accepted = Exclude<StepOutcome, { readonly refused: FieldErrors }>;

/** Runs the steps in order; the first refusal stops them. */
async function runSteps(
  steps: readonly SubmissionStep[],
  submission: Submission,
): Promise<Accepted[] | Extract<StepOutcome, { readonly refused: FieldErrors }>> {
  const accepted: Accepted[] = [];
  for (const step of steps) {
    const outcome = await step(submission);
    if (outcome.refused) return outcome;
    accepted.push(outcome);
  }
  return accepted;
}

/**
 * Validates a submission with its kind's schema, keeps only the known fields, runs the steps
 * and stores it with their records and its deliveries. A submission a step holds back as spam is
 * stored without deliveries and answered exactly as any other.
 */
export function createEnquiryCore({
  db,
  channels,
  logger,
  onQueued,
  acknowledgements,
  checks = [],
  steps = [],
  now = () => new Date(),
}: EnquiryCoreOptions): EnquiryCore {
  const invalid = (
    kind: EnquiryKind,
    errors: FieldErrors,
    why: string,
    message = submitMessages.invalid,
  ): SubmitOutcome => {
    logger.info({ kind, invalidFields: Object.keys(errors) }, `enquiry refused: ${why}`);
    return { status: "invalid", message, errors };
  };

  /** Runs the steps on a checked submission and stores it with its records and deliveries. */
  async function keep(
    submission: Submission,
    checked: readonly Accepted[],
    submissionId: string | undefined,
  ): Promise<SubmitOutcome> {
    const { kind, receivedAt } = submission;
    try {
      const judged = await runSteps(steps, submission);
      if (!Array.isArray(judged)) {
        return invalid(kind, judged.refused, judged.why, judged.message);
      }
      const outcomes = [...checked, ...judged];
      const isSpam = outcomes.some((outcome) => outcome.spam);
      const queued = isSpam
        ? []
        : await acknowledgedChannels(channels, submission.fields.email, acknowledgements, logger);
      const saved = await saveEnquiry(
        db,
        {
          id: submission.id,
          kind,
          action: actionFor(kind),
          fields: submission.fields,
          submissionId,
          isSpam,
          attribution: submission.attribution,
          createdAt: receivedAt,
        },
        queued,
        outcomes.flatMap((outcome) => (outcome.store ? [outcome.store] : [])),
      );
      if (!saved.duplicate) for (const outcome of outcomes) outcome.stored?.();
      logger.info(
        {
          enquiryId: saved.id,
          kind,
          spam: isSpam,
          ...Object.assign({}, ...outcomes.map((outcome) => outcome.logged)),
          duplicate: saved.duplicate,
          deliveries: queued,
        },
        saved.duplicate ? "enquiry already stored" : "enquiry stored",
      );
      if (!saved.duplicate && queued.length > 0) onQueued?.();
      return { status: "stored", id: saved.id };
    } catch (error) {
      if (error instanceof RefusedInStore) return invalid(kind, error.errors, error.why);
      logger.error({ kind, error: loggableError(error) }, "enquiry not stored");
      return { status: "unavailable", message: submitMessages.unavailable };
    }
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

      const meta = metaSchema.safeParse(body);
      const booking = kind === "consultation" && Boolean(meta.data?.[BOOKING_SLOT_FIELD]);
      const fields = validateEnquiry(booking ? bookedConsultationCheck : enquiryChecks[kind], body);
      if (!meta.success || !fields.ok) {
        const errors = {
          ...(meta.success ? {} : fieldErrorsOf(meta.error)),
          ...(fields.ok ? {} : fields.errors),
        };
        return invalid(kind, errors, "invalid fields");
      }

      const receivedAt = now();
      const submission: Submission = {
        id: crypto.randomUUID(),
        kind,
        fields: fields.data as Submission["fields"],
        meta: meta.data,
        files,
        attribution: parseAttribution(body.attribution),
        receivedAt,
      };
      const checked = await runSteps(checks, submission);
      if (!Array.isArray(checked)) {
        return invalid(kind, checked.refused, checked.why, checked.message);
      }
      return keep(submission, checked, meta.data.submissionId);
    },
    async receive({ kind, fields: given, submissionId, receivedAt, alongside }) {
      const fields = validateEnquiry(enquiryChecks[kind], given);
      if (!fields.ok) return invalid(kind, fields.errors, "invalid fields");
      const submission: Submission = {
        id: crypto.randomUUID(),
        kind,
        fields: fields.data as Submission["fields"],
        meta: {},
        files: [],
        attribution: undefined,
        receivedAt,
      };
      return keep(submission, [{ store: alongside }], submissionId);
    },
  };
}
