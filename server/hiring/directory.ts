/**
 * The openings as the public pages read them, and the first start's seeding. Every read goes to
 * the store, so an opening published, edited or closed in the inbox shows at once on every
 * instance, with no build and no restart.
 */
import { randomUUID } from "node:crypto";
import { siteFacts } from "#server/site/facts.ts";
import {
  addDays,
  dayIn,
  DEFAULT_VALID_DAYS,
  isListed,
  type OpeningsDirectory,
} from "#shared/hiring/openings.ts";
import type { Database } from "#server/store/database.ts";
import { findOpening, insertOpening, listedOpenings } from "./openings-store.ts";
import { FIRST_OPENINGS } from "./first-openings.ts";

export function createOpeningsDirectory(db: Database, now: () => Date): OpeningsDirectory {
  const today = () => dayIn(siteFacts.timeZone, now());
  return {
    today,
    listed: () => listedOpenings(db, today()),
    async find(slug) {
      const opening = await findOpening(db, { slug });
      if (!opening || !opening.publishedAt) return { status: "unknown" };
      return isListed(opening, today())
        ? { status: "listed", opening }
        : { status: "gone", opening };
    },
  };
}

/**
 * Gives an empty store the openings the site began with; answers how many it added. Instances
 * starting together on one database add each once (the slug is unique).
 */
export async function seedFirstOpenings(db: Database, now: Date): Promise<number> {
  const [row] = await db.query("SELECT COUNT(*) AS count FROM openings");
  if (Number(row?.count) > 0) return 0;
  const validThrough = addDays(dayIn(siteFacts.timeZone, now), DEFAULT_VALID_DAYS);
  let added = 0;
  for (const opening of FIRST_OPENINGS) {
    const inserted = await insertOpening(db, {
      ...opening,
      salaryMin: undefined,
      salaryMax: undefined,
      validThrough,
      id: randomUUID(),
      state: "open",
      at: now,
    });
    if (inserted) added += 1;
  }
  return added;
}
