/** What the admin pages show of the service's records: plain, serialisable, times already on the team's clock. */
import type { DeliveryState, EnquiryRecord, FieldLine, InboxEntry } from "@shared/admin-service";
import { attributionLines } from "@shared/attribution";
import { formatTeamTime } from "./team-time";

const EXCERPT_LENGTH = 160;

/** The one long text each kind carries: message, project details or cover letter. */
export function messageOf(fields: Readonly<Record<string, string>>): string {
  return fields.message ?? fields.projectDetails ?? fields.coverLetter ?? "";
}

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
  readonly spamReasons: InboxEntry["spamReasons"];
}

export function entryView(entry: InboxEntry): EntryView {
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
  readonly note: string;
  readonly noteUpdatedBy: string | undefined;
  readonly noteUpdated: string | undefined;
}

export function recordView(record: EnquiryRecord): RecordView {
  return {
    ...entryView(record),
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
    origin: attributionLines(record.attribution).map((line) => ({ ...line, long: false })),
    deliveries: record.deliveries.map(deliveryView),
    history: record.history.map((change) => ({
      from: change.from,
      to: change.to,
      by: change.by,
      at: formatTeamTime(change.at),
      atIso: change.at.toISOString(),
    })),
    note: record.note,
    noteUpdatedBy: record.noteUpdatedBy,
    noteUpdated: record.noteUpdatedAt && formatTeamTime(record.noteUpdatedAt),
  };
}
