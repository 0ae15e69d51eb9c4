/**
 * The lease that lets one instance read the team mailbox at a time, as the outbox's claims let one
 * instance send a delivery: taken when free or expired, renewed by its holder while it reads,
 * released when it stops. A crashed holder's lease runs out and another instance takes over.
 */
import type { Database } from "#server/store/database.ts";

export interface LeaseRequest {
  readonly mailbox: string;
  readonly owner: string;
  readonly now: Date;
  readonly leaseMs: number;
}

/** Takes or renews the lease; answers whether this owner holds it now. */
export async function holdMailboxLease(db: Database, request: LeaseRequest): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO mailbox_reader_leases (mailbox, held_by, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (mailbox) DO UPDATE
        SET held_by = excluded.held_by, expires_at = excluded.expires_at
      WHERE mailbox_reader_leases.held_by = excluded.held_by
         OR mailbox_reader_leases.expires_at <= $4
     RETURNING held_by`,
    [
      request.mailbox,
      request.owner,
      new Date(request.now.getTime() + request.leaseMs).toISOString(),
      request.now.toISOString(),
    ],
  );
  return rows.length > 0;
}

export async function releaseMailboxLease(
  db: Database,
  mailbox: string,
  owner: string,
): Promise<void> {
  await db.query("DELETE FROM mailbox_reader_leases WHERE mailbox = $1 AND held_by = $2", [
    mailbox,
    owner,
  ]);
}
