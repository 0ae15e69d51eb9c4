/**
 * Each opening's own stages (decision 025): the default set at its creation, then renamed,
 * added to, reordered and deleted by the recruiter. A stage with candidates in it cannot be
 * deleted (the applications' foreign key says so too).
 */
import {
  addedStageKey,
  DEFAULT_STAGES,
  isFixedStage,
  type Stage,
} from "#shared/hiring/pipeline.ts";
import type { Database, Queryable } from "#server/store/database.ts";

/** In the opening's own transaction: the default set, in its order. */
export async function insertDefaultStages(tx: Queryable, openingId: string): Promise<void> {
  for (const [index, stage] of DEFAULT_STAGES.entries()) {
    await tx.query(
      `INSERT INTO opening_stages (opening_id, stage_key, name, position) VALUES ($1, $2, $3, $4)`,
      [openingId, stage.key, stage.name, index + 1],
    );
  }
}

/** An opening's stages in order; the default set for an application sent from no opening. */
export async function stagesOf(db: Queryable, openingId: string | undefined): Promise<Stage[]> {
  if (openingId === undefined) return DEFAULT_STAGES.map(({ key, name }) => ({ key, name }));
  const rows = await db.query(
    "SELECT stage_key, name FROM opening_stages WHERE opening_id = $1 ORDER BY position, stage_key",
    [openingId],
  );
  return rows.map((row) => ({ key: String(row.stage_key), name: String(row.name) }));
}

/** Every opening's stages in order, by opening id. */
export async function stagesByOpening(db: Queryable): Promise<Map<string, Stage[]>> {
  const rows = await db.query(
    "SELECT opening_id, stage_key, name FROM opening_stages ORDER BY opening_id, position, stage_key",
  );
  const stages = new Map<string, Stage[]>();
  for (const row of rows) {
    const id = String(row.opening_id);
    stages.set(id, [
      ...(stages.get(id) ?? []),
      { key: String(row.stage_key), name: String(row.name) },
    ]);
  }
  return stages;
}

export async function renameStage(
  db: Queryable,
  openingId: string,
  key: string,
  name: string,
): Promise<boolean> {
  const renamed = await db.query(
    "UPDATE opening_stages SET name = $3 WHERE opening_id = $1 AND stage_key = $2 RETURNING stage_key",
    [openingId, key, name],
  );
  return renamed.length > 0;
}

/** A new stage just before the first of the ends (Hired, the exits); answers its key. */
export async function addStage(db: Database, openingId: string, name: string): Promise<string> {
  const key = addedStageKey();
  await db.transaction(async (tx) => {
    const stages = await stagesOf(tx, openingId);
    const before = stages.findIndex((stage) => isFixedStage(stage.key));
    const order = stages.map((stage) => stage.key);
    order.splice(before === -1 ? order.length : before, 0, key);
    await tx.query(
      `INSERT INTO opening_stages (opening_id, stage_key, name, position) VALUES ($1, $2, $3, 0)`,
      [openingId, key, name],
    );
    await writeOrder(tx, openingId, order);
  });
  return key;
}

async function writeOrder(tx: Queryable, openingId: string, order: readonly string[]) {
  for (const [index, key] of order.entries()) {
    await tx.query(
      "UPDATE opening_stages SET position = $3 WHERE opening_id = $1 AND stage_key = $2",
      [openingId, key, index + 1],
    );
  }
}

/** Moves a stage one place earlier (-1) or later (+1); answers false at either end. */
export async function shiftStage(
  db: Database,
  openingId: string,
  key: string,
  by: -1 | 1,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = (await stagesOf(tx, openingId)).map((stage) => stage.key);
    const from = order.indexOf(key);
    const to = from + by;
    if (from === -1 || to < 0 || to >= order.length) return false;
    [order[from], order[to]] = [order[to]!, order[from]!];
    await writeOrder(tx, openingId, order);
    return true;
  });
}

export type StageDeletion = "deleted" | "not-found" | "fixed" | "only-one" | "has-candidates";

/**
 * Deletes a stage nobody is in. Hired and the exits stay, and so does the last stage in
 * progress: new applications start at the first one.
 */
export async function deleteStage(
  db: Database,
  openingId: string,
  key: string,
): Promise<StageDeletion> {
  if (isFixedStage(key)) return "fixed";
  return db.transaction(async (tx) => {
    const inProgress = (await stagesOf(tx, openingId)).filter((stage) => !isFixedStage(stage.key));
    if (!inProgress.some((stage) => stage.key === key)) return "not-found";
    if (inProgress.length === 1) return "only-one";
    const deleted = await tx.query(
      `DELETE FROM opening_stages WHERE opening_id = $1 AND stage_key = $2
         AND NOT EXISTS (SELECT 1 FROM job_applications WHERE opening_id = $1 AND stage = $2)
       RETURNING stage_key`,
      [openingId, key],
    );
    return deleted.length > 0 ? "deleted" : "has-candidates";
  });
}
