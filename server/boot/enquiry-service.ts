/**
 * The enquiry service as the server runs it: the enquiry core with each feature's step handed
 * in (a job application's CV, the spam verdict, the consents, the reply clock, a consultation's
 * booking), so the core
 * imports none of them.
 */
import type { SpamVerdict } from "#shared/spam/scoring.ts";
import { consentStep } from "#server/consent/receipts.ts";
import type { NoticeVersion } from "#server/consent/notice.ts";
import {
  createEnquiryCore,
  type EnquiryCore,
  type EnquiryCoreOptions,
  type SubmissionStep,
} from "#server/enquiries/service.ts";
import { applicationStep } from "#server/hiring/application-step.ts";
import { createOpeningsDirectory } from "#server/hiring/directory.ts";
import type { ReplyClock } from "#server/reply-promise/clock.ts";
import { replyClockStep } from "#server/reply-promise/clocks-store.ts";
import type { ProofOfWork } from "#server/spam/proof.ts";
import { spamVerdictStep } from "#server/spam/verdict.ts";

export interface EnquiryServiceOptions extends Omit<EnquiryCoreOptions, "checks" | "steps"> {
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
  /** Books the time a consultation was sent with (/book); without it, a time is ignored. */
  readonly booking?: SubmissionStep;
}

export function createEnquiryService({
  replyClock,
  proof,
  hashKey,
  notice,
  onVerdict,
  booking,
  ...core
}: EnquiryServiceOptions): EnquiryCore {
  return createEnquiryCore({
    ...core,
    checks: [applicationStep(createOpeningsDirectory(core.db, core.now ?? (() => new Date())))],
    steps: [
      spamVerdictStep({ db: core.db, proof, hashKey, onVerdict }),
      consentStep(notice),
      ...(replyClock ? [replyClockStep(replyClock)] : []),
      ...(booking ? [booking] : []),
    ],
  });
}
