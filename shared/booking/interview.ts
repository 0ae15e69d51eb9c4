/**
 * What a candidate's interview link opens (`/interview/<token>`, `Astro.locals.interviewBooking`):
 * the free interview times by their day, as /book shows a consultation's; the booked time; or,
 * for a link that is spent, expired or unknown, a page that says so and how to ask for a new one.
 */
import type { BookingCalendarView, SlotView } from "./contract.ts";

export type InterviewView =
  | { readonly kind: "unknown" | "expired" }
  /** The link booked its interview already; `line` its time while it stands. */
  | { readonly kind: "used"; readonly line: string | undefined }
  | { readonly kind: "booked"; readonly line: string }
  | {
      readonly kind: "open";
      readonly name: string;
      readonly position: string;
      readonly calendar: BookingCalendarView;
      /** Why the time just chosen was refused; the nearest free times follow. */
      readonly refused: string | undefined;
      readonly nearest: readonly SlotView[];
    };

export interface InterviewBooking {
  /** What the link shows; changes nothing. */
  show(token: string, zone: string | null | undefined): Promise<InterviewView>;
  /** Books the interview at `start`, for the page's POST. */
  book(
    token: string,
    request: { readonly start: string | undefined; readonly zone: string | null | undefined },
  ): Promise<InterviewView>;
}
