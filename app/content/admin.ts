/** Every text of the team's inbox at /admin. */
import type { DeliveryChannel, EnquiryStatus } from "../../shared/admin-service";
import type { EnquiryKind } from "../../shared/enquiry-kinds";

export const adminTitles = {
  signIn: "Sign in | Inbox",
  inbox: "Enquiries | Inbox",
  enquiry: (name: string) => `${name} | Inbox`,
  notFound: "Enquiry not found | Inbox",
  forged: "This form has expired | Inbox",
} as const;

export const adminShellText = {
  product: "Inbox",
  signedInAs: "Signed in as",
  signOut: "Sign out",
  /** The description of every inbox page, and the sign-in page's introduction. */
  description: "Enquiries from the website, for the team only.",
  backToInbox: "Back to the inbox",
} as const;

export const signInText = {
  heading: "Sign in to the inbox",
  email: "E-mail",
  password: "Password",
  submit: "Sign in",
  refused: "That e-mail and password do not match an account. Check both and try again.",
  expired: "This sign-in form had expired. Please enter your e-mail and password again.",
  locked: (minutes: number) =>
    `Too many failed sign-in attempts. For your security, signing in is paused: please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  missing: "Please enter your e-mail and password.",
} as const;

export const kindLabels: Readonly<Record<EnquiryKind, string>> = {
  project: "Project",
  generalEnquiry: "General enquiry",
  jobEnquiry: "Job enquiry",
  consultation: "Consultation",
  contact: "Contact",
};

export const statusLabels: Readonly<Record<EnquiryStatus, string>> = {
  new: "New",
  "in-progress": "In progress",
  handled: "Handled",
  unsuccessful: "Unsuccessful",
  spam: "Spam",
};

export const inboxText = {
  heading: "Enquiries",
  kindsLabel: "Kind of enquiry",
  allKinds: "All",
  filtersHeading: "Filter enquiries",
  search: "Search",
  searchHint: "Name, e-mail, company or any text of the enquiry",
  status: "Status",
  anyStatus: "Any status",
  from: "Received from",
  to: "Received until",
  apply: "Apply filters",
  clear: "Clear filters",
  export: "Export CSV",
  exportHint: "All enquiries matching these filters, as a spreadsheet file",
  results: (first: number, last: number, total: number) =>
    total === 0 ? "No enquiries match" : `Showing ${first}–${last} of ${total}`,
  empty: "No enquiries match these filters.",
  emptyAll: "No enquiries yet. They appear here as soon as a visitor sends a form.",
  noName: "(no name)",
  deliveryFailed: "Delivery failed",
  received: "Received",
  pagination: "Pages",
  previous: "Previous page",
  next: "Next page",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export const enquiryText = {
  back: "All enquiries",
  received: "Received",
  id: "Reference",
  detailsHeading: "What they sent",
  spamNotice:
    "The form's hidden bot trap was filled in, so this enquiry was stored as spam and never sent to the team.",
  statusHeading: "Status",
  statusLabel: "Status",
  statusSubmit: "Update status",
  statusSaved: (label: string) => `Status set to ${label}.`,
  historyHeading: "History",
  historyEmpty: "The status has not been changed yet.",
  historyEntry: (from: string, to: string) => `${from} → ${to}`,
  by: "by",
  noteHeading: "Private note",
  noteLabel: "Note for the team",
  noteHint: "Only the team sees this note; the visitor never does.",
  noteSubmit: "Save note",
  noteSaved: "Note saved.",
  noteTooLong: (max: number) => `Please keep the note under ${max} characters.`,
  noteUpdated: "Last saved",
  deliveryHeading: "Delivery",
  deliveryNone: "Nothing was queued: e-mail and webhook delivery were off when this arrived.",
  deliverySpam: "Spam is never sent.",
  sent: "Sent",
  pending: "Pending",
  failed: "Failed",
  sentAt: "Sent",
  nextTry: "Next try",
  attempts: "Tries",
  lastError: "Last error",
  retry: "Retry delivery",
  retried: (channel: string) => `${channel}: due now. The notifier tries it within seconds.`,
  notRetried: "That delivery was already sent or is being sent right now.",
  notFoundHeading: "Enquiry not found",
  notFoundBody: "There is no enquiry with this reference. It may have been mistyped.",
} as const;

export const channelLabels: Readonly<Record<DeliveryChannel, string>> = {
  email: "E-mail to the team",
  webhook: "Webhook",
  autoreply: "Acknowledgement to the sender",
};

/** The refusal a POST without the session's own token (or with a form the inbox never shows) gets. */
export const forgedPostText = {
  heading: "This form has expired",
  body: "The page was open too long or came from elsewhere. Go back, reload the page and try again.",
} as const;

/** The CSV columns that are not enquiry fields; those are labelled in shared/fields.ts. */
export const csvColumns = {
  id: "Reference",
  received: (timeZone: string) => `Received (${timeZone})`,
  kind: "Kind",
  status: "Status",
  note: "Private note",
} as const;
