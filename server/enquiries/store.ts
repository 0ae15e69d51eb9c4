/** Enquiries as stored: written once with their deliveries, read by the notifier and the CLI. */
import type { Attribution } from "#shared/enquiries/attribution.ts";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import {
  readDate,
  readJson,
  readOptionalJson,
  type Database,
  type Dialect,
  type Queryable,
  type Row,
} from "#server/store/database.ts";
import { normalizeEmail } from "#shared/text/email.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { queueDeliveries } from "#server/outbox/deliveries.ts";
import { holdAsSpam } from "./status.ts";

export interface Enquiry {
  readonly id: string;
  readonly kind: EnquiryKind;
  readonly action: string;
  /** The validated fields, by name. */
  readonly fields: Readonly<Record<string, string>>;
  readonly submissionId: string | undefined;
  /** Quarantined by the spam verdict: kept, not delivered unless the team says it is not spam. */
  readonly isSpam: boolean;
  /** Where it was sent from; undefined when nothing was known (or before it was recorded). */
  readonly attribution?: Attribution;
  readonly createdAt: Date;
}

export interface SaveResult {
  /** The stored enquiry's id: the new one, or the earlier one with the same submission id. */
  readonly id: string;
  readonly duplicate: boolean;
}

function enquiryFromRow(row: Row): Enquiry {
  return {
    id: String(row.id),
    kind: row.kind as EnquiryKind,
    action: String(row.action),
    fields: readJson(row.fields) as Record<string, string>,
    submissionId: row.submission_id === null ? undefined : String(row.submission_id),
    isSpam: Boolean(row.is_spam),
    attribution: readOptionalJson(row.attribution) as Attribution | undefined,
    createdAt: readDate(row.created_at),
  };
}

/**
 * What another feature writes of a new enquiry in its own transaction (its spam verdict, its
 * consents, its reply clock, a job application's CV), handed in by the composition root.
 */
export type AlongsideEnquiry = (tx: Queryable, enquiry: Enquiry) => Promise<void>;

/**
 * Stores an enquiry (as spam when the verdict held it back), queues its deliveries and writes
 * whatever `alongside` records of it, in one transaction. A submission id seen before stores
 * nothing and answers the earlier enquiry's id.
 */
export async function saveEnquiry(
  db: Database,
  enquiry: Enquiry,
  channels: readonly DeliveryChannel[],
  alongside: readonly AlongsideEnquiry[] = [],
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO enquiries (id, kind, action, fields, submission_id, is_spam, attribution, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (submission_id) DO NOTHING
       RETURNING id`,
      [
        enquiry.id,
        enquiry.kind,
        enquiry.action,
        JSON.stringify(enquiry.fields),
        enquiry.submissionId ?? null,
        enquiry.isSpam,
        enquiry.attribution ? JSON.stringify(enquiry.attribution) : null,
        enquiry.createdAt.toISOString(),
      ],
    );
    if (inserted.length === 0) {
      const [earlier] = await tx.query("SELECT id FROM enquiries WHERE submission_id = $1", [
        enquiry.submissionId ?? null,
      ]);
      if (!earlier) throw new Error("Enquiry was neither stored nor found by its submission id");
      return { id: String(earlier.id), duplicate: true };
    }
    if (enquiry.isSpam) await holdAsSpam(tx, enquiry.id);
    await queueDeliveries(tx, enquiry.id, channels, enquiry.createdAt);
    for (const record of alongside) await record(tx, enquiry);
    return { id: enquiry.id, duplicate: false };
  });
}

/**
 * The ids of the enquiries whose e-mail field is this address, oldest first: one person's
 * enquiries, however they typed it (`normalizeEmail`), for their export, their erasure, their
 * consent choices and the inbox's customer history.
 */
export async function enquiryIdsOf(
  db: Queryable,
  dialect: Dialect,
  email: string,
): Promise<string[]> {
  const address =
    dialect === "postgres" ? "lower(fields->>'email')" : "lower(json_extract(fields, '$.email'))";
  const rows = await db.query(
    `SELECT id FROM enquiries WHERE ${address} = $1 ORDER BY created_at, id`,
    [normalizeEmail(email)],
  );
  return rows.map((row) => String(row.id));
}

export async function findEnquiry(db: Database, id: string): Promise<Enquiry | undefined> {
  const [row] = await db.query("SELECT * FROM enquiries WHERE id = $1", [id]);
  return row ? enquiryFromRow(row) : undefined;
}

/** The newest enquiries first. */
export async function latestEnquiries(db: Database, limit: number): Promise<Enquiry[]> {
  const rows = await db.query("SELECT * FROM enquiries ORDER BY created_at DESC, id LIMIT $1", [
    limit,
  ]);
  return rows.map(enquiryFromRow);
}
