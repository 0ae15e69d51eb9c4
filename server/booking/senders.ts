/**
 * A booking's mails to the visitor, sent by the outbox: the confirmation, each move and the
 * cancellation, each the version of the invitation its topic names (`<booking id>:<SEQUENCE>`).
 * The time in their zone with the office's beside it (the same words as the page), a link to the
 * booking's page to move or cancel it, and the calendar invitation as the message's
 * `text/calendar; method=…` part (nodemailer's `icalEvent`), whose METHOD it matches: REQUEST
 * while the booking stands, CANCEL once it is cancelled.
 */
import { displayNameOf } from "#shared/accounts/display-name.ts";
import { BOOK_PATH, managePath } from "#shared/booking/contract.ts";
import { slotLine, slotTimes } from "#shared/booking/zones.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { aboutEnquiry } from "#server/enquiries/senders.ts";
import type { Senders } from "#server/outbox/notifier.ts";
import type { OutboxSettings, Transports } from "#server/outbox/transports.ts";
import { siteFacts } from "#server/site/facts.ts";
import type { Database } from "#server/store/database.ts";
import { invitationText } from "./invitation.ts";
import type { BookingSetup } from "./settings.ts";
import { consultantOf, findBooking, issueManageToken } from "./store.ts";

/** The address part of "Name <address>", or the text itself. */
const addressIn = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

function officeAddress(): string {
  const { street, city, region, postalCode, country } = siteFacts.address;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
}

/** The booking page's link a mail carries: its manage page, or /book to book another time. */
function manageLink(siteUrl: string, token: string | undefined): string {
  return new URL(token ? managePath(token) : BOOK_PATH, siteUrl).href;
}

export function bookingSenders({
  settings,
  transports: { mail, messageIdOf },
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
  if (!mail) return {};
  const { emails } = setup;
  return {
    booking: aboutEnquiry(db, async (enquiry, delivery) => {
      const [bookingId = "", version = "0"] = delivery.topic.split(":");
      const sequence = Number(version);
      const booking = await findBooking(db, bookingId);
      if (!booking) throw new Error("The booking is gone");
      // A later version was queued since: it alone tells the calendar where the meeting stands.
      if (sequence < booking.sequence) return;
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
      const place = officeAddress();
      const name = enquiry.fields.name ?? "";
      const email = enquiry.fields.email ?? "";
      const organizerEmail = consultant?.email ?? addressIn(settings.notifyEmailFrom);
      // Each mail of a standing booking carries a fresh link for this version of it.
      const token = cancelled ? undefined : await issueManageToken(db, booking.id, sequence, now());
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
      await mail.sendMail({
        from: settings.notifyEmailFrom,
        to: email,
        replyTo: organizerEmail,
        messageId: messageIdOf(delivery.id),
        headers: { "X-Enquiry-Id": enquiry.id, "Auto-Submitted": "auto-generated" },
        subject: words.subject,
        text: fillIn(words.body, {
          name,
          time,
          place,
          link: manageLink(settings.siteUrl, token),
        }),
        icalEvent: { method, filename: "invitation.ics", content: invitation },
      });
    }),
  };
}
