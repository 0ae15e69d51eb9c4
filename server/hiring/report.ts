/**
 * The hiring report: per opening, its applications by where they came from, how many reached
 * each of its stages, and the median days from application to the interview stage and to the
 * offer stage (by the default keys; decision 025). Spam is left out.
 */
import type { Attribution } from "#shared/enquiries/attribution.ts";
import type { OpeningHiringReport } from "#shared/hiring/contract.ts";
import { readDate, readOptionalJson, type Queryable } from "#server/store/database.ts";
import { allOpenings } from "./openings-store.ts";
import { stagesByOpening } from "./stages-store.ts";

const DAY_MS = 86_400_000;

/** Where an application came from: its campaign source, else the site that referred it. */
function sourceOf(attribution: Attribution | undefined): string {
  return attribution?.utmSource || attribution?.referrer || "";
}

/** The middle value (the mean of the two middle ones for an even count); none of nothing. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function hiringReport(db: Queryable): Promise<OpeningHiringReport[]> {
  const [openings, stages] = await Promise.all([allOpenings(db), stagesByOpening(db)]);
  const applications = await db.query(
    `SELECT a.enquiry_id, a.opening_id, a.stage, e.created_at, e.attribution
     FROM job_applications a JOIN enquiries e ON e.id = a.enquiry_id
     WHERE a.opening_id IS NOT NULL AND e.status <> 'spam'`,
  );
  const moves = await db.query(
    `SELECT c.enquiry_id, c.to_stage, MIN(c.changed_at) AS first_at
     FROM job_application_stage_changes c
     JOIN job_applications a ON a.enquiry_id = c.enquiry_id
     GROUP BY c.enquiry_id, c.to_stage`,
  );
  /** When each application first reached each stage, by enquiry id and stage key. */
  const reachedAt = new Map<string, Map<string, Date>>();
  for (const move of moves) {
    const id = String(move.enquiry_id);
    const entry = reachedAt.get(id) ?? new Map<string, Date>();
    entry.set(String(move.to_stage), readDate(move.first_at));
    reachedAt.set(id, entry);
  }
  return openings.map((opening) => {
    const own = applications.filter((row) => String(row.opening_id) === opening.id);
    const openingStages = stages.get(opening.id) ?? [];
    const first = openingStages[0]?.key;
    const reached = (row: (typeof own)[number], key: string) =>
      key === first || String(row.stage) === key || reachedAt.get(String(row.enquiry_id))?.has(key);
    const daysTo = (key: string) =>
      own.flatMap((row) => {
        const at = reachedAt.get(String(row.enquiry_id))?.get(key);
        return at ? [(at.getTime() - readDate(row.created_at).getTime()) / DAY_MS] : [];
      });
    const sources = new Map<string, number>();
    for (const row of own) {
      const source = sourceOf(readOptionalJson(row.attribution) as Attribution | undefined);
      sources.set(source, (sources.get(source) ?? 0) + 1);
    }
    return {
      opening: { id: opening.id, title: opening.title },
      applications: own.length,
      bySource: [...sources]
        .map(([source, count]) => ({ source, count }))
        .toSorted((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
      reached: openingStages.map((stage) => ({
        stage,
        count: own.filter((row) => reached(row, stage.key)).length,
      })),
      medianDaysToInterview: median(daysTo("interview")),
      medianDaysToOffer: median(daysTo("offer")),
    };
  });
}
