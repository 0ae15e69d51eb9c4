/**
 * A booking's mails to the visitor, sent by the outbox: the confirmation, each move and the
 * cancellation, each the version of the invitation its topic names (`<booking id>:<SEQUENCE>`).
 * The time in their zone with the office's beside it (the same words as the page), a link to the
 * booking's page to move or cancel it, and the calendar invitation as the message's
 * `text/calendar; method=…` part (nodemailer's `icalEvent`), whose METHOD it matches: REQUEST
 * while the booking stands, CANCEL once it is cancelled. And the reminders before the meeting
 * (`<booking id>:<SEQUENCE>:reminder:<hours>:<visitor|consultant>`), to the visitor with the
 * link, to the consultant with the time in the office's zone and a link to the enquiry.
 */
import { displayNameOf } from "#shared/accounts/display-name.ts";
import { BOOK_PATH, managePath } from "#shared/booking/contract.ts";
import type { EventType } from "#shared/booking/settings.ts";
import { CAREER_PATH } from "#shared/site/sitemap-paths.ts";
import { slotLine, slotTimes } from "#shared/booking/zones.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { inboxEnquiryPath } from "#shared/enquiries/inbox-links.ts";
import { aboutEnquiry } from "#server/enquiries/senders.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import type { Delivery } from "#server/outbox/deliveries.ts";
import type { Senders } from "#server/outbox/notifier.ts";
import type { OutboxSettings, Transports } from "#server/outbox/transports.ts";
import { siteFacts } from "#server/site/facts.ts";
import type { Database } from "#server/store/database.ts";
import { scorecardPath } from "#shared/hiring/scorecards.ts";
import { hasScorecard } from "#server/hiring/scorecards-store.ts";
import { invitationText } from "./invitation.ts";
import type { BookingSetup } from "./settings.ts";
import { readBookingTopic, type BookingMailTopic, type Reminded } from "./reminders.ts";
import { consultantOf, findBooking, isActive, issueManageToken, type Booking } from "./store.ts";

/** The address part of "Name <address>", or the text itself. */
const addressIn = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

function officeAddress(): string {
  const { street, city, region, postalCode, country } = siteFacts.address;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
}

/**
 * The booking page's link a mail carries: its manage page, or where to start again (/book for a
 * consultation, the career page for an interview day).
 */
function manageLink(siteUrl: string, token: string | undefined, eventType: EventType): string {
  const again = eventType === "interview" ? CAREER_PATH : BOOK_PATH;
  return new URL(token ? managePath(token) : again, siteUrl).href;
}

export function bookingSenders({
  settings,
  transports: { mail: transport, messageIdOf },
  db,
  setup,
  now = () => new Date(),
}: {
  readonly settings: OutboxSettings;
  readonly transports: Transports;
  readonly db: Database;
  readonly setup: BookingSetup;
  readonly now?: () => Date;
}): Senders {
  if (!transport) return {};
  const mail = transport;
  const place = officeAddress();

  /** The booking's own page, by a fresh link for this version of it. */
  async function pageLink(booking: Booking, sequence: number): Promise<string> {
    return manageLink(
      settings.siteUrl,
      await issueManageToken(db, booking.id, sequence, now()),
      booking.eventType,
    );
  }

  async function sendInvitation(
    enquiry: Enquiry,
    delivery: Delivery,
    booking: Booking,
    sequence: number,
  ): Promise<void> {
    // A later version was queued since: it alone tells the calendar where the meeting stands.
    if (sequence < booking.sequence) return;
    const emails = setup.emails[booking.eventType];
    const cancelled = booking.state === "cancelled";
    const words = cancelled
      ? emails.cancelled
      : sequence === 0
        ? emails.confirmation
        : emails.rescheduled;
    const consultant = booking.consultantId
      ? await consultantOf(db, booking.consultantId)
      : undefined;
    const officeZone = setup.rules[booking.eventType].timeZone;
    const time = slotLine(slotTimes(booking.startsAt, booking.visitorZone, officeZone));
    const name = enquiry.fields.name ?? "";
    const email = enquiry.fields.email ?? "";
    const organizerEmail = consultant?.email ?? addressIn(settings.notifyEmailFrom);
    const method = cancelled ? "CANCEL" : "REQUEST";
    const invitation = invitationText({
      method,
      bookingId: booking.id,
      siteHost: new URL(settings.siteUrl).hostname,
      sequence,
      start: booking.startsAt,
      end: booking.endsAt,
      stamp: now(),
      summary: emails.confirmation.summary,
      description: time,
      location: place,
      organizer: {
        name: consultant ? displayNameOf(consultant) : siteFacts.company,
        email: organizerEmail,
      },
      attendee: { name, email },
      company: siteFacts.company,
    });
    // The team's reason for a cancellation, as a paragraph of its own; none for the visitor's own.
    const reason =
      cancelled && booking.cancelReason
        ? `\n\n${fillIn(emails.cancelled.reason, { reason: booking.cancelReason })}`
        : "";
    // A cancelled booking has no page to change it: its mail offers /book instead.
    const link = cancelled
      ? manageLink(settings.siteUrl, undefined, booking.eventType)
      : await pageLink(booking, sequence);
    await mail.sendMail({
      from: settings.notifyEmailFrom,
      to: email,
      replyTo: organizerEmail,
      messageId: messageIdOf(delivery.id),
      headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
      subject: words.subject,
      text: fillIn(words.body, { name, time, place, link, reason }),
      icalEvent: { method, filename: "invitation.ics", content: invitation },
    });
  }

  async function sendReminder(
    enquiry: Enquiry,
    delivery: Delivery,
    booking: Booking,
    topic: BookingMailTopic & { reminder: { to: Reminded } },
  ): Promise<void> {
    // Planned for a time the meeting no longer has, it no longer stands, or it has begun (the
    // outbox was held up): nothing to remind of.
    const stale = topic.sequence !== booking.sequence || !isActive(booking.state);
    if (stale || now().getTime() >= booking.startsAt.getTime()) return;
    const emails = setup.emails[booking.eventType];
    const officeZone = setup.rules[booking.eventType].timeZone;
    const name = enquiry.fields.name ?? "";
    const headers = { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" };
    if (topic.reminder.to === "visitor") {
      const time = slotLine(slotTimes(booking.startsAt, booking.visitorZone, officeZone));
      const link = await pageLink(booking, booking.sequence);
      await mail.sendMail({
        from: settings.notifyEmailFrom,
        to: enquiry.fields.email ?? "",
        messageId: messageIdOf(delivery.id),
        headers,
        subject: emails.reminder.subject,
        text: fillIn(emails.reminder.body, { name, time, place, link }),
      });
      return;
    }
    const consultant = booking.consultantId
      ? await consultantOf(db, booking.consultantId)
      : undefined;
    // Its consultant's account was removed: the agenda shows it unassigned.
    if (!consultant) return;
    const time = slotLine(slotTimes(booking.startsAt, officeZone, officeZone));
    const link = new URL(inboxEnquiryPath(enquiry.id), settings.siteUrl).href;
    await mail.sendMail({
      from: settings.notifyEmailFrom,
      to: consultant.email,
      messageId: messageIdOf(delivery.id),
      headers,
      subject: fillIn(emails.consultantReminder.subject, { name }),
      text: fillIn(emails.consultantReminder.body, { name, time, place, link }),
    });
  }

  /**
   * After an interview day, to its interviewer while their scorecard is missing. Planned for a
   * time the day no longer has (moved: planned again), cancelled, a no-show, or the scorecard
   * submitted since: nothing to remind of.
   */
  async function sendScorecardReminder(
    enquiry: Enquiry,
    delivery: Delivery,
    booking: Booking,
    sequence: number,
  ): Promise<void> {
    const stands = booking.state !== "cancelled" && booking.state !== "no_show";
    if (sequence !== booking.sequence || !stands || !booking.consultantId) return;
    if (await hasScorecard(db, booking.id, booking.consultantId)) return;
    const interviewer = await consultantOf(db, booking.consultantId);
    if (!interviewer) return;
    const words = setup.emails.interview.scorecardReminder;
    const officeZone = setup.rules.interview.timeZone;
    const name = enquiry.fields.name ?? "";
    await mail.sendMail({
      from: settings.notifyEmailFrom,
      to: interviewer.email,
      messageId: messageIdOf(delivery.id),
      headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
      subject: fillIn(words.subject, { name }),
      text: fillIn(words.body, {
        name,
        time: slotLine(slotTimes(booking.startsAt, officeZone, officeZone)),
        link: new URL(scorecardPath(booking.id), settings.siteUrl).href,
      }),
    });
  }

  return {
    booking: aboutEnquiry(db, async (enquiry, delivery) => {
      const topic = readBookingTopic(delivery.topic);
      const booking = await findBooking(db, topic.bookingId);
      if (!booking) throw new Error("The booking is gone");
      if (topic.scorecard) {
        await sendScorecardReminder(enquiry, delivery, booking, topic.sequence);
      } else if (topic.reminder) {
        await sendReminder(enquiry, delivery, booking, { ...topic, reminder: topic.reminder });
      } else {
        await sendInvitation(enquiry, delivery, booking, topic.sequence);
      }
    }),
  };
}
