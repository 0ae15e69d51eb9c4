/**
 * The inbox's server side (`AdminService` in shared/admin-service.ts), in three parts: who may use
 * it (authentication), the enquiries (inbox), and a person's data with the audit log (privacy).
 */
import type { AdminService } from "#shared/admin-service.ts";
import type { DeliveryChannel } from "#shared/delivery-channels.ts";
import { createAuthentication, type AuthenticationOptions } from "./authentication.ts";
import { createApplications } from "./applications.ts";
import { createInbox } from "./inbox.ts";
import { createOpenings } from "./openings.ts";
import { createPrivacy } from "./privacy.ts";
import { createReplyWork } from "./reply-work.ts";
import type { ReplyClock } from "#server/reply-promise/clock.ts";
import type { AcknowledgementLimit } from "#server/enquiries/acknowledgement-limit.ts";

export interface AdminServiceOptions extends Omit<AuthenticationOptions, "now"> {
  /** Called after a delivery was made due again: wakes the notifier. */
  readonly onDeliveryDue?: () => void;
  /** The team's channels the notifier can send (replies, assignment notices). */
  readonly teamChannels?: readonly DeliveryChannel[];
  /** The reply promise in hours, which the report measures against. */
  readonly promiseHours?: number;
  /** Told of each first answer, in seconds after the enquiry arrived (the metrics). */
  readonly onFirstAnswer?: (seconds: number) => void;
  /** The channels an enquiry taken out of spam is delivered on. */
  readonly channels?: readonly DeliveryChannel[];
  /** Gives an enquiry taken out of spam its due time. */
  readonly replyClock?: ReplyClock;
  /** One acknowledgement per address and hour, for enquiries taken out of spam as for new ones. */
  readonly acknowledgements?: AcknowledgementLimit;
  readonly now?: () => Date;
}

/** The service for one request, bound to the client's address. */
export interface AdminGateway {
  forClient(clientIp: string): AdminService;
}

export function createAdminService({
  now = () => new Date(),
  ...options
}: AdminServiceOptions): AdminGateway {
  const authentication = createAuthentication({ ...options, now });
  return {
    forClient: (clientIp) => ({
      ...authentication.forClient(clientIp),
      ...createInbox({ ...options, now }, clientIp),
      ...createReplyWork({ ...options, now }, clientIp),
      ...createPrivacy({ ...options, now }, clientIp),
      ...createOpenings({ ...options, now }, clientIp),
      ...createApplications({ ...options, now }, clientIp),
    }),
  };
}
