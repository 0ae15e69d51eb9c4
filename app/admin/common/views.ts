/** What the admin pages show of the service's records: plain, serialisable, times already on the team's clock. */
import type { CustomerMailEvent } from "#shared/mail/contract.ts";
import type { DeliveryState, EnquiryRecord, InboxEntry } from "#shared/inbox/contract.ts";
import type { FieldLine } from "#shared/enquiries/field-line.ts";
import { attributionLines } from "#shared/enquiries/attribution.ts";
import { messageOf } from "#shared/enquiries/fields.ts";
import { attribution as attributionWords } from "virtual:form-words";
import { formatTeamTime } from "./team-time.ts";
import { clockView, type ClockView } from "./reply-clock.ts";

const EXCERPT_LENGTH = 160;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

export interface EntryView {
  readonly id: string;
  readonly kind: InboxEntry["kind"];
  readonly status: InboxEntry["status"];
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly received: string;
  readonly receivedIso: string;
  readonly excerpt: string;
  readonly failedDeliveries: number;
  /** Time left or overdue against the reply promise; undefined when no promise runs. */
  readonly clock: ClockView | undefined;
  readonly dueIso: string | undefined;
  /** Who owns it, by name; `ownerEmail` is their address (what the forms send). */
  readonly owner: string | undefined;
  readonly ownerEmail: string | undefined;
  readonly spamReasons: InboxEntry["spamReasons"];
}

/** A team member's name to show, by their address (the address itself when unknown). */
export type NameOf = (email: string) => string;

/** Names from `teamNames()`; anyone not among them (a customer, the system) keeps their label. */
export function namesFrom(names: Readonly<Record<string, string>>): NameOf {
  return (email) => names[email] ?? email;
}

export function entryView(entry: InboxEntry, now: Date, nameOf: NameOf): EntryView {
  return {
    id: entry.id,
    kind: entry.kind,
    status: entry.status,
    name: entry.fields.name ?? "",
    email: entry.fields.email ?? "",
    company: entry.fields.companyName ?? "",
    received: formatTeamTime(entry.receivedAt),
    receivedIso: entry.receivedAt.toISOString(),
    excerpt: excerpt(messageOf(entry.fields)),
    failedDeliveries: entry.failedDeliveries,
    clock: clockView(entry.reply, now),
    dueIso: entry.reply.dueAt?.toISOString(),
    owner: entry.reply.owner && nameOf(entry.reply.owner),
    ownerEmail: entry.reply.owner,
    spamReasons: entry.spamReasons,
  };
}

export interface DeliveryView {
  readonly id: string;
  readonly channel: DeliveryState["channel"];
  readonly status: DeliveryState["status"];
  readonly attempts: number;
  readonly sentAt: string | undefined;
  readonly nextTry: string | undefined;
  readonly lastError: string | undefined;
}

function deliveryView(delivery: DeliveryState): DeliveryView {
  return {
    id: delivery.id,
    channel: delivery.channel,
    status: delivery.status,
    attempts: delivery.attempts,
    sentAt: delivery.sentAt && formatTeamTime(delivery.sentAt),
    nextTry: delivery.status === "pending" ? formatTeamTime(delivery.nextAttemptAt) : undefined,
    lastError: delivery.lastError,
  };
}

export interface RecordView extends EntryView {
  readonly isSpam: boolean;
  readonly spamScore: number | undefined;
  readonly spamReasons: EnquiryRecord["spamReasons"];
  readonly consents: readonly {
    readonly purpose: EnquiryRecord["consents"][number]["purpose"];
    readonly noticeDate: string;
    readonly noticeHash: string;
    readonly page: string;
    readonly given: string;
    readonly givenIso: string;
    readonly withdrawn: string | undefined;
    readonly withdrawnIso: string | undefined;
  }[];
  readonly fieldLines: EnquiryRecord["fieldLines"];
  /** Where it was sent from; empty when that was not recorded. */
  readonly origin: readonly FieldLine[];
  readonly deliveries: readonly DeliveryView[];
  readonly history: readonly {
    readonly from: EnquiryRecord["status"];
    readonly to: EnquiryRecord["status"];
    readonly by: string;
    readonly at: string;
    readonly atIso: string;
  }[];
  /** The team's notes, oldest first. */
  readonly notes: readonly NoteView[];
  /** The timeline's version as drawn: the reply and note forms send it back (decision 020). */
  readonly timelineVersion: number;
  /** The person's other enquiries (the same address), newest first, and how many in all. */
  readonly otherEnquiries: readonly EntryView[];
  readonly otherEnquiryCount: number;
  /** When the reply is due, on the team's clock. */
  readonly due: string | undefined;
  readonly answered:
    | {
        readonly by: string;
        readonly how: "reply" | "outside";
        readonly at: string;
        readonly atIso: string;
      }
    | undefined;
  readonly timeline: readonly TimelineView[];
}

export type TimelineView = (
  | { readonly kind: "assigned"; readonly owner: string }
  | { readonly kind: "answered-outside" }
  | {
      readonly kind: "replied";
      readonly body: string;
      readonly delivery: "pending" | "sent" | "failed";
      readonly attachments: CustomerMailEvent["attachments"];
    }
  | Omit<CustomerMailEvent, "at" | "by">
) & { readonly by: string; readonly at: string; readonly atIso: string };

export interface NoteView {
  readonly id: string;
  readonly text: string;
  readonly by: string;
  readonly at: string;
  readonly atIso: string;
}

export function recordView(record: EnquiryRecord, now: Date, nameOf: NameOf): RecordView {
  return {
    ...entryView(record, now, nameOf),
    isSpam: record.isSpam,
    spamScore: record.spamScore,
    spamReasons: record.spamReasons,
    consents: record.consents.map((consent) => ({
      purpose: consent.purpose,
      noticeDate: consent.noticeDate,
      noticeHash: consent.noticeHash,
      page: consent.page,
      given: formatTeamTime(consent.givenAt),
      givenIso: consent.givenAt.toISOString(),
      withdrawn: consent.withdrawnAt && formatTeamTime(consent.withdrawnAt),
      withdrawnIso: consent.withdrawnAt?.toISOString(),
    })),
    fieldLines: record.fieldLines,
    origin: attributionLines(record.attribution, attributionWords.labels).map((line) => ({
      ...line,
      long: false,
    })),
    deliveries: record.deliveries.map(deliveryView),
    history: record.history.map((change) => ({
      from: change.from,
      to: change.to,
      by: nameOf(change.by),
      at: formatTeamTime(change.at),
      atIso: change.at.toISOString(),
    })),
    timelineVersion: record.timelineVersion,
    otherEnquiries: record.otherEnquiries.map((other) => entryView(other, now, nameOf)),
    otherEnquiryCount: record.otherEnquiryCount,
    notes: record.notes.map((note) => ({
      id: note.id,
      text: note.text,
      by: nameOf(note.by),
      at: formatTeamTime(note.at),
      atIso: note.at.toISOString(),
    })),
    due: record.reply.dueAt && formatTeamTime(record.reply.dueAt),
    answered:
      record.reply.answeredAt && record.reply.answeredBy && record.reply.answeredHow
        ? {
            by: nameOf(record.reply.answeredBy),
            how: record.reply.answeredHow,
            at: formatTeamTime(record.reply.answeredAt),
            atIso: record.reply.answeredAt.toISOString(),
          }
        : undefined,
    timeline: record.timeline.map((event) => ({
      ...event,
      ...("owner" in event ? { owner: nameOf(event.owner) } : {}),
      by: nameOf(event.by),
      at: formatTeamTime(event.at),
      atIso: event.at.toISOString(),
    })),
  };
}
