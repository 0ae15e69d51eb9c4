/**
 * The proof of work every form solves before it sends (ALTCHA, `altcha-lib`): no third party, no
 * cookie. A challenge is signed with a key from the server secret and carries its own making
 * time and expiry, so any instance can check it without keeping it. A solved challenge is spent
 * on one submission: presented again for another, it is refused (a retry of the same submission
 * may present it again).
 */
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Database } from "#server/store/database.ts";

/** How long a challenge may be answered: time enough to write a long cover letter. */
export const PROOF_LIFETIME_MS = 2 * 60 * 60_000;

/**
 * The work: the solver tries counters from 0 until it finds the one the server picked, one
 * SHA-256 each; the benchmark measures the time on a phone's CPU.
 */
export const PROOF_WORK = { algorithm: "SHA-256", cost: 1, counterFrom: 2_000, counterTo: 12_000 };

export type ProofCheck =
  | { readonly status: "valid"; readonly madeAt: Date }
  | { readonly status: "missing" }
  | { readonly status: "invalid"; readonly why: "malformed" | "forged" | "expired" | "spent" };

export interface ProofOfWork {
  /** A fresh challenge for a form, as the browser receives it. */
  challenge(): Promise<Challenge>;
  /**
   * Checks `proof` (what the form sent: base64 of `{ challenge, solution }`) and spends it on
   * `submissionKey`.
   */
  check(proof: string | undefined, submissionKey: string): Promise<ProofCheck>;
}

interface SentProof {
  readonly challenge: Challenge;
  readonly solution: Solution;
}

function parseProof(text: string): SentProof | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64").toString("utf8"));
    if (typeof value !== "object" || value === null) return undefined;
    const { challenge, solution } = value as Partial<SentProof>;
    if (typeof challenge?.signature !== "string" || typeof challenge.parameters !== "object") {
      return undefined;
    }
    if (typeof solution?.counter !== "number" || typeof solution.derivedKey !== "string") {
      return undefined;
    }
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

function randomCounter(): number {
  const span = PROOF_WORK.counterTo - PROOF_WORK.counterFrom;
  return PROOF_WORK.counterFrom + (crypto.getRandomValues(new Uint32Array(1))[0]! % span);
}

export function createProofOfWork({
  db,
  secret,
  now = () => new Date(),
}: {
  readonly db: Database;
  readonly secret: Buffer;
  readonly now?: () => Date;
}): ProofOfWork {
  const hmacSignatureSecret = secret.toString("base64url");
  const hmacKeySignatureSecret = `${hmacSignatureSecret}:key`;

  async function spend(signature: string, submissionKey: string, expiresAt: Date) {
    const at = now().toISOString();
    await db.query("DELETE FROM spent_proofs WHERE expires_at <= $1", [at]);
    await db.query(
      `INSERT INTO spent_proofs (signature, submission_key, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (signature) DO NOTHING`,
      [signature, submissionKey, expiresAt.toISOString()],
    );
    const [row] = await db.query("SELECT submission_key FROM spent_proofs WHERE signature = $1", [
      signature,
    ]);
    return row?.submission_key === submissionKey;
  }

  return {
    challenge() {
      const madeAt = now();
      return createChallenge({
        algorithm: PROOF_WORK.algorithm,
        cost: PROOF_WORK.cost,
        counter: randomCounter(),
        deriveKey,
        data: { madeAt: madeAt.getTime() },
        expiresAt: new Date(madeAt.getTime() + PROOF_LIFETIME_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async check(text, submissionKey) {
      if (text === undefined || text.trim() === "") return { status: "missing" };
      const proof = parseProof(text);
      if (!proof) return { status: "invalid", why: "malformed" };
      let verified: Awaited<ReturnType<typeof verifySolution>>;
      try {
        verified = await verifySolution({
          challenge: proof.challenge,
          solution: proof.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch {
        return { status: "invalid", why: "malformed" };
      }
      const { expiresAt, data } = proof.challenge.parameters;
      // The library reads the wall clock; the server's own clock (moved in tests) counts too.
      const expired = expiresAt === undefined || expiresAt * 1000 <= now().getTime();
      if (verified.expired || expired) return { status: "invalid", why: "expired" };
      if (!verified.verified) return { status: "invalid", why: "forged" };
      const madeAt = Number(data?.madeAt);
      if (!Number.isFinite(madeAt)) return { status: "invalid", why: "forged" };
      const signature = proof.challenge.signature!;
      if (!(await spend(signature, submissionKey, new Date(expiresAt * 1000)))) {
        return { status: "invalid", why: "spent" };
      }
      return { status: "valid", madeAt: new Date(madeAt) };
    },
  };
}
