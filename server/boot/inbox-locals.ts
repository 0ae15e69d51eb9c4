/**
 * The team's inbox as the pages get it: each feature's contract built on its own (who may sign
 * in, the enquiries, the replies, hiring, a person's data), bound to the request's client
 * address. Part of the composition: `start-server.ts` hands it to the HTTP app.
 */
import type { InboxLocals } from "#shared/locals/site-locals.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import {
  createAuthentication,
  type AuthenticationOptions,
} from "#server/accounts/authentication.ts";
import { createApplications } from "#server/hiring/applications.ts";
import { createInbox } from "#server/inbox/service.ts";
import { createOpenings } from "#server/hiring/openings.ts";
import { createScorecards } from "#server/hiring/scorecards.ts";
import { createPrivacy } from "#server/privacy/service.ts";
import { createReplyWork } from "#server/replies/service.ts";
import { createPeople } from "#server/people/service.ts";
import { createAgenda } from "#server/booking/agenda.ts";
import { createCalendarFeeds } from "#server/booking/feed.ts";
import { readBookingSetup, type BookingSetup } from "#server/booking/settings.ts";
import { createStaffBookingActions } from "#server/booking/staff.ts";
import type { BusyTimes } from "#server/booking/busy-feed.ts";
import { siteFacts } from "#server/site/facts.ts";
import type { PeopleMail } from "#server/people/mails.ts";
import type { ReplyClock } from "#server/reply-promise/clock.ts";
import type { AcknowledgementLimit } from "#server/enquiries/acknowledgement-limit.ts";

export interface InboxLocalsOptions extends Omit<AuthenticationOptions, "now"> {
  /** Called after a delivery was made due again: wakes the notifier. */
  readonly onDeliveryDue?: () => void;
  /** The team's channels the notifier can send (replies, assignment notices). */
  readonly teamChannels?: readonly DeliveryChannel[];
  /** The reply promise in hours, which the report measures against. */
  readonly promiseHours?: number;
  /** Told of each first answer, in seconds after the enquiry arrived (the metrics). */
  readonly onFirstAnswer?: (seconds: number) => void;
  /** The server reads the team mailbox: customers' answers come back to the inbox. */
  readonly readsAnswers?: boolean;
  /** The channels an enquiry taken out of spam is delivered on. */
  readonly channels?: readonly DeliveryChannel[];
  /** Gives an enquiry taken out of spam its due time. */
  readonly replyClock?: ReplyClock;
  /** One acknowledgement per address and hour, for enquiries taken out of spam as for new ones. */
  readonly acknowledgements?: AcknowledgementLimit;
  /** How the invitations and forgotten passwords' links are mailed. */
  readonly peopleMail?: PeopleMail;
  /** SITE_URL: where the links in those mails lead. */
  readonly siteUrl: string;
  /** The booking rules and words (app/content/booking.yaml); read from the file when absent. */
  readonly booking?: BookingSetup;
  /** The team calendar's busy times (BOOKING_BUSY_ICS_URL), in the way of the team's moves. */
  readonly busyTimes?: BusyTimes;
  /** How many days a candidate's interview link books (booking.yaml). */
  readonly interviewLinkDays?: number;
  readonly now?: () => Date;
}

/** The inbox's contracts for one request, bound to its client's address. */
export type InboxGateway = (clientIp: string) => InboxLocals;

export function createInboxLocals({
  now = () => new Date(),
  ...options
}: InboxLocalsOptions): InboxGateway {
  const authentication = createAuthentication({ ...options, now });
  const people = createPeople({
    ...options,
    peopleMail: options.peopleMail ?? { mail: undefined, from: "" },
    now,
  });
  const agenda = createAgenda({
    db: options.db,
    timeZone: siteFacts.timeZone,
    feeds: createCalendarFeeds({
      db: options.db,
      siteUrl: options.siteUrl,
      company: siteFacts.company,
      now,
    }),
    now,
  });
  const bookingSetup = options.booking ?? readBookingSetup();
  return (clientIp) => ({
    accounts: authentication.forClient(clientIp),
    inbox: createInbox({ ...options, now }, clientIp),
    replies: createReplyWork({ ...options, now }, clientIp),
    hiring: {
      ...createOpenings({ ...options, now }, clientIp),
      ...createApplications({ ...options, now }, clientIp),
      ...createScorecards({ ...options, now }, clientIp),
    },
    privacy: createPrivacy({ ...options, now }, clientIp),
    people: people.forClient(clientIp),
    agenda: agenda.forClient(clientIp),
    bookings: createStaffBookingActions({
      db: options.db,
      setup: bookingSetup,
      clientAddress: clientIp,
      busyTimes: options.busyTimes,
      now,
      onQueued: options.onDeliveryDue,
    }),
  });
}
