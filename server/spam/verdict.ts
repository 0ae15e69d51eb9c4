/**
 * The spam verdict of a submission, a step the composition root hands the enquiry core: the
 * proof of work checked and spent, the signals read from what it says, the weighted score
 * (shared/spam/scoring.ts), and the verdict recorded in the enquiry's own transaction. A
 * submission judged spam is stored without deliveries and answered as any other.
 */
import { HONEYPOT_FIELD } from "#shared/enquiries/kinds.ts";
import { PROOF_FIELD } from "#shared/enquiries/submission-fields.ts";
import {
  judge,
  REPEAT_WINDOW_MS,
  REPEATED_BODY_SENDERS,
  type SpamVerdict,
} from "#shared/spam/scoring.ts";
import type { SubmissionStep } from "#server/enquiries/service.ts";
import type { Database } from "#server/store/database.ts";
import {
  bodyHash,
  countLinks,
  isDisposableAddress,
  otherSendersOf,
  senderHash,
} from "./content-signals.ts";
import type { ProofOfWork } from "./proof.ts";
import { recordVerdict } from "./verdicts-store.ts";

export interface SpamVerdictOptions {
  readonly db: Database;
  /** Checks and spends the forms' proofs of work. */
  readonly proof: ProofOfWork;
  /** Keys the hashes that find one message sent from several addresses. */
  readonly hashKey: Buffer;
  /** Hears every verdict of a new enquiry (the metrics count them). */
  readonly onVerdict?: (verdict: SpamVerdict) => void;
}

export function spamVerdictStep({
  db,
  proof,
  hashKey,
  onVerdict,
}: SpamVerdictOptions): SubmissionStep {
  return async ({ id, kind, fields, meta, receivedAt }) => {
    const hashes = { body: bodyHash(hashKey, fields), sender: senderHash(hashKey, fields.email) };
    // A mail to the team mailbox was never offered a challenge to solve.
    const proofCheck =
      kind === "email"
        ? ({ status: "not-asked" } as const)
        : await proof.check(meta[PROOF_FIELD], meta.submissionId ?? id);
    const since = new Date(receivedAt.getTime() - REPEAT_WINDOW_MS);
    const verdict = judge({
      honeypot: (meta[HONEYPOT_FIELD] ?? "").trim() !== "",
      proof: proofCheck.status,
      sinceChallengeMs:
        proofCheck.status === "valid"
          ? receivedAt.getTime() - proofCheck.madeAt.getTime()
          : undefined,
      links: countLinks(fields),
      disposableDomain: isDisposableAddress(fields.email),
      repeatedBody:
        (await otherSendersOf(db, hashes.body, hashes.sender, since)) >= REPEATED_BODY_SENDERS,
    });
    return {
      spam: verdict.spam,
      logged: { score: verdict.score, reasons: verdict.reasons },
      store: (tx, enquiry) =>
        recordVerdict(tx, {
          enquiryId: enquiry.id,
          score: verdict.score,
          reasons: verdict.reasons,
          bodyHash: hashes.body,
          senderHash: hashes.sender,
          at: receivedAt,
        }),
      stored: () => onVerdict?.(verdict),
    };
  };
}
