/** The invitation's life cycle, read back by a parser we did not write (ical.js). */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { invitationText, type InvitationDetails } from "./invitation.ts";

const ist = (local: string) => new Date(`${local}+05:30`);

const first: InvitationDetails = {
  method: "REQUEST",
  bookingId: "3f0c6a52-1d4e-4b8e-9a57-5b8c1f1d2e3a",
  siteHost: "malwasoftworks.example",
  sequence: 0,
  start: ist("2027-01-11T10:00"),
  end: ist("2027-01-11T10:30"),
  stamp: new Date("2027-01-04T06:00:00Z"),
  summary: "Free consultation with Malwa Softworks",
  // A long description in Devanagari: folding by characters would split its letters' bytes.
  description: `${"नमस्ते, हम आपके प्रोजेक्ट के बारे में बात करेंगे। ".repeat(4)}Sunday 10 January 2027, 23:30 Eastern Standard Time (Monday 11 January 2027, 10:00 India Standard Time)`,
  location: "https://meet.example/malwa-consultation",
  organizer: { name: "Ananya Rathore", email: "ananya@malwasoftworks.example" },
  attendee: { name: "अनन्या शर्मा", email: "anya@example.com" },
  company: "Malwa Softworks",
};

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: event.component.getFirstPropertyValue("status"),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    startIsUtc: event.startDate.zone?.tzid === "UTC",
    stamp: event.component.getFirstPropertyValue("dtstamp"),
    organizer: String(event.component.getFirstPropertyValue("organizer")).toLowerCase(),
    attendee: String(event.component.getFirstPropertyValue("attendee")).toLowerCase(),
    description: event.description,
  };
}

const longestLineOctets = (text: string) =>
  Math.max(...text.split("\r\n").map((line) => Buffer.byteLength(line, "utf8")));

describe("the invitation", () => {
  it("is a REQUEST with a stable UID, the organizer, the attendee and UTC times", () => {
    const text = invitationText(first);
    const event = parsed(text);
    expect(event).toMatchObject({
      method: "REQUEST",
      uid: `${first.bookingId}@malwasoftworks.example`,
      sequence: 0,
      status: "CONFIRMED",
      startIsUtc: true,
      organizer: "mailto:ananya@malwasoftworks.example",
      attendee: "mailto:anya@example.com",
      description: first.description,
    });
    expect(event.start).toEqual(first.start);
    expect(event.end).toEqual(first.end);
    expect(event.stamp).toBeTruthy();
    expect(text).toMatch(/^DTSTART:20270111T043000Z\r$/m);
    expect(longestLineOctets(text)).toBeLessThanOrEqual(75);
  });

  it("keeps its UID through two reschedules (SEQUENCE 1, 2) and a cancellation (SEQUENCE 3)", () => {
    const versions = [
      invitationText({
        ...first,
        sequence: 1,
        start: ist("2027-01-12T11:00"),
        end: ist("2027-01-12T11:30"),
      }),
      invitationText({
        ...first,
        sequence: 2,
        start: ist("2027-01-13T12:00"),
        end: ist("2027-01-13T12:30"),
      }),
      invitationText({
        ...first,
        method: "CANCEL",
        sequence: 3,
        start: ist("2027-01-13T12:00"),
        end: ist("2027-01-13T12:30"),
      }),
    ].map((text) => ({ text, event: parsed(text) }));
    expect(versions.map(({ event }) => [event.method, event.sequence, event.status])).toEqual([
      ["REQUEST", 1, "CONFIRMED"],
      ["REQUEST", 2, "CONFIRMED"],
      ["CANCEL", 3, "CANCELLED"],
    ]);
    expect(new Set(versions.map(({ event }) => event.uid))).toEqual(
      new Set([`${first.bookingId}@malwasoftworks.example`]),
    );
    expect(versions[1]!.event.start).toEqual(ist("2027-01-13T12:00"));
    for (const { text } of versions) expect(longestLineOctets(text)).toBeLessThanOrEqual(75);
  });
});
