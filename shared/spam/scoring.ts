/**
 * The spam verdict: each signal that fires adds its weight, and a score at or over the threshold
 * quarantines the submission. The weights and the threshold are here and nowhere else; why they
 * are what they are is in docs/decisions/014-spam-verdict-and-consent.md.
 */
import type { SpamReason } from "./reasons.ts";

export const SPAM_THRESHOLD = 10;

/** Links count for the first one and a little more for each further one, up to a cap. */
export const LINK_WEIGHTS = { first: 4, each: 2, cap: 8 } as const;

/** A challenge answered this soon after it was made was not answered by a person typing. */
export const QUICK_SUBMIT_MS = 2_000;

/** The same message from this many other addresses within the window is "repeated". */
export const REPEATED_BODY_SENDERS = 2;
export const REPEAT_WINDOW_MS = 24 * 60 * 60_000;

export const SIGNAL_WEIGHTS = {
  /** The hidden field no person sees was filled: spam on its own. */
  honeypot: SPAM_THRESHOLD,
  /** No proof of work: scripts and integrations post plain JSON, so never spam on its own. */
  "proof-missing": 6,
  /** A proof that is forged, expired or already spent on another submission. */
  "proof-invalid": 6,
  /** Sent within QUICK_SUBMIT_MS of its challenge: never spam on its own. */
  "quick-submit": 4,
  /** A throwaway mailbox (the disposable-email-domains list). */
  "disposable-domain": 4,
  /** The same message from several other addresses within a day. */
  "repeated-body": 4,
} as const satisfies Record<Exclude<SpamReason, "links">, number>;

/** What the checks found about one submission. */
export interface SpamSignals {
  readonly honeypot: boolean;
  /** "not-asked": the enquiry came by mail, where no challenge is made. */
  readonly proof: "valid" | "missing" | "invalid" | "not-asked";
  /** Milliseconds from the challenge's making to the submission; undefined without a proof. */
  readonly sinceChallengeMs: number | undefined;
  readonly links: number;
  readonly disposableDomain: boolean;
  readonly repeatedBody: boolean;
}

export interface SpamVerdict {
  readonly spam: boolean;
  readonly score: number;
  /** The signals that fired, in the order of SPAM_REASONS. */
  readonly reasons: readonly SpamReason[];
}

export function linkWeight(links: number): number {
  if (links <= 0) return 0;
  return Math.min(LINK_WEIGHTS.cap, LINK_WEIGHTS.first + (links - 1) * LINK_WEIGHTS.each);
}

export function judge(signals: SpamSignals): SpamVerdict {
  const fired: SpamReason[] = [];
  let score = 0;
  const add = (reason: SpamReason, weight: number) => {
    fired.push(reason);
    score += weight;
  };
  if (signals.honeypot) add("honeypot", SIGNAL_WEIGHTS.honeypot);
  if (signals.proof === "missing") add("proof-missing", SIGNAL_WEIGHTS["proof-missing"]);
  if (signals.proof === "invalid") add("proof-invalid", SIGNAL_WEIGHTS["proof-invalid"]);
  if (signals.sinceChallengeMs !== undefined && signals.sinceChallengeMs < QUICK_SUBMIT_MS) {
    add("quick-submit", SIGNAL_WEIGHTS["quick-submit"]);
  }
  if (signals.links > 0) add("links", linkWeight(signals.links));
  if (signals.disposableDomain) add("disposable-domain", SIGNAL_WEIGHTS["disposable-domain"]);
  if (signals.repeatedBody) add("repeated-body", SIGNAL_WEIGHTS["repeated-body"]);
  return { spam: score >= SPAM_THRESHOLD, score, reasons: fired };
}
