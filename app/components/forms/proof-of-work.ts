/**
 * The form's proof of work, solved in a Web Worker from the visitor's first focus, so it is ready
 * by the time they send. A proof is good for one submission; without one (the worker failed, or
 * the visitor was quicker) the form is sent all the same and the server scores it.
 */
import type { ProofMessage, SolvedProof } from "./proof-worker.ts";

/** How long a submit waits for a proof still being solved. */
const SUBMIT_WAIT_MS = 3_000;
/** A proof this close to its expiry is solved afresh. */
const EXPIRY_MARGIN_MS = 60_000;

let pending: Promise<SolvedProof | undefined> | undefined;

function solveInWorker(): Promise<SolvedProof | undefined> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./proof-worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve(undefined);
      return;
    }
    const finish = (solved: SolvedProof | undefined) => {
      worker.terminate();
      resolve(solved);
    };
    worker.addEventListener("message", (event: MessageEvent<ProofMessage>) =>
      finish("solved" in event.data ? event.data.solved : undefined),
    );
    worker.addEventListener("error", () => finish(undefined));
  });
}

/** Starts solving, once; a failed or spent proof is solved again at the next start. */
export function startProof(): void {
  pending ??= solveInWorker().then((solved) => {
    if (!solved) pending = undefined;
    return solved;
  });
}

/** The proof for this submit (undefined when none is ready in time), spent once taken. */
export async function takeProof(): Promise<string | undefined> {
  startProof();
  let solved = await Promise.race([
    pending,
    new Promise<undefined>((resolve) => setTimeout(resolve, SUBMIT_WAIT_MS)),
  ]);
  if (solved && solved.expiresAt - EXPIRY_MARGIN_MS < Date.now()) {
    pending = undefined;
    startProof();
    solved = await Promise.race([
      pending,
      new Promise<undefined>((resolve) => setTimeout(resolve, SUBMIT_WAIT_MS)),
    ]);
  }
  if (solved) pending = undefined;
  return solved?.proof;
}
