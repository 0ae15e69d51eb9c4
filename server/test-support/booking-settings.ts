/**
 * Booking settings for tests, apart from the content file (which the team edits): a 30-minute
 * consultation on weekdays 10:00–18:00 in Indore, 4 hours' notice, 21 days ahead, a 15-minute
 * buffer, 6 a day; one-letter words.
 */
import { bookingSettingsSchema } from "#shared/booking/settings.ts";

const testEmails = {
  confirmation: { subject: "s", summary: "m", body: "{time} {link}" },
  rescheduled: { subject: "s", body: "{time} {link}" },
  cancelled: { subject: "s", reason: "{reason}", body: "{time}{reason}" },
  reminder: { subject: "s", body: "{time} {link}" },
  consultantReminder: { subject: "s", body: "{time} {link}" },
};

const consultationSettings = {
  lengthMinutes: 30,
  weeklyHours: [{ days: "Monday – Friday", time: "10:00 AM – 6:00 PM" }],
  minimumNoticeHours: 4,
  horizonDays: 21,
  bufferMinutes: 15,
  dailyCap: 6,
  changesCloseHours: 2,
  reminderHours: [24, 1],
};

export const testBookingSettings = bookingSettingsSchema.parse({
  eventTypes: {
    consultation: consultationSettings,
    interview: consultationSettings,
  },
  refused: { notice: "n", horizon: "h", closed: "c", taken: "t", cap: "d" },
  emails: testEmails,
  interviewEmails: { ...testEmails, scorecardReminder: { subject: "s", body: "{time} {link}" } },
});
