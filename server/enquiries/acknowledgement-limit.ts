/**
 * At most one acknowledgement e-mail per recipient address and hour, so the form cannot be used to
 * send mail to someone who never wrote. Counted in the store under a keyed hash of the address;
 * further enquiries from the address are still stored and delivered to the team.
 */
import { RateLimiterRes } from "rate-limiter-flexible";
import { keyedHash } from "../secrets/server-secret.ts";
import type { Database } from "../store/database.ts";
import { storedCounter } from "../store/throttle-counters.ts";

export const ACKNOWLEDGEMENT_INTERVAL_S = 60 * 60;

export interface AcknowledgementLimit {
  /** Counts an acknowledgement to `email`; false when one went to it within the hour. */
  allows(email: string): Promise<boolean>;
}

export function createAcknowledgementLimit(db: Database, hashKey: Buffer): AcknowledgementLimit {
  const sent = storedCounter(db, {
    keyPrefix: "acknowledgements",
    points: 1,
    duration: ACKNOWLEDGEMENT_INTERVAL_S,
  });
  return {
    async allows(email) {
      try {
        await sent.consume(keyedHash(hashKey, "recipient", email.trim().toLowerCase()));
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
  };
}
