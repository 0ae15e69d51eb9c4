import * as z from "zod";
import { slottedText } from "#shared/site/slots.ts";
import { seo, text } from "./common.ts";

/** A booking's own page, which the link in its e-mails opens ("{time}": the meeting's time). */
const manageWords = z.strictObject({
  title: text,
  heading: text,
  current: slottedText(["time"], ["time"]),
  rescheduleHeading: text,
  rescheduleButton: text,
  cancelHeading: text,
  cancelLead: text,
  cancelButton: text,
  /** A link no e-mail carried, or one from before a change. */
  unknownHeading: text,
  unknownBody: text,
  /** Too close to the meeting to change it online: how to reach the team. */
  tooLateHeading: text,
  tooLateBody: slottedText(["time"], ["time"]),
  /** Held, missed, or past. */
  overHeading: text,
  overBody: slottedText(["time"], ["time"]),
  rescheduledHeading: text,
  rescheduledBody: slottedText(["time"], ["time"]),
  cancelledHeading: text,
  cancelledBody: slottedText(["time"], ["time"]),
  bookAgain: text,
});

/** app/content/pages/book.yaml: the words of /book, where a visitor books a free consultation. */
export const bookSchema = z.strictObject({
  seo,
  heading: text,
  lead: text,
  /** The zone switch: its label, its button, and the line saying which zone the times are in. */
  zoneLabel: text,
  zoneButton: text,
  /** "{zone}" is the zone's name, "{office}" the office's. */
  shownIn: slottedText(["zone", "office"], ["zone"]),
  /** The legend of the times; "(office {time})" follows a time when the zones differ. */
  slotsLegend: text,
  officeTime: slottedText(["time"], ["time"]),
  noSlots: text,
  /** The form was sent without a time. */
  slotMissing: text,
  /** Above the nearest free times after a refused one. */
  nearestHeading: text,
  detailsHeading: text,
  /** After booking: "{time}" is the meeting's time in words. */
  bookedHeading: text,
  bookedBody: slottedText(["time"], ["time"]),
  /** A booking's own page, which the link in its e-mails opens ("{time}": the meeting's time). */
  manage: manageWords,
  /** The same page for a candidate's interview day (its link comes in the interview's e-mails). */
  manageInterview: manageWords,
  /**
   * A candidate's interview day, booked by the personal link in their e-mail (/interview/<token>):
   * "{name}" is the candidate's first name, "{position}" the opening's title, "{time}" the booked
   * time. A spent, expired or unknown link says so and offers to ask for a new one by e-mail.
   */
  interview: z.strictObject({
    title: text,
    heading: text,
    lead: slottedText(["name", "position"]),
    slotsLegend: text,
    bookButton: text,
    bookedHeading: text,
    bookedBody: slottedText(["time"], ["time"]),
    usedHeading: text,
    usedBody: text,
    usedTime: slottedText(["time"], ["time"]),
    expiredHeading: text,
    expiredBody: text,
    unknownHeading: text,
    unknownBody: text,
    askForNew: text,
    /** The subject of the e-mail the button starts, to the careers address. */
    askSubject: text,
  }),
});

export type BookContent = z.output<typeof bookSchema>;
