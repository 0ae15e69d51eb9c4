/** The enquiry service's spam defences for tests, and a proof of work solved as a browser would. */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { currentNoticeVersion } from "#server/consent/notice.ts";
import { createProofOfWork, type ProofOfWork } from "#server/spam/proof.ts";
import type { Database } from "#server/store/database.ts";
import { testKeys } from "./keys.ts";

export function spamDefences(db: Database, now?: () => Date) {
  return {
    proof: createProofOfWork({ db, secret: testKeys.proof, now }),
    hashKey: testKeys.throttle,
    notice: currentNoticeVersion(),
  };
}

/** Solves a challenge as the form's worker does; answers what the form sends as `proof`. */
export async function solvedProof(challenge: Awaited<ReturnType<ProofOfWork["challenge"]>>) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
