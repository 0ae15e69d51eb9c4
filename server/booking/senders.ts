/**
 * A booking's mail to the visitor, sent by the outbox: the time in their zone with the office's
 * beside it (the same words as the page), and the calendar invitation as the message's
 * `text/calendar; method=…` part (nodemailer's `icalEvent`), whose METHOD it matches.
 */
import { displayNameOf } from "#shared/accounts/display-name.ts";
import { slotLine, slotTimes } from "#shared/booking/zones.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { aboutEnquiry } from "#server/enquiries/senders.ts";
import type { Senders } from "#server/outbox/notifier.ts";
import type { OutboxSettings, Transports } from "#server/outbox/transports.ts";
import { siteFacts } from "#server/site/facts.ts";
import type { Database } from "#server/store/database.ts";
import { invitationText } from "./invitation.ts";
import type { BookingSetup } from "./settings.ts";
import { consultantOf, findBooking } from "./store.ts";

/** The address part of "Name <address>", or the text itself. */
const addressIn = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

function officeAddress(): string {
  const { street, city, region, postalCode, country } = siteFacts.address;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
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
  const words = setup.emails.confirmation;
  return {
    booking: aboutEnquiry(db, async (enquiry, delivery) => {
      const [bookingId = "", sequence = "0"] = delivery.topic.split(":");
      const booking = await findBooking(db, bookingId);
      if (!booking) throw new Error("The booking is gone");
      const consultant = booking.consultantId
        ? await consultantOf(db, booking.consultantId)
        : undefined;
      const officeZone = setup.rules[booking.eventType].timeZone;
      const time = slotLine(slotTimes(booking.startsAt, booking.visitorZone, officeZone));
      const place = officeAddress();
      const name = enquiry.fields.name ?? "";
      const email = enquiry.fields.email ?? "";
      const organizerEmail = consultant?.email ?? addressIn(settings.notifyEmailFrom);
      const invitation = invitationText({
        method: "REQUEST",
        bookingId: booking.id,
        siteHost: new URL(settings.siteUrl).hostname,
        sequence: Number(sequence),
        start: booking.startsAt,
        end: booking.endsAt,
        stamp: now(),
        summary: words.summary,
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
        text: fillIn(words.body, { name, time, place }),
        icalEvent: { method: "REQUEST", filename: "invitation.ics", content: invitation },
      });
    }),
  };
}
