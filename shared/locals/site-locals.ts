import type { InterviewBooking } from "#shared/booking/interview.ts";
import type { AdminAuthentication } from "#shared/accounts/contract.ts";
import type { AdminAgenda, AdminBookings } from "#shared/booking/agenda.ts";
import type { BookingDesk, BookingLinks } from "#shared/booking/contract.ts";
import type { ConsentChoiceService } from "#shared/privacy/choices.ts";
import type { EnquiryService } from "#shared/enquiries/service.ts";
import type { AdminHiring } from "#shared/hiring/contract.ts";
import type { AdminInbox } from "#shared/inbox/contract.ts";
import type { OpeningsDirectory } from "#shared/hiring/openings.ts";
import type { AdminPrivacy } from "#shared/privacy/contract.ts";
import type { AdminReplyWork } from "#shared/replies/contract.ts";
import type { AccountDoors, AdminPeople } from "#shared/people/contract.ts";

/**
 * The team's inbox, one contract per feature, each bound to the request's client address (the
 * sign-in throttle and the audit log need it). A screen takes only the contracts it uses.
 */
export interface InboxLocals {
  readonly accounts: AdminAuthentication;
  readonly inbox: AdminInbox;
  readonly replies: AdminReplyWork;
  readonly hiring: AdminHiring;
  readonly privacy: AdminPrivacy;
  /** The people screen, and the invitation's and forgotten password's links. */
  readonly people: AdminPeople & AccountDoors;
  /** The bookings of the consultations: the agenda. */
  readonly agenda: AdminAgenda;
  /** The team's changes of a booking: cancel, move, held, no-show. */
  readonly bookings: AdminBookings;
}

export type InboxFeature = keyof InboxLocals;

/**
 * What the server hands to the pages Astro renders on request (`Astro.locals`): the services
 * behind the forms, so pages never import server code. The inbox's contracts are absent only in
 * tests of the enquiry service alone.
 */
export interface SiteLocals extends Partial<InboxLocals> {
  readonly enquiries: EnquiryService;
  /** The page a person's signed link opens: withdraw updates, ask for erasure. */
  readonly consent?: ConsentChoiceService;
  /** The job openings the team publishes (the career pages and the sitemap read them). */
  readonly openings?: OpeningsDirectory;
  /** The free consultation's times (/book). */
  readonly booking?: BookingDesk;
  /** A booking's own page, opened by the link in its e-mails (/book/manage/<token>). */
  readonly bookingLinks?: BookingLinks;
  /** A candidate's interview day, booked by their personal link (/interview/<token>). */
  readonly interviewBooking?: InterviewBooking;
  /**
   * The page's form was posted without JavaScript with a file over its limit: the server dropped
   * the file and hands on the other fields, for the form to come back with the file's message.
   */
  readonly fileTooLarge?: true;
}

/**
 * A page posted as a form without JavaScript is rendered on request at this prefix plus its own
 * path (`/contact` → `/form-post/contact`); the server rewrites such posts there, and refuses the
 * prefix from outside.
 */
export const FORM_POST_PREFIX = "/form-post";

/** The pages whose enquiry form posts to the page itself: the only pages that answer a POST. */
export const PAGES_WITH_FORMS = ["/", "/contact", "/start-project"] as const;
export type PageWithForm = (typeof PAGES_WITH_FORMS)[number];
