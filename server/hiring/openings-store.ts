/** The job openings the team publishes, and how many applications each has per stage. */
import type { Opening, OpeningInput, OpeningState } from "#shared/hiring/openings.ts";
import { DEFAULT_ATTRIBUTES } from "#shared/hiring/scorecards.ts";
import { insertDefaultStages } from "./stages-store.ts";
import {
  readDate,
  readOptionalDate,
  type Database,
  type Queryable,
  type Row,
} from "#server/store/database.ts";

const COLUMNS = `id, slug, title, department, workplace, employment_type, experience, salary_min,
  salary_max, description, date_posted, valid_through, state, published_at, updated_at`;

function optionalNumber(value: unknown): number | undefined {
  return value === null || value === undefined ? undefined : Number(value);
}

function openingFromRow(row: Row): Opening {
  return {
    id: String(row.id),
    slug: String(row.slug),
    title: String(row.title),
    department: String(row.department),
    workplace: row.workplace as Opening["workplace"],
    employmentType: row.employment_type as Opening["employmentType"],
    experience: String(row.experience),
    salaryMin: optionalNumber(row.salary_min),
    salaryMax: optionalNumber(row.salary_max),
    description: String(row.description),
    datePosted: String(row.date_posted),
    validThrough: String(row.valid_through),
    state: row.state as OpeningState,
    publishedAt: readOptionalDate(row.published_at),
    updatedAt: readDate(row.updated_at),
  };
}

/** Every opening, newest posting first. */
export async function allOpenings(db: Queryable): Promise<Opening[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM openings ORDER BY date_posted DESC, created_at DESC, title`,
  );
  return rows.map(openingFromRow);
}

/** Open ones whose last valid day is `today` or later, newest posting first. */
export async function listedOpenings(db: Queryable, today: string): Promise<Opening[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM openings WHERE state = 'open' AND valid_through >= $1
     ORDER BY date_posted DESC, created_at DESC, title`,
    [today],
  );
  return rows.map(openingFromRow);
}

export async function findOpening(
  db: Queryable,
  by: { readonly id: string } | { readonly slug: string },
): Promise<Opening | undefined> {
  const [row] =
    "id" in by
      ? await db.query(`SELECT ${COLUMNS} FROM openings WHERE id = $1`, [by.id])
      : await db.query(`SELECT ${COLUMNS} FROM openings WHERE slug = $1`, [by.slug]);
  return row ? openingFromRow(row) : undefined;
}

function inputValues(input: OpeningInput): (string | number | null)[] {
  return [
    input.slug,
    input.title,
    input.department,
    input.workplace,
    input.employmentType,
    input.experience,
    input.salaryMin ?? null,
    input.salaryMax ?? null,
    input.description,
    input.datePosted,
    input.validThrough,
  ];
}

export class DuplicateSlugError extends Error {
  override name = "DuplicateSlugError";
}

/** Adds an opening with the default stages; answers false when its slug is taken. */
export async function insertOpening(
  db: Database,
  opening: OpeningInput & { readonly id: string; readonly state: OpeningState; readonly at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insertOpeningRow(tx, opening))) return false;
    await insertDefaultStages(tx, opening.id);
    return true;
  });
}

async function insertOpeningRow(
  db: Queryable,
  opening: OpeningInput & { readonly id: string; readonly state: OpeningState; readonly at: Date },
): Promise<boolean> {
  const at = opening.at.toISOString();
  const published = opening.state === "draft" ? null : at;
  const inserted = await db.query(
    `INSERT INTO openings (slug, title, department, workplace, employment_type, experience,
       salary_min, salary_max, description, date_posted, valid_through, id, state, published_at,
       created_at, updated_at, scorecard_attributes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16)
     ON CONFLICT (slug) DO NOTHING
     RETURNING id`,
    [
      ...inputValues(opening),
      opening.id,
      opening.state,
      published,
      at,
      JSON.stringify(DEFAULT_ATTRIBUTES),
    ],
  );
  return inserted.length > 0;
}

/**
 * Saves an opening's text. Its slug changes only while it has never been published; answers
 * false when there is no such opening or the new slug belongs to another.
 */
export async function updateOpening(
  db: Database,
  id: string,
  input: OpeningInput,
  at: Date,
): Promise<"saved" | "not-found" | "slug-taken"> {
  return db.transaction(async (tx) => {
    const current = await findOpening(tx, { id });
    if (!current) return "not-found";
    const slug = current.publishedAt ? current.slug : input.slug;
    if (slug !== current.slug && (await findOpening(tx, { slug }))) return "slug-taken";
    await tx.query(
      `UPDATE openings SET slug = $1, title = $2, department = $3, workplace = $4,
         employment_type = $5, experience = $6, salary_min = $7, salary_max = $8,
         description = $9, date_posted = $10, valid_through = $11, updated_at = $12
       WHERE id = $13`,
      [...inputValues({ ...input, slug }), at.toISOString(), id],
    );
    return "saved";
  });
}

/** Publishes, closes or reopens an opening; the first publication fixes its slug. */
export async function setOpeningState(
  db: Queryable,
  id: string,
  state: OpeningState,
  at: Date,
): Promise<boolean> {
  const when = at.toISOString();
  const changed = await db.query(
    `UPDATE openings SET state = $1, updated_at = $2,
       published_at = CASE WHEN $1 = 'draft' THEN published_at ELSE COALESCE(published_at, $2) END
     WHERE id = $3
     RETURNING id`,
    [state, when, id],
  );
  return changed.length > 0;
}

/** Each opening's applications per stage key, by opening id; those in spam count for none. */
export async function stageCountsByOpening(
  db: Queryable,
): Promise<Map<string, Map<string, number>>> {
  const rows = await db.query(
    `SELECT a.opening_id, a.stage, COUNT(*) AS count FROM job_applications a
     JOIN enquiries e ON e.id = a.enquiry_id
     WHERE a.opening_id IS NOT NULL AND e.status <> 'spam'
     GROUP BY a.opening_id, a.stage`,
  );
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const id = String(row.opening_id);
    const entry = counts.get(id) ?? new Map<string, number>();
    entry.set(String(row.stage), Number(row.count));
    counts.set(id, entry);
  }
  return counts;
}
