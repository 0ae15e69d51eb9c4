/** Every text of the team's inbox at /admin. */
import type { EnquiryStatus } from "#shared/enquiries/status.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import type { AuditAction } from "#shared/audit/log.ts";
import type { ConsentPurpose } from "#shared/consent/receipts.ts";
import {
  INVITATION_LIFETIME_HOURS,
  PASSWORD_RESET_LIFETIME_MINUTES,
  type PersonState,
} from "#shared/people/contract.ts";
import type { AdminRole } from "#shared/accounts/contract.ts";

export const adminTitles = {
  signIn: "Sign in | Inbox",
  inbox: "Enquiries | Inbox",
  enquiry: (name: string) => `${name} | Inbox`,
  notFound: "Enquiry not found | Inbox",
  forged: "This form has expired | Inbox",
  person: "A person's data | Inbox",
  audit: "Audit log | Inbox",
  savedReplies: "Saved replies | Inbox",
  report: "Report | Inbox",
  privacyRequests: "Privacy requests | Inbox",
  administratorsOnly: "For administrators | Inbox",
  otherRoles: "Not for your role | Inbox",
  openings: "Job openings | Inbox",
  newOpening: "New opening | Inbox",
  opening: (title: string) => `${title} | Inbox`,
  board: (title: string) => `Board: ${title} | Inbox`,
  applications: "Applications | Inbox",
  hiringReport: "Hiring report | Inbox",
  secondStep: "Sign-in code | Inbox",
  enrol: "Set up two-step sign-in | Inbox",
  recoveryCodes: "Your recovery codes | Inbox",
  people: "People | Inbox",
  invitation: "Accept your invitation | Inbox",
  forgotPassword: "Forgot your password | Inbox",
  newPassword: "Choose a new password | Inbox",
  bulk: "Change several enquiries | Inbox",
  agenda: "Agenda | Inbox",
  moveBooking: "Move a booking | Inbox",
  scorecard: (name: string) => `Scorecard: ${name} | Inbox`,
  bookingNotFound: "Booking not found | Inbox",
} as const;

/** The inbox's sections, each shown to the roles that may use it. */
export const adminNavText = {
  label: "Inbox sections",
  enquiries: "Enquiries",
  spam: "Spam",
  openings: "Openings",
  person: "A person's data",
  privacyRequests: "Privacy requests",
  audit: "Audit log",
  savedReplies: "Saved replies",
  report: "Report",
  people: "People",
  agenda: "Agenda",
} as const;

export const otherRolesText = {
  heading: "Not for your role",
  body: "This enquiry belongs to another part of the team: sales work the enquiries, recruiters the job applications and their CVs. An administrator can change your role.",
} as const;

export const administratorsOnlyText = {
  heading: "For administrators only",
  body: "Your account can read and work enquiries. Exporting or erasing a person's data and reading the audit log need an administrator.",
} as const;

export const personText = {
  heading: "A person's data",
  intro:
    "Answer a request under the privacy policy: find everything held about an e-mail address, give the person a copy, or erase it. Every export and erasure is recorded in the audit log.",
  email: "Their e-mail address",
  emailHint: "The address they typed into the website's forms; capitals do not matter.",
  invalidEmail: "Please enter an e-mail address, like name@example.com.",
  exportHeading: "Give them a copy",
  exportBody:
    "Downloads one JSON file with every enquiry from this address: all its fields, deliveries, status history and notes.",
  exportSubmit: "Download their data",
  eraseHeading: "Erase their data",
  eraseBody:
    "Deletes every enquiry from this address with its deliveries, notes and history. It cannot be undone; the audit log keeps only how many were erased.",
  eraseConfirm: "I understand that this deletes their data for good",
  eraseNotConfirmed: "Please tick the box to confirm the erasure.",
  eraseSubmit: "Erase their data",
  erased: (count: number) =>
    count === 0
      ? "Nothing was held about this address; nothing was erased."
      : `Erased ${count} ${count === 1 ? "enquiry" : "enquiries"} from this address.`,
} as const;

export const auditText = {
  heading: "Audit log",
  intro:
    "Every sign-in, view, change, export and erasure in the inbox and by the command line, newest first. Entries cannot be changed or deleted.",
  when: "When",
  who: "Who",
  what: "What",
  about: "About",
  detail: "Detail",
  from: "From",
  commandLine: "—",
  empty: "Nothing has been recorded yet.",
  results: (first: number, last: number, total: number) => `Entries ${first}–${last} of ${total}`,
} as const;

export const auditActionLabels: Readonly<Record<AuditAction, string>> = {
  "signed-in": "Signed in",
  "sign-in-refused": "Sign-in refused",
  "enquiry-viewed": "Viewed an enquiry",
  "status-changed": "Changed a status",
  "note-saved": "Saved a note",
  "delivery-retried": "Retried a delivery",
  "never-sent-delivered": "Sent the enquiries kept while e-mail was off",
  "enquiry-assigned": "Assigned an enquiry",
  "answered-outside": "Recorded an answer outside the inbox",
  "reply-sent": "Sent a reply",
  "saved-reply-changed": "Saved a reply template",
  "saved-reply-deleted": "Deleted a reply template",
  "csv-exported": "Exported the list as CSV",
  "person-exported": "Exported a person's data",
  "person-erased": "Erased a person's data",
  "marketing-withdrawn": "Updates withdrawn by the person",
  "erasure-requested": "Erasure requested by the person",
  "retention-purged": "Deleted expired enquiries",
  "account-created": "Created an account",
  "account-disabled": "Disabled an account",
  "account-enabled": "Enabled an account",
  "account-removed": "Removed an account",
  "password-set": "Replaced a password",
  "two-step-enrolled": "Set up an authenticator app",
  "two-step-reset": "Reset an authenticator app",
  "opening-created": "Created a job opening",
  "opening-saved": "Edited a job opening",
  "opening-state-changed": "Published, closed or reopened a job opening",
  "opening-stages-changed": "Renamed, added, moved or deleted a job opening's stage",
  "cv-downloaded": "Downloaded a CV",
  "attachment-downloaded": "Downloaded a file a customer's mail carried",
  "stage-changed": "Moved an application to another stage",
  "invitation-sent": "Invited a person",
  "invitation-withdrawn": "Withdrew an invitation",
  "invitation-accepted": "Accepted an invitation",
  "role-changed": "Changed a person's role",
  "account-renamed": "Changed a person's name",
  "calendar-feed-made": "Made a new calendar feed address",
  "consultant-changed": "Changed who takes bookings",
  "booking-rescheduled": "Moved a booked meeting",
  "booking-cancelled": "Cancelled a booked meeting",
  "booking-held": "Marked a meeting as held",
  "booking-no-show": "Marked a meeting's visitor as not come",
  "interview-link-offered": "Sent a candidate a link to book their interview day",
  "scorecard-submitted": "Submitted or edited an interview's scorecard",
  "opening-attributes-changed": "Changed what a job opening's interviewers rate",
  "offer-without-scorecards":
    "Moved an application to Offer with scorecards missing, giving a reason",
  "password-reset-requested": "Asked for a new password",
  "password-reset": "Chose a new password by the link",
};

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
  throttled: "Too many sign-in attempts from your network. Please wait a minute and try again.",
} as const;

export const roleLabels: Readonly<Record<AdminRole, string>> = {
  administrator: "Administrator",
  reviewer: "Sales",
  recruiter: "Recruiter",
};

export const peopleText = {
  heading: "People",
  intro: `Who works in the inbox. Invite a colleague by e-mail: they choose a password and set up two-step sign-in from the link, which works once within ${INVITATION_LIFETIME_HOURS} hours. Everything here is in the audit log.`,
  listLabel: "The team",
  columns: {
    person: "Person",
    role: "Role",
    twoStep: "Two-step",
    lastSignIn: "Last sign-in",
    state: "State",
    actions: "Actions",
  },
  states: { invited: "Invited", active: "Active", disabled: "Disabled" } as Record<
    PersonState,
    string
  >,
  twoStepOn: "On",
  twoStepOff: "Not set up",
  never: "Never",
  you: "(you)",
  invitationExpires: (when: string) => `Link valid until ${when}`,
  invitationExpired: "Link expired: send it again",
  openConversations: (count: number) =>
    `${count} open ${count === 1 ? "conversation" : "conversations"} to reassign`,
  inviteHeading: "Invite a colleague",
  name: "Name",
  nameHint: "As colleagues and customers will see it, e.g. Asha Verma.",
  email: "E-mail",
  role: "Role",
  invite: "Send the invitation",
  resend: "Send again",
  withdraw: "Withdraw",
  changeRole: "Change role",
  rename: "Rename",
  disable: "Disable",
  enable: "Enable again",
  resetTwoStep: "Reset two-step",
  notices: {
    sent: (email: string) => `The invitation is on its way to ${email}.`,
    notSent: (email: string) =>
      `The invitation to ${email} could not be e-mailed (e-mail is off, or the mail server refused it). Give them this link yourself; it works once, within ${INVITATION_LIFETIME_HOURS} hours:`,
    hasAccount: "That address has an account already.",
    invalidEmail: "Please enter an e-mail address, like name@example.com.",
    invalidName: "Please enter a name of up to 80 characters.",
    invalidRole: "Please choose a role.",
    withdrawn: "The invitation was withdrawn; its link no longer works.",
    gone: "That invitation is no longer open.",
    changed: "Saved.",
    unchanged: "Nothing to change.",
    noAccount: "That account no longer exists.",
    lastAdministrator:
      "This is the last active administrator: make someone else an administrator first.",
    disabled: (count: number) =>
      count > 0
        ? `Disabled: their sessions ended. They own ${count} open ${count === 1 ? "conversation" : "conversations"}; reassign ${count === 1 ? "it" : "them"} from the list of enquiries.`
        : "Disabled: their sessions ended.",
    twoStepReset:
      "Two-step sign-in reset: they set up an authenticator app again at their next sign-in.",
  },
} as const;

export const forgotPasswordText = {
  link: "Forgot your password?",
  heading: "Forgot your password",
  intro: `Enter the address you sign in with. If it has an account, we send it a link to choose a new password; the link works once, within ${PASSWORD_RESET_LIFETIME_MINUTES} minutes.`,
  email: "E-mail",
  submit: "Send me a link",
  sent: "If that address has an account, a link is on its way. Check your inbox, and your spam folder.",
  limited:
    "Too many links were asked for. Please wait an hour and try again, or ask an administrator.",
  missing: "Please enter your e-mail address.",
  backToSignIn: "Back to sign-in",
} as const;

/** The page an invitation's or a forgotten password's link opens. */
export const setPasswordText = {
  invitationHeading: (name: string) => `Welcome, ${name}`,
  invitationIntro: (email: string) =>
    `Choose the password you will sign in with as ${email}. Next, you set up two-step sign-in with an authenticator app on your phone.`,
  resetHeading: "Choose a new password",
  resetIntro: (email: string) =>
    `Choose a new password for ${email}. Every other session of this account ends; you will still be asked for the code from your authenticator app.`,
  password: "New password",
  passwordHint: (min: number) => `At least ${min} characters; a few words you remember work well.`,
  confirm: "The same password again",
  submitInvitation: "Create my account",
  submitReset: "Save the new password",
  weak: (min: number, max: number) => `The password must be ${min} to ${max} characters long.`,
  mismatch: "The two passwords differ. Please type the same password twice.",
  closed: {
    expired: {
      heading: "This link has expired",
      body: "Links are valid for a limited time. Ask an administrator to send the invitation again, or ask for a new password link at the sign-in page.",
    },
    used: {
      heading: "This link has been used",
      body: "Each link works once. Sign in with your password, or ask for a new link at the sign-in page.",
    },
    withdrawn: {
      heading: "This invitation was withdrawn",
      body: "An administrator withdrew it. Ask them if you should still have an account.",
    },
    unknown: {
      heading: "This link does not work",
      body: "It may be incomplete, or replaced by a newer one. Open the link from the latest e-mail, or ask an administrator.",
    },
    invalid: {
      heading: "This link does not work any more",
      body: `It was used, it expired after ${PASSWORD_RESET_LIFETIME_MINUTES} minutes, or a newer one replaced it. Ask for a new link at the sign-in page.`,
    },
  },
} as const;

export const secondStepText = {
  codeHeading: "Enter your sign-in code",
  codeIntro: (brandName: string) =>
    `Open the authenticator app on your phone and enter the six-digit code it shows for ${brandName}. Without your phone, enter one of your recovery codes instead.`,
  code: "Code",
  codeHint: "Six digits, or a recovery code such as abcde-fghij",
  submit: "Sign in",
  enrolHeading: "Set up two-step sign-in",
  enrolIntro:
    "This account signs in with a password and a code from an authenticator app, so a stolen password alone cannot open the inbox.",
  enrolScan:
    "Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.",
  qrCodeLabel: "QR code for your authenticator app",
  enrolKey: "Cannot scan it? Enter this key in the app instead:",
  enrolCode: "Then enter the six-digit code the app shows.",
  enrolSubmit: "Confirm and sign in",
  refused: "That code is not right, or has been used already. Check your app and try again.",
  missing: "Please enter the code.",
  recoveryHeading: "Save your recovery codes",
  recoveryIntro:
    "If your phone is lost, each of these codes signs you in once in place of an app code. Keep them somewhere safe, such as a password manager: they are shown only this once.",
  recoveryListLabel: "Your recovery codes",
  continue: "Continue to the inbox",
} as const;

export const statusLabels: Readonly<Record<EnquiryStatus, string>> = {
  new: "New",
  open: "Open",
  waiting: "Waiting on the customer",
  handled: "Handled",
  unsuccessful: "Unsuccessful",
  spam: "Spam",
};

export const statusGroupText = { closed: "Closed" } as const;

export const inboxText = {
  heading: "Enquiries",
  kindsLabel: "Kind of enquiry",
  allKinds: "All",
  filtersHeading: "Filter enquiries",
  search: "Search",
  searchHint: "Name, e-mail, company or any text of the enquiry",
  source: "Source",
  sourceHint: "Campaign source or referring site",
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
  spamReasons: "Held back as spam:",
  received: "Received",
  pagination: "Pages",
  previous: "Previous page",
  next: "Next page",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

const enquiries = (count: number) => `${count} ${count === 1 ? "enquiry" : "enquiries"}`;

/** Bulk actions on the list: the bar above it, the confirmation, the outcome. */
export const bulkText = {
  select: (name: string) => `Select ${name}`,
  barLabel: "With the selected enquiries",
  action: "Action",
  actions: {
    take: "Take them",
    assign: "Assign them to",
    close: "Close as handled",
    spam: "Mark as spam",
    "not-spam": "Not spam",
  },
  assignTo: (member: string) => `Assign to ${member}`,
  submit: "Continue",
  heading: "Change several enquiries",
  question: (action: string, count: number, owner: string) =>
    ({
      take: `Take ${enquiries(count)}?`,
      assign: `Assign ${enquiries(count)} to ${owner}?`,
      close: `Close ${enquiries(count)} as handled?`,
      spam: `Mark ${enquiries(count)} as spam?`,
      "not-spam": `Release ${enquiries(count)} from spam? Each is delivered to the team at once.`,
    })[action] ?? "",
  skipped: (count: number) =>
    `${enquiries(count)} of those selected already ${count === 1 ? "is" : "are"} so, or no longer exist: left as they are.`,
  confirm: (count: number) => `Yes, change ${enquiries(count)}`,
  nothingSelected: "No enquiry was selected: tick the ones to change in the list.",
  nothingToDo: "None of the selected enquiries needs this change.",
  unknownMember: "Pick a team member to assign them to.",
  done: (count: number) => `${enquiries(count)} changed.`,
  back: "Back to the list",
} as const;

/** The keyboard shortcuts' sheet, opened with `?`; each key with what it does. */
export const shortcutsText = {
  heading: "Keyboard shortcuts",
  intro: "They work on the list and on an enquiry, except while you type in a field.",
  keys: [
    ["j", "Next enquiry in the list"],
    ["k", "Previous enquiry in the list"],
    ["o", "Open the enquiry"],
    ["r", "Write a reply"],
    ["n", "Write a note"],
    ["a", "Take the enquiry"],
    ["e", "Close the enquiry as handled"],
    ["/", "Search"],
    ["?", "Show or hide this sheet"],
  ],
  close: "Close",
} as const;

/** The reply promise as the list and an enquiry show it. */
export const replyClockText = {
  answered: "Answered",
  owner: "Owner",
  unassigned: "Unassigned",
  newCount: (count: number) => `${count} new`,
  overdueCount: (count: number) => `${count} overdue`,
  due: "Reply due",
  dueFilter: "Reply",
  anyDue: "Any",
  overdueOnly: "Overdue only",
  ownerFilter: "Owner",
  anyOwner: "Anyone",
  mine: "Mine",
  order: "Order",
  newestFirst: "Newest first",
  dueFirst: "Due soonest first",
  panelHeading: "Reply promise",
  noPromise:
    "No reply is promised: this enquiry is spam, or arrived before the promise was tracked.",
  answeredBy: (how: "reply" | "outside", by: string) =>
    how === "reply"
      ? `Answered by a reply from ${by}`
      : `Answered outside the inbox, recorded by ${by}`,
  take: "Take it",
  assignLabel: "Assign to",
  assign: "Assign",
  taken: "You own this enquiry now.",
  assigned: (owner: string) => `Assigned to ${owner}. They get an e-mail with the link.`,
  assignedQuietly: (owner: string) =>
    `Assigned to ${owner}. E-mail is off, so nobody is told: let them know yourself.`,
  unknownMember: "That address has no active account in the inbox.",
  answeredOutside: "Answered by phone or elsewhere",
  answeredOutsideHint: "Stops the clock when the enquirer was answered outside the inbox.",
  answeredOutsideSaved: "Recorded: the clock has stopped.",
  alreadyAnswered: "This enquiry was already answered; the clock had stopped.",
  timelineHeading: "Timeline",
  timelineEmpty: "Nobody has taken or answered this enquiry yet.",
  timelineAssigned: (owner: string) => `Assigned to ${owner}`,
  timelineAnsweredOutside: "Answered outside the inbox",
  timelineReplied: "Replied",
  replyDelivery: { pending: "waiting to be sent", sent: "sent", failed: "not delivered" },
  timelineCustomerWrote: "The customer wrote",
  timelineAutomatic: "Automatic reply or bounce (not answered, the clock untouched)",
  matchedByAddress: "matched by address",
  quotedHistory: "Earlier messages (quoted)",
  attachment: (name: string, kilobytes: number) =>
    `${name} (${kilobytes.toLocaleString("en-IN")} KB)`,
  answersDoNotComeBack:
    'Answers go to the team mailbox and won\'t come back here: this server reads no mailbox (INBOUND_IMAP_URL is not set). Record an answer given there with "Answered by phone or elsewhere".',
} as const;

export const replyText = {
  heading: "Reply",
  to: (address: string) => `Your reply to ${address}`,
  hint: "Sent by e-mail from the team's address to the address stored with the enquiry, threaded with what they already received. A reply stops the clock, and the conversation waits on the customer until they answer.",
  submit: "Send reply",
  queued: "Reply queued: it leaves within seconds. Its state is in the timeline.",
  empty: "Please write the reply before sending it.",
  tooLong: (max: number) =>
    `Please keep the reply under ${max.toLocaleString("en-IN")} characters.`,
  mailOff:
    "E-mail is off on this server (no SMTP_URL), so no reply can be sent from the inbox. Answer by phone or from your own mail client, then record it above.",
  filesLabel: "Attach files (optional)",
  filesHint: "PDF, pictures (PNG, JPEG, GIF, WebP) or Word documents, 10 MB in all.",
  attachmentType:
    "A file is not a PDF, a picture or a Word document (judged by its contents, not its name). Your reply was not sent: attach the files again without it.",
  attachmentsTooLarge:
    "The files weigh more than 10 MB in all. Your reply was not sent: attach fewer or smaller files.",
  attachedFiles: "Attached",
  savedLabel: "Start from a saved reply",
  savedNone: "No saved reply",
  savedUse: "Use this reply",
} as const;

/** The person's other enquiries, on an enquiry's page. */
export const customerHistoryText = {
  heading: "Their other enquiries",
  empty: "None: this is the first enquiry from this address.",
  received: "Received",
  older: (count: number) =>
    `and ${count.toLocaleString("en-IN")} older ${count === 1 ? "one" : "ones"} from this address`,
} as const;

/** Who else has the conversation open (shared/inbox/presence.ts). */
export const presenceText = {
  label: "Colleagues on this enquiry now",
  line: ({ name, writing }: { name: string; writing: boolean }) =>
    writing ? `${name} is writing a reply` : `${name} is viewing`,
  badBeat: "A beat names its page by a short token.",
  notFound: "There is no enquiry with this reference.",
} as const;

/** A reply or note not sent: something arrived after the page was drawn (decision 020). */
export const staleSendText = {
  reply: (arrived: string) =>
    `Not sent: ${arrived} arrived after you opened this page. Read it, then send your reply again; your text is kept.`,
  note: (arrived: string) =>
    `Not added: ${arrived} arrived after you opened this page. Read it, then add your note again; your text is kept.`,
  arrivedReply: (by: string, at: string) => `a reply from ${by} (${at})`,
  arrivedNote: (by: string, at: string) => `a note from ${by} (${at})`,
  arrivedMessage: "a new message",
} as const;

export const savedRepliesText = {
  heading: "Saved replies",
  intro:
    "Templates the team starts a reply from. {name}, {first_name}, {company} and {position} are replaced by the enquiry's details, and {owner_name} by the name of whoever owns it, when someone picks one; they edit it before sending. Any other {…} is refused. Each is for sales, for recruiting or for both, and each side sees its own.",
  empty: "No saved replies yet.",
  newHeading: "New saved reply",
  title: "Title",
  titleHint: "How the team finds it in the list, such as Thanks, we will call you",
  body: "Text",
  audience: "For",
  audiences: { sales: "Sales", recruiting: "Recruiting", both: "Both" },
  save: "Save",
  add: "Add saved reply",
  remove: "Delete",
  saved: "Saved.",
  removed: "Deleted.",
  titleTaken: "Another saved reply has this title. Please choose another.",
  missing: (max: number) => `Please give it a title (up to ${max} characters) and a text.`,
  tooLong: (max: number) => `Please keep the text under ${max.toLocaleString("en-IN")} characters.`,
  gone: "That saved reply no longer exists.",
  unknownPlaceholder: (unknown: readonly string[]) =>
    `${unknown.join(", ")} is not a placeholder the inbox fills in. Use {name}, {first_name}, {company}, {position} or {owner_name}.`,
  updated: (by: string, at: string) => `Last saved by ${by}, ${at}`,
} as const;

export const reportText = {
  heading: "Report",
  intro: (hours: number) =>
    `Where enquiries came from and how fast the team answered them, against the promise of a reply within ${hours} hours. Spam is left out.`,
  period: "Period",
  periodOption: (days: number) => `Last ${days} days`,
  show: "Show",
  download: "Download CSV",
  range: (from: string, to: string) => `From ${from} to ${to}`,
  none: "No enquiries in this period.",
  tableOf: (heading: string) => `${heading}: the figures`,
  byWeek: "Enquiries by week and kind",
  week: "Week from",
  kind: "Kind",
  enquiries: "Enquiries",
  byCampaign: "Leads by campaign",
  byReferrer: "Leads by referring site",
  notRecorded: "(not recorded)",
  replyTimes: "Time to the first reply",
  bucket: "First answer",
  bucketWithin: (from: number, to: number) => `${from}–${to} % of the promise`,
  bucketLate: (from: number, to: number) => `${from}–${to} % (late)`,
  bucketVeryLate: (from: number) => `over ${from} % (late)`,
  summary: "Against the promise",
  answered: "Answered",
  unanswered: "Waiting for an answer",
  median: "Median time to the first answer",
  p90: "90th percentile",
  withinShare: "Answered within the promise",
  nextReplies: "Time to the next reply (to a customer's answer)",
  nextMedian: "Median time to the next reply",
  measure: "Measure",
  value: "Value",
  notYet: "—",
  bookingsByWeek: "Free consultations booked, by the week they were booked in",
  bookings: "Bookings",
  consultationsBooked: "Consultation enquiries that booked a time",
  consultationEnquiries: "Consultation enquiries",
  booked: "Booked a time",
  bookedShare: "Share that booked",
} as const;

/** The banner on every inbox page while the server sends no e-mail. */
export const mailOffBanner =
  "E-mail is off on this server (no SMTP_URL is set): nobody is being notified of new enquiries, reminders or assignments, and replies cannot be sent. Check this inbox yourself.";

/** The banner on an administrator's list while enquiries kept while e-mail was off wait. */
export const neverSentBanner = {
  text: (count: number) =>
    count === 1
      ? "1 enquiry arrived while e-mail was off and was never sent to the team's mailbox."
      : `${count} enquiries arrived while e-mail was off and were never sent to the team's mailbox.`,
  button: (count: number) => (count === 1 ? "Send it now" : `Send the ${count} now`),
} as const;

/**
 * The banner on the inbox's list while the server reads no team mailbox (no INBOUND_IMAP_URL):
 * one line, which opens to say what to do, so the list still starts on a phone's first screen.
 */
export const answersOffBanner = {
  summary: "Customers' answers stay in the team mailbox",
  body: 'They won\'t come back here: this server reads no mailbox (INBOUND_IMAP_URL is not set). Answer them from the mailbox, then record it on the enquiry with "Answered by phone or elsewhere".',
} as const;

export const enquiryText = {
  back: "All enquiries",
  received: "Received",
  id: "Reference",
  detailsHeading: "What they sent",
  originNotRecorded:
    "Not recorded: nothing was known of where this enquiry came from, or it arrived before that was recorded.",
  spamNotice:
    "The spam check held this enquiry back: nobody was e-mailed. If a person sent it, mark it Not spam to deliver it now.",
  statusHeading: "Conversation",
  statusHint:
    "Whose turn it is. New and Open wait on us, with the reply clock running; Waiting on the customer has no clock until they answer, which reopens it. Closed (handled, unsuccessful, spam) has no clock and no reminders. A job application's stage is its own, set under Stage.",
  statusLabel: "Status",
  statusSubmit: "Update status",
  statusSaved: (label: string) => `Status set to ${label}.`,
  historyHeading: "History",
  historyEmpty: "The status has not been changed yet.",
  historyEntry: (from: string, to: string) => `${from} → ${to}`,
  by: "by",
  noteHeading: "Private notes",
  notesEmpty: "No notes yet.",
  noteLabel: "Add a note for the team",
  noteHint:
    "Only the team sees notes; the visitor never does. Write @ and a colleague's name (the part of their address before the @) to e-mail them a link.",
  noteSubmit: "Add note",
  noteSaved: "Note added.",
  noteEmpty: "Please write the note first.",
  noteTooLong: (max: number) => `Please keep the note under ${max} characters.`,
  deliveryHeading: "Delivery",
  deliveryNone: "Nothing was queued: e-mail and webhook delivery were off when this arrived.",
  deliverySpam: "Held back as spam: nothing is sent unless it is marked Not spam.",
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
  reply: "Reply to the sender",
  assignment: "Notice to the new owner",
  reminder: "Reminder by e-mail",
  "reminder-webhook": "Reminder by webhook",
  mention: "Mention of a colleague",
  booking: "Booking confirmation with its invitation",
};

/** The refusal a POST without the session's own token (or with a form the inbox never shows) gets. */
export const forgedPostText = {
  heading: "This form has expired",
  body: "The page was open too long or came from elsewhere. Go back, reload the page and try again.",
} as const;

/** The CSV columns that are not enquiry fields; those are labelled in shared/enquiries/fields.ts. */
export const csvColumns = {
  id: "Reference",
  received: (timeZone: string) => `Received (${timeZone})`,
  kind: "Kind",
  status: "Status",
  note: "Private note",
} as const;

/**
 * Why the spam check scored an enquiry as it did, one line per signal that fired; kept beside the
 * signals, as the daily digest of held spam (server/spam/) says the same.
 */
export { SPAM_REASON_LABELS as spamReasonLabels } from "#shared/spam/reasons.ts";

export const verdictText = {
  heading: "Spam check",
  score: (score: number, threshold: number) => `Score ${score} (spam from ${threshold})`,
  noSignals: "No spam signal fired.",
  notRecorded: "Not checked: it arrived before the spam check was recorded.",
  notSpam: "Not spam: deliver it",
  notSpamHint: "Sends the team's e-mail and the acknowledgement now, and records that you did.",
  markSpam: "Mark as spam",
  markSpamHint: "Moves it to Spam; whatever was sent stays sent.",
} as const;

export const consentText = {
  heading: "Consent",
  none: "No consent was recorded: it arrived before consent receipts were kept.",
  purposes: {
    enquiry: "Answering the enquiry",
    application: "Considering the job application",
    marketing: "Occasional updates (ticked by them)",
  } satisfies Record<ConsentPurpose, string>,
  notice: (date: string, hash: string) => `Privacy notice of ${date} (${hash})`,
  fromPage: "from",
  given: "Given",
  withdrawn: "Withdrawn",
} as const;

export const privacyRequestsText = {
  heading: "Privacy requests",
  intro:
    'Erasures people asked for through the link in our e-mails. Carry each out by its due date on "A person\'s data": erasing the address removes the request with the data.',
  empty: "No open requests.",
  erasureOf: (email: string) => `Erase the data of ${email}`,
  requested: "Asked",
  due: "Due",
  overdue: "Overdue",
  enquiry: "The enquiry it came from",
  carryOut: 'Erase on "A person\'s data"',
} as const;

export const openingsText = {
  heading: "Job openings",
  intro:
    "Openings you publish appear at once on the career page, each with a page of its own that job search engines read. Closing one takes it off the site; its page then tells visitors the role is filled.",
  create: "New opening",
  title: "Title",
  state: "State",
  validThrough: "Valid through",
  applications: "Applications by stage",
  stageLink: (stage: string, title: string) => `${stage}: applications for ${title}`,
  edit: "Edit",
  board: "Board",
  allApplications: "All applications",
  hiringReport: "Hiring report",
  view: "View on the site",
  empty: "No openings yet. Create the first one, then publish it.",
  expired: "Expired",
  states: { draft: "Draft", open: "Open", closed: "Closed" },
  publish: "Publish",
  close: "Close",
  reopen: "Reopen",
  published: "Published: the opening is on the career page now.",
  closed: "Closed: the opening is off the site; its page answers that it is filled.",
  reopened: "Reopened: the opening is on the career page again.",
  stages: {
    heading: "Stages",
    intro:
      "This opening's own stages, in order: rename, add, move and delete them before or during hiring. New applications start at the first. Hired, Rejected and Withdrawn end an application and close its conversation; they can be renamed and moved but not deleted.",
    name: (name: string) => `Name of the stage ${name}`,
    count: (count: number) => (count === 1 ? "1 candidate" : `${count} candidates`),
    rename: "Rename",
    up: "Earlier",
    down: "Later",
    remove: "Delete",
    actionOn: (action: string, name: string) => `${action}: ${name}`,
    addLabel: "New stage",
    add: "Add stage",
    saved: "Stages saved.",
    refused: {
      "not-found": "There is no such stage any more; the list below is as it is now.",
      "invalid-name": "A stage's name must be 1 to 40 characters.",
      fixed: "Hired, Rejected and Withdrawn end an application: they cannot be deleted.",
      "only-one":
        "An opening needs at least one stage in progress; add another before deleting this one.",
      "has-candidates":
        "Candidates are still at that stage: move them to another stage before deleting it.",
      "at-the-end": "It is already at that end of the list.",
    },
  },
  attributes: {
    heading: "Scorecard attributes",
    intro:
      "What this opening's interviewers rate on each interview day's scorecard, in order. Scorecards already submitted keep the attributes they rated.",
    label: "Attributes, one per line",
    hint: "Up to 10, each 1 to 40 characters, no two the same.",
    save: "Save attributes",
    saved: "Attributes saved: new scorecards rate these.",
    invalid:
      "The attributes were not saved: give 1 to 10 of them, one per line, each 1 to 40 characters and no two the same.",
  },
  confirmClose: {
    heading: (title: string) => `Close ${title}?`,
    body: (inProgress: number) =>
      inProgress === 0
        ? "No candidates are in progress for it. Closing takes it off the career page at once; you can reopen it later."
        : `${inProgress === 1 ? "1 candidate is" : `${inProgress} candidates are`} still in progress for it: closing takes it off the career page and stops new applications, and ${inProgress === 1 ? "that candidate stays" : "they stay"} in the inbox to be answered. You can reopen it later.`,
    submit: "Close the opening",
    cancel: "Keep it open",
  },
  notFound: "There is no such opening.",
  newHeading: "New opening",
  editHeading: (title: string) => `Edit: ${title}`,
  back: "All openings",
  fields: {
    title: "Title",
    slug: "Address",
    slugHint:
      "The end of its address, /career/<address>: made from the title as you type it (or when you save, if left empty); lower-case words joined by hyphens, yours to change. It stays fixed once the opening is published.",
    slugFixed: "Fixed since the opening was first published.",
    department: "Department",
    workplace: "Where the work is done",
    employmentType: "Employment type",
    experience: "Experience",
    experienceHint: "As candidates read it, e.g. 2-4 years or Fresher.",
    salaryMin: "Salary from (₹ a year, optional)",
    salaryMax: "Salary to (₹ a year, optional)",
    description: "Description",
    descriptionHint:
      "Markdown: a first paragraph that sums the role up, then ## headings for what they will do and what they bring, and - for lists. HTML is shown as text.",
    datePosted: "Date posted",
    validThrough: "Valid through",
    validThroughHint: "Its last day on the site; 60 days after posting unless you change it.",
  },
  save: "Save",
  createSubmit: "Create as draft",
  saved: "Saved. Published openings show the change at once.",
  created: "Created as a draft. Publish it when it is ready.",
  invalid: "Please correct the fields marked below.",
  recruitersOnly: {
    heading: "For recruiters and administrators",
    body: "Your account can read and work enquiries. Publishing job openings needs a recruiter or an administrator.",
  },
} as const;

export const scorecardText = {
  heading: (name: string) => `Scorecard: ${name}`,
  interviewOf: (title: string, time: string) => `Interview day for ${title}, ${time}`,
  interviewNoOpening: (time: string) => `Interview day, ${time}`,
  toApplication: "The application",
  toAgenda: "Agenda",
  ratingsLegend: "Ratings",
  ratingsHint:
    "Rate each attribute from 1 to 4: 1 well below what the role needs, 2 below it, 3 meets it, 4 well above it.",
  ratings: {
    1: "1 – well below",
    2: "2 – below",
    3: "3 – meets",
    4: "4 – well above",
  } as Readonly<Record<number, string>>,
  recommendationLegend: "Overall recommendation",
  recommendations: {
    "strong-no": "Strong no",
    no: "No",
    yes: "Yes",
    "strong-yes": "Strong yes",
  },
  notes: "Notes",
  notesHint: "What you saw and heard: the evidence behind your ratings.",
  submit: "Submit scorecard",
  update: "Save changes",
  saved: "Scorecard submitted. Thank you.",
  updated: "Scorecard updated: it replaces what you submitted before.",
  invalid: "Please rate every attribute and choose an overall recommendation.",
  cancelled: "This interview day was cancelled: there is nothing to score.",
  forbidden: "Only this interview's interviewer can fill in its scorecard.",
  yours: "Your scorecard",
  submittedAt: (time: string) => `Submitted ${time}`,
  updatedAt: (time: string) => `Last changed ${time}`,
  others: "Scorecards",
  none: "No scorecard submitted yet.",
  waitingFor: (names: string) => `Waiting for: ${names}`,
  formerInterviewer: "A former team member",
  notFound: {
    heading: "There is no such interview day.",
    body: "It may have been erased. The agenda lists the interview days that stand.",
  },
  notYours: {
    heading: "For this interview's interviewer and the recruiters",
    body: "A scorecard is read by the interviewer who wrote it and by those who manage openings.",
  },
} as const;

/** How an application's scorecards read on its card and its page. */
export const scorecardSummaryText = {
  count: (submitted: number, expected: number) =>
    `${submitted} of ${expected} ${expected === 1 ? "scorecard" : "scorecards"}`,
  missing: (names: string) => `Missing: ${names}`,
  /** "2 of 2 scorecards: 1 strong yes, 1 yes". */
  line: (count: string, recommendations: readonly string[]) =>
    recommendations.length === 0 ? count : `${count}: ${recommendations.join(", ")}`,
  recommendation: (count: number, label: string) => `${count} ${label.toLowerCase()}`,
  reasonLabel: "Reason for an offer without every scorecard",
  reasonHint: (names: string) =>
    `Scorecards missing: ${names}. Moving to Offer without them needs a reason; it is kept in the application's history.`,
  refused: (name: string, names: string) =>
    `${name} was not moved to Offer: scorecards are missing (${names}). Give a reason to make the offer without them, or wait for the scorecards.`,
  refusedHere: (names: string) =>
    `Not moved to Offer: scorecards are missing (${names}). Give a reason to make the offer without them, or wait for the scorecards.`,
  reasonHeading: (name: string) => `Offer to ${name} without every scorecard?`,
  reasonSubmit: "Move to Offer with this reason",
  historyReason: (reason: string) => `Reason: ${reason}`,
} as const;

export const boardText = {
  scorecards: (name: string) => `Scorecards of ${name}`,
  heading: (title: string) => `Board: ${title}`,
  intro:
    "A column per stage, a card per candidate. Drag a card to another column, or choose its stage on the card and press Move.",
  toOpening: "The opening and its stages",
  toList: "List view",
  empty: "Nobody at this stage.",
  stageCount: (name: string, count: number) =>
    `${name}, ${count === 1 ? "1 candidate" : `${count} candidates`}`,
  days: (days: number) =>
    days === 0
      ? "In this stage since today"
      : `${days} ${days === 1 ? "day" : "days"} in this stage`,
  cv: (name: string) => `CV of ${name}`,
  interviewAt: (time: string) => `Interview day: ${time}`,
  noCv: "No CV",
  moveTo: (name: string) => `Move ${name} to`,
  move: "Move",
  moveOf: (name: string) => `Move ${name}`,
  moved: (name: string, stage: string) => `${name} moved to ${stage}.`,
  stale: (name: string, stage: string) =>
    `Someone else moved ${name} just now: the card is at ${stage}. Nothing was changed; move it again if you still mean to.`,
  gone: "That application is no longer there.",
  mailQueued: "The e-mail is queued in their conversation.",
  mailNotSent: "The e-mail was not sent (it was empty or too long, or e-mail is off).",
  preview: {
    heading: (name: string, stage: string) => `Move ${name} to ${stage}`,
    intro:
      "Moving this card sends the candidate the e-mail below, as a reply in their conversation. Read it and change what you like first, or move the card without it.",
    label: (name: string) => `The e-mail to ${name}`,
    interviewLink: (slot: string) =>
      `${slot} becomes the candidate's own link to book their interview day as the e-mail is sent. Leave it in to offer them the link.`,
    send: "Move and send the e-mail",
    without: "Move without an e-mail",
    cancel: "Cancel: leave the card where it is",
  },
} as const;

export const hiringReportText = {
  heading: "Hiring report",
  intro:
    "Per opening: where its applications came from, how many reached each of its stages, and how long from the application to the interview day and to the offer (the median, in days). Spam is left out.",
  csv: "Download as CSV",
  applications: (count: number) => (count === 1 ? "1 application" : `${count} applications`),
  sources: "Applications by source",
  source: "Source",
  noSource: "Direct or unknown",
  count: "Applications",
  stages: "Reached each stage",
  stage: "Stage",
  reached: "Applications that reached it",
  times: "Median days",
  measure: "From the application",
  days: "Days",
  toInterview: "To the interview day",
  toOffer: "To the offer",
  none: "None yet",
  empty: "No openings yet.",
  openingColumn: "Opening",
  tableColumn: "Table",
  whatColumn: "What",
  figureColumn: "Figure",
} as const;

export const applicationsListText = {
  heading: "Applications",
  intro: "Every job application with its opening, stage and CV. Spam is left out.",
  filters: "Filter the applications",
  opening: "Opening",
  anyOpening: "All openings",
  noOpening: "No opening",
  stage: "Stage",
  anyStage: "All stages",
  apply: "Show",
  clear: "Show all applications",
  filteredBy: (parts: readonly string[]) => `Showing applications for ${parts.join(", at ")}.`,
  all: "Showing all applications.",
  count: (count: number) => (count === 1 ? "1 application" : `${count} applications`),
  columns: {
    name: "Candidate",
    opening: "Opening",
    stage: "Stage",
    days: "Days in stage",
    cv: "CV",
  },
  empty: "No applications match these filters.",
  board: (title: string) => `Board of ${title}`,
} as const;

export const applicationText = {
  heading: "Application",
  opening: "Opening",
  noOpening: "Not sent from an opening's page.",
  stage: "Stage",
  stageSubmit: "Move",
  stageSaved: (label: string) => `Moved to ${label}.`,
  stageStale: (label: string) =>
    `Someone else moved this application just now: it is at ${label}. Nothing was changed; move it again if you still mean to.`,
  historyEmpty: "Still at its first stage.",
  cv: "CV",
  noCv: "No CV was attached.",
  download: (name: string) => `Download ${name}`,
  size: (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`,
} as const;

export const agendaText = {
  heading: "Agenda",
  scorecard: "Scorecard",
  intro:
    "The free consultations visitors booked and the interview days candidates booked (each as your role works them), by the office's day, in the office's time (the visitor's beside it when it differs). Each opens its enquiry.",
  periodLabel: "Which bookings",
  coming: "Today and coming",
  past: "Past",
  whoseLabel: "Whose",
  everyone: "Everyone's",
  mine: "Mine",
  emptyComing: "No bookings from today on.",
  emptyPast: "No past bookings.",
  pastLimit: (count: number) => `The latest ${count} past bookings.`,
  visitorTime: "visitor's time",
  consultant: "With",
  unassigned: "Unassigned",
  noCompany: "(no company)",
  interviewDay: "Interview day",
  states: {
    booked: "Booked",
    rescheduled: "Rescheduled",
    cancelled: "Cancelled",
    held: "Held",
    no_show: "No-show",
  },
  notForRole: {
    heading: "Not for your role",
    body: "The agenda holds the consultations, which sales work, and the interview days, which recruiters work. An administrator can change your role.",
  },
  cancelOpen: "Cancel…",
  reasonLabel:
    "Why it is cancelled (the visitor reads it in the cancellation we mail them; kept in the audit log)",
  cancelConfirm: "Cancel this booking",
  reasonMissing: "Say why the booking is cancelled: nothing was changed.",
  markHeld: "Held",
  markNoShow: "No-show",
  howItWent: "How it went",
  move: "Move",
  moveHeading: (name: string) => `Move ${name}'s consultation`,
  moveIntro:
    "The free times of its consultant, in the office's time, its own time left out. The visitor is mailed the new time with a new version of the invitation.",
  movedNow: "Its time",
  nearestHeading: "The nearest free times",
  noFreeTimes: "Its consultant has no free times in the coming weeks.",
  moveSubmit: "Move to this time",
  chooseTime: "Choose a time: nothing was changed.",
  noLongerMovable: "This booking no longer stands: it can't be moved.",
  backToAgenda: "Back to the agenda",
  bookingNotFound: {
    heading: "No such booking",
    body: "There is no booking with this reference among the consultations. It may have been removed with a person's data.",
  },
  changed: {
    cancel: "The booking is cancelled, and the visitor is mailed the cancellation.",
    held: "The meeting is marked as held.",
    "no-show": "The meeting is marked as a no-show.",
    move: "The booking is moved, and the visitor is mailed the new time.",
  },
  refused: {
    gone: "There is no such booking for your role: nothing was changed.",
    inactive:
      "Someone already changed this booking: nothing was changed. It is shown as it stands now.",
    stale:
      "Someone changed this booking just now: nothing was changed. It is shown as it stands now.",
    "too-late": "It is too late to change this booking: nothing was changed.",
    "not-yet": "The meeting has not started yet: mark it held or a no-show once it has.",
    closed: "That time is outside the consultant's hours: choose one of the nearest free times.",
    notice: "That time is too soon: choose one of the nearest free times.",
    horizon: "That time is too far ahead: choose one of the nearest free times.",
    cap: "That day is full: choose one of the nearest free times.",
    taken: "That time was just taken: choose one of the nearest free times.",
  },
  feedHeading: "Your calendar feed",
  feedIntro:
    "A private address your own calendar (Google Calendar, Outlook, Apple Calendar) subscribes to, so the meetings booked with you appear there. Anyone who has the address can read your bookings' times and visitors' names: keep it to yourself.",
  feedNone: "You have no address yet.",
  feedMadeAt: (when: string) => `Your current address was made on ${when}.`,
  feedMake: "Make an address",
  feedRenew: "Make a new address",
  feedRenewHint: "The current address stops working at once.",
  feedShownOnce:
    "Your new address, shown this once: copy it into your calendar's “subscribe from URL” now.",
  feedAddressLabel: "Calendar feed address",
} as const;
