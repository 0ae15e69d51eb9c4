/** Valid submissions of each kind, as a browser would send them, and enquiries stored without one. */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { actionFor, type EnquiryKind } from "#shared/enquiries/kinds.ts";
import {
  saveEnquiry as saveInCore,
  type Enquiry,
  type SaveResult,
} from "#server/enquiries/store.ts";
import { applicationOnArrival } from "#server/hiring/applications-store.ts";
import type { ReplyPromise } from "#server/reply-promise/clock.ts";
import { clockOnArrival } from "#server/reply-promise/clocks-store.ts";
import type { Database } from "#server/store/database.ts";

const nextYear = `${new Date().getFullYear() + 1}-03-15`;

export const validBodies = {
  project: {
    action: actionFor("project"),
    name: "Asha Verma",
    email: "asha.verma@example.com",
    companyName: "Acme Ltd",
    phone: "+91 98765 43210",
    projectStartDate: nextYear,
    projectType: "web-app",
    budget: "100k-250k",
    projectTimeline: "3-months",
    projectDetails: "A customer portal for our dealers across Madhya Pradesh.",
  },
  generalEnquiry: {
    action: actionFor("generalEnquiry"),
    name: "Rohan Mehta",
    email: "rohan@example.com",
    companyName: "Mehta Traders",
    phone: "0731 400 1234",
    enquiryType: "partnership",
    message: "We would like to discuss a reseller partnership.",
  },
  jobEnquiry: {
    action: actionFor("jobEnquiry"),
    name: "Ravi Kumar",
    email: "ravi@example.com",
    position: "React Developer",
    phone: "9876543210",
    coverLetter:
      "I have built React applications for five years, most recently a logistics dashboard.",
  },
  consultation: {
    action: actionFor("consultation"),
    name: "Neha Joshi",
    email: "neha@example.com",
    phone: "9876501234",
    companyName: "Joshi Foods",
    projectType: "",
    budget: "",
    projectTimeline: "",
    projectStartDate: nextYear,
    projectDetails: "An ordering app.",
  },
  contact: {
    action: actionFor("contact"),
    name: "Imran Khan",
    email: "imran@example.com",
    phone: "9826012345",
    message: "Please call me back about your cloud services.",
  },
  email: {
    action: actionFor("email"),
    name: "Meera Joshi",
    email: "meera@example.com",
    subject: "Quote for a warehouse app",
    message: "Could you send us a quote for a warehouse app?",
  },
} as const;

/**
 * An enquiry of `kind` as its form's valid submission arrives now, not spam; `changes` set what a
 * test needs (a name in the fields, an earlier arrival).
 */
export function arrivingEnquiry(
  kind: Extract<EnquiryKind, keyof typeof validBodies>,
  changes: Partial<Enquiry> = {},
): Enquiry {
  return {
    id: crypto.randomUUID(),
    kind,
    action: actionFor(kind),
    fields: validBodies[kind],
    submissionId: undefined,
    isSpam: false,
    createdAt: new Date(),
    ...changes,
  };
}

/**
 * Stores an enquiry as the enquiry service does, for tests that skip the form: with its reply
 * clock when it has a promise (none for spam), and a job application's application.
 */
export function saveEnquiry(
  db: Database,
  enquiry: Enquiry,
  channels: readonly DeliveryChannel[],
  promise?: ReplyPromise,
): Promise<SaveResult> {
  return saveInCore(db, enquiry, channels, [
    ...(promise ? [clockOnArrival(promise)] : []),
    applicationOnArrival(),
  ]);
}
