/**
 * Solves the form's proof of work off the main thread: fetches a challenge, finds its counter,
 * and posts back what the form sends as `proof` with the time it stops being accepted.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { PROOF_CHALLENGE_ENDPOINT } from "#shared/enquiries/service.ts";

export interface SolvedProof {
  readonly proof: string;
  /** Milliseconds since 1970. */
  readonly expiresAt: number;
  /** How long the solving took, in milliseconds. */
  readonly solveMs: number;
}

export type ProofMessage = { readonly solved: SolvedProof } | { readonly failed: string };

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function solve(): Promise<SolvedProof> {
  const response = await fetch(PROOF_CHALLENGE_ENDPOINT, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("challenge not solved");
  return {
    proof: base64(JSON.stringify({ challenge, solution })),
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
    solveMs: performance.now() - started,
  };
}

solve().then(
  (solved) => postMessage({ solved } satisfies ProofMessage),
  (error: unknown) => postMessage({ failed: String(error) } satisfies ProofMessage),
);
