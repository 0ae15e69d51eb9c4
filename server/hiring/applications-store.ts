/**
 * A job application's place in hiring: the opening it came from, its stage and the history of
 * its stages. Its rows go with the enquiry (ON DELETE CASCADE).
 */
import { randomUUID } from "node:crypto";
import type { PipelineStage } from "#shared/hiring/pipeline.ts";
import type { AlongsideEnquiry } from "#server/enquiries/store.ts";
import { readDate, type Database, type Queryable } from "#server/store/database.ts";
import type { StoredCv } from "./cv.ts";

/**
 * Starts an application at "applied", tied to the opening whose slug the form carried when that
 * opening was ever published; in the enquiry's own transaction.
 */
export async function recordJobApplication(
  tx: Queryable,
  enquiryId: string,
  openingSlug: string | undefined,
  cv: StoredCv | undefined,
): Promise<void> {
  const [opening] = openingSlug
    ? await tx.query("SELECT id FROM openings WHERE slug = $1 AND published_at IS NOT NULL", [
        openingSlug,
      ])
    : [];
  await tx.query(
    `INSERT INTO job_applications (enquiry_id, opening_id, stage) VALUES ($1, $2, 'applied')
     ON CONFLICT (enquiry_id) DO NOTHING`,
    [enquiryId, opening ? String(opening.id) : null],
  );
  if (cv) {
    await tx.query(
      `INSERT INTO job_application_cvs (enquiry_id, file_name, media_type, size_bytes, sha256, content)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [enquiryId, cv.fileName, cv.mediaType, cv.bytes.byteLength, cv.sha256, cv.bytes],
    );
  }
}

/**
 * In a new enquiry's own transaction: a job application starts at "applied", with the CV it
 * carried; other kinds of enquiry are no application.
 */
export function applicationOnArrival(cv?: StoredCv): AlongsideEnquiry {
  return async (tx, enquiry) => {
    if (enquiry.kind !== "jobEnquiry") return;
    await recordJobApplication(tx, enquiry.id, enquiry.fields.opening, cv);
  };
}

export interface StoredApplication {
  readonly opening:
    { readonly id: string; readonly title: string; readonly slug: string } | undefined;
  readonly stage: PipelineStage;
  readonly history: readonly StageChange[];
  readonly cv:
    | {
        readonly fileName: string;
        readonly mediaType: string;
        readonly sizeBytes: number;
        readonly sha256: string;
      }
    | undefined;
}

export interface StageChange {
  readonly from: PipelineStage;
  readonly to: PipelineStage;
  readonly by: string;
  readonly at: Date;
}

/** A job application's opening, stage, stage history and CV (without its bytes). */
export async function findApplication(
  db: Queryable,
  enquiryId: string,
): Promise<StoredApplication | undefined> {
  const [row] = await db.query(
    `SELECT a.stage, o.id AS opening_id, o.title, o.slug, c.file_name, c.media_type, c.size_bytes,
       c.sha256
     FROM job_applications a
     LEFT JOIN openings o ON o.id = a.opening_id
     LEFT JOIN job_application_cvs c ON c.enquiry_id = a.enquiry_id
     WHERE a.enquiry_id = $1`,
    [enquiryId],
  );
  if (!row) return undefined;
  const history = await db.query(
    `SELECT from_stage, to_stage, changed_by, changed_at FROM job_application_stage_changes
     WHERE enquiry_id = $1 ORDER BY changed_at, id`,
    [enquiryId],
  );
  return {
    opening:
      row.opening_id === null || row.opening_id === undefined
        ? undefined
        : { id: String(row.opening_id), title: String(row.title), slug: String(row.slug) },
    stage: row.stage as PipelineStage,
    history: history.map((change) => ({
      from: change.from_stage as PipelineStage,
      to: change.to_stage as PipelineStage,
      by: String(change.changed_by),
      at: readDate(change.changed_at),
    })),
    cv:
      row.file_name === null || row.file_name === undefined
        ? undefined
        : {
            fileName: String(row.file_name),
            mediaType: String(row.media_type),
            sizeBytes: Number(row.size_bytes),
            sha256: String(row.sha256),
          },
  };
}

/** The CV's bytes, with the name and type it is downloaded as. */
export async function cvContent(
  db: Queryable,
  enquiryId: string,
): Promise<{ fileName: string; mediaType: string; bytes: Uint8Array } | undefined> {
  const [row] = await db.query(
    "SELECT file_name, media_type, content FROM job_application_cvs WHERE enquiry_id = $1",
    [enquiryId],
  );
  if (!row) return undefined;
  return {
    fileName: String(row.file_name),
    mediaType: String(row.media_type),
    bytes: new Uint8Array(row.content as Uint8Array),
  };
}

/**
 * Moves an application to `stage` and records the move; answers false when there is no such
 * application or it is there already.
 */
export async function moveApplicationStage(
  db: Database,
  change: { enquiryId: string; to: PipelineStage; by: string; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query("SELECT stage FROM job_applications WHERE enquiry_id = $1", [
      change.enquiryId,
    ]);
    if (!row || row.stage === change.to) return false;
    await tx.query("UPDATE job_applications SET stage = $1 WHERE enquiry_id = $2", [
      change.to,
      change.enquiryId,
    ]);
    await tx.query(
      `INSERT INTO job_application_stage_changes
         (id, enquiry_id, from_stage, to_stage, changed_by, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        randomUUID(),
        change.enquiryId,
        String(row.stage),
        change.to,
        change.by,
        change.at.toISOString(),
      ],
    );
    return true;
  });
}
