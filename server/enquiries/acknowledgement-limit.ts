/**
 * At most one acknowledgement e-mail per recipient address and hour, so the form cannot be used to
 * send mail to someone who never wrote. Counted in the store under a keyed hash of the address;
 * further enquiries from the address are still stored and delivered to the team. It holds however
 * an enquiry reaches the team: on arrival, or when the team takes it out of spam.
 */
import { RateLimiterRes } from "rate-limiter-flexible";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import type { Logger } from "#server/lib/logger.ts";
import { keyedHash } from "#server/secrets/server-secret.ts";
import type { Database } from "#server/store/database.ts";
import { storedCounter } from "#server/store/throttle-counters.ts";
import { normalizeEmail } from "#shared/text/email.ts";

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
        await sent.consume(keyedHash(hashKey, "recipient", normalizeEmail(email)));
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
  };
}

/**
 * The channels to queue for an enquiry from `email`: all of them, less the acknowledgement when
 * the address had one within the hour. Counts the acknowledgement it lets through; without a
 * limit, every enquiry gets one.
 */
export async function acknowledgedChannels(
  channels: readonly DeliveryChannel[],
  email: string,
  limit: AcknowledgementLimit | undefined,
  logger: Logger,
): Promise<readonly DeliveryChannel[]> {
  if (!channels.includes("autoreply") || !limit) return channels;
  if (await limit.allows(email)) return channels;
  logger.info("acknowledgement left out: this address had one within the hour");
  return channels.filter((channel) => channel !== "autoreply");
}
