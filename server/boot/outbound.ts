/**
 * What the notifier sends through: each feature's senders over the shared transports (the
 * enquiry's notification, acknowledgement and webhook; the team's replies, assignment notices,
 * reminders, the daily digest of held spam and mentions in notes), and the alert of a delivery
 * given up on.
 */
import { enquiryFailureAlert, enquirySenders } from "#server/enquiries/senders.ts";
import type { AlertFailure, Send, Senders } from "#server/outbox/notifier.ts";
import {
  createTransports,
  type MailSender,
  type OutboxSettings,
} from "#server/outbox/transports.ts";
import { noteSenders } from "#server/inbox/senders.ts";
import { bookingSenders } from "#server/booking/senders.ts";
import type { BookingSetup } from "#server/booking/settings.ts";
import { replySenders } from "#server/replies/senders.ts";
import { reminderSenders } from "#server/reply-promise/senders.ts";
import type { Database } from "#server/store/database.ts";
import { SPAM_DIGEST_PREFIX, spamDigestSender } from "#server/spam/digest.ts";

/**
 * The `reminder` channel carries the team's timed mails: the reminders' digests and escalations,
 * and the daily digest of held spam, told apart by topic.
 */
function timedTeamMails(reminders: Senders, spamDigest: Send | undefined): Senders {
  const remind = reminders.reminder;
  if (!remind || !spamDigest) return reminders;
  return {
    ...reminders,
    reminder: (delivery) =>
      delivery.topic.startsWith(SPAM_DIGEST_PREFIX) ? spamDigest(delivery) : remind(delivery),
  };
}

export function createOutbound(
  settings: OutboxSettings,
  {
    db,
    now = () => new Date(),
    team = false,
    consentLinkFor,
    booking,
  }: {
    readonly db: Database;
    readonly now?: () => Date;
    /** The team's own mails too: replies, assignment notices, reminders. */
    readonly team?: boolean;
    /**
     * The signed link to the person's consent page that each acknowledgement and reply carries;
     * without it they name the privacy policy's address instead.
     */
    readonly consentLinkFor?: (enquiryId: string) => string;
    /** The booking settings: with them, a booked meeting's mail and invitation. */
    readonly booking?: BookingSetup;
  },
): {
  readonly senders: Senders;
  readonly alertFailure: AlertFailure | undefined;
  /** The SMTP transport, for the mails that are no enquiry's (an invitation to the inbox). */
  readonly mail: MailSender | undefined;
} {
  const transports = createTransports(settings);
  const shared = { settings, transports, db };
  return {
    senders: {
      ...enquirySenders({ ...shared, consentLinkFor }),
      ...(team ? replySenders({ ...shared, consentLinkFor, now }) : {}),
      ...(team
        ? timedTeamMails(reminderSenders({ ...shared, now }), spamDigestSender(shared))
        : {}),
      ...(team ? noteSenders(shared) : {}),
      ...(booking ? bookingSenders({ ...shared, setup: booking, now }) : {}),
    },
    alertFailure: enquiryFailureAlert(shared),
    mail: transports.mail,
  };
}
