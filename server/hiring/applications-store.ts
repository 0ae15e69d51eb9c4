/**
 * A job application's place in hiring: the opening it came from, its stage and the history of
 * its stages. Its rows go with the enquiry (ON DELETE CASCADE).
 */
import { randomUUID } from "node:crypto";
import type {
  ApplicationCard,
  ApplicationFilter,
  ApplicationRecord,
} from "#shared/hiring/contract.ts";
import type { Stage } from "#shared/hiring/pipeline.ts";
import type { AlongsideEnquiry } from "#server/enquiries/store.ts";
import { readDate, readJson, type Queryable } from "#server/store/database.ts";
import type { StoredCv } from "./cv.ts";
import { scorecardSummaries } from "./scorecards-store.ts";
import { stagesOf } from "./stages-store.ts";

/**
 * Starts an application at the first stage of the opening whose slug the form carried (the
 * enquiry core has checked it takes applications), or of the default set; in the enquiry's own
 * transaction.
 */
export async function recordJobApplication(
  tx: Queryable,
  enquiryId: string,
  openingSlug: string | undefined,
  cv: StoredCv | undefined,
  at: Date,
): Promise<void> {
  const [opening] = openingSlug
    ? await tx.query("SELECT id FROM openings WHERE slug = $1 AND published_at IS NOT NULL", [
        openingSlug,
      ])
    : [];
  const openingId = opening ? String(opening.id) : undefined;
  const [first] = await stagesOf(tx, openingId);
  await tx.query(
    `INSERT INTO job_applications (enquiry_id, opening_id, stage, stage_since) VALUES ($1, $2, $3, $4)
     ON CONFLICT (enquiry_id) DO NOTHING`,
    [enquiryId, openingId ?? null, first?.key ?? "applied", at.toISOString()],
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
    await recordJobApplication(tx, enquiry.id, enquiry.fields.opening, cv, enquiry.createdAt);
  };
}

export type StoredApplication = ApplicationRecord;

/** A job application's opening, stage, stages, stage history and CV (without its bytes). */
export async function findApplication(
  db: Queryable,
  enquiryId: string,
): Promise<StoredApplication | undefined> {
  const [row] = await db.query(
    `SELECT a.stage, a.version, a.stage_since, o.id AS opening_id, o.title, o.slug, c.file_name,
       c.media_type, c.size_bytes, c.sha256
     FROM job_applications a
     LEFT JOIN openings o ON o.id = a.opening_id
     LEFT JOIN job_application_cvs c ON c.enquiry_id = a.enquiry_id
     WHERE a.enquiry_id = $1`,
    [enquiryId],
  );
  if (!row) return undefined;
  const openingId =
    row.opening_id === null || row.opening_id === undefined ? undefined : String(row.opening_id);
  const stages = await stagesOf(db, openingId);
  const key = String(row.stage);
  const history = await db.query(
    `SELECT from_name, to_name, changed_by, changed_at, reason FROM job_application_stage_changes
     WHERE enquiry_id = $1 ORDER BY changed_at, id`,
    [enquiryId],
  );
  return {
    opening:
      openingId === undefined
        ? undefined
        : { id: openingId, title: String(row.title), slug: String(row.slug) },
    stage: stages.find((stage) => stage.key === key) ?? { key, name: key },
    stages,
    version: Number(row.version),
    stageSince: readDate(row.stage_since),
    history: history.map((change) => ({
      from: String(change.from_name),
      to: String(change.to_name),
      by: String(change.changed_by),
      at: readDate(change.changed_at),
      ...(change.reason === null || change.reason === undefined
        ? {}
        : { reason: String(change.reason) }),
    })),
    scorecards: (await scorecardSummaries(db, [enquiryId])).get(enquiryId),
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

export interface StageMoveRecord {
  readonly enquiryId: string;
  readonly from: Stage;
  readonly to: Stage;
  readonly version: number;
  readonly by: string;
  readonly at: Date;
  /** Why it went to Offer with scorecards missing. */
  readonly reason?: string;
}

/**
 * In a transaction: moves an application from `from` at `version` to `to` and records the move.
 * The version in the UPDATE settles two moves of one card: the second finds it moved and changes
 * nothing (answers false).
 */
export async function moveApplicationStage(tx: Queryable, move: StageMoveRecord): Promise<boolean> {
  const moved = await tx.query(
    `UPDATE job_applications SET stage = $1, version = version + 1, stage_since = $2
     WHERE enquiry_id = $3 AND version = $4 AND stage = $5
     RETURNING enquiry_id`,
    [move.to.key, move.at.toISOString(), move.enquiryId, move.version, move.from.key],
  );
  if (moved.length === 0) return false;
  await tx.query(
    `INSERT INTO job_application_stage_changes
       (id, enquiry_id, from_stage, to_stage, from_name, to_name, changed_by, changed_at, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      randomUUID(),
      move.enquiryId,
      move.from.key,
      move.to.key,
      move.from.name,
      move.to.name,
      move.by,
      move.at.toISOString(),
      move.reason ?? null,
    ],
  );
  return true;
}

/**
 * The applications a board or the list shows, oldest in their stage first: each with its
 * candidate's name, opening, stage (by the opening's name for it), version, CV and the interview
 * day they booked (the bookings table is the booking engine's; read here, never written). Spam is left
 * out, as everywhere in hiring.
 */
export async function applicationCards(
  db: Queryable,
  filter: ApplicationFilter,
): Promise<ApplicationCard[]> {
  const conditions = ["e.status <> 'spam'"];
  const values: string[] = [];
  if (filter.openingId !== undefined) {
    values.push(filter.openingId);
    conditions.push(`a.opening_id = $${values.length}`);
  }
  if (filter.stage !== undefined) {
    values.push(filter.stage);
    conditions.push(`a.stage = $${values.length}`);
  }
  const rows = await db.query(
    `SELECT a.enquiry_id, a.stage, a.version, a.stage_since, e.fields, o.id AS opening_id,
       o.title, s.name AS stage_name, c.file_name,
       (SELECT MIN(b.starts_at) FROM bookings b
         WHERE b.enquiry_id = a.enquiry_id AND b.event_type = 'interview'
           AND b.state IN ('booked', 'rescheduled')) AS interview_at,
       (SELECT b.id FROM bookings b
         WHERE b.enquiry_id = a.enquiry_id AND b.event_type = 'interview'
           AND b.state IN ('booked', 'rescheduled')
         ORDER BY b.starts_at LIMIT 1) AS interview_id
     FROM job_applications a
     JOIN enquiries e ON e.id = a.enquiry_id
     LEFT JOIN openings o ON o.id = a.opening_id
     LEFT JOIN opening_stages s ON s.opening_id = a.opening_id AND s.stage_key = a.stage
     LEFT JOIN job_application_cvs c ON c.enquiry_id = a.enquiry_id
     WHERE ${conditions.join(" AND ")}
     ORDER BY a.stage_since, a.enquiry_id`,
    values,
  );
  const defaults = await stagesOf(db, undefined);
  const scorecards = await scorecardSummaries(
    db,
    rows.map((row) => String(row.enquiry_id)),
  );
  return rows.map((row) => {
    const key = String(row.stage);
    const fields = readJson(row.fields) as Record<string, string>;
    return {
      enquiryId: String(row.enquiry_id),
      name: fields.name ?? "",
      opening:
        row.opening_id === null || row.opening_id === undefined
          ? undefined
          : { id: String(row.opening_id), title: String(row.title) },
      stage: {
        key,
        name:
          row.stage_name === null || row.stage_name === undefined
            ? (defaults.find((stage) => stage.key === key)?.name ?? key)
            : String(row.stage_name),
      },
      version: Number(row.version),
      stageSince: readDate(row.stage_since),
      cv:
        row.file_name === null || row.file_name === undefined
          ? undefined
          : { fileName: String(row.file_name) },
      interviewAt:
        row.interview_at === null || row.interview_at === undefined
          ? undefined
          : readDate(row.interview_at),
      interviewId:
        row.interview_id === null || row.interview_id === undefined
          ? undefined
          : String(row.interview_id),
      scorecards: scorecards.get(String(row.enquiry_id)),
    };
  });
}
