/**
 * A job application's place in hiring: the opening it came from, its stage and the history of
 * its stages. Its rows go with the enquiry (ON DELETE CASCADE).
 */
import type { Queryable } from "./database.ts";

/**
 * Starts an application at "applied", tied to the opening whose slug the form carried when that
 * opening was ever published; in the enquiry's own transaction.
 */
export async function recordJobApplication(
  tx: Queryable,
  enquiryId: string,
  openingSlug: string | undefined,
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
}
