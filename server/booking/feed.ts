/**
 * Each consultant's private calendar feed: a secret address (`/calendar/<token>.ics`, 256 random
 * bits, only its SHA-256 stored) that their own calendar (Google Calendar, Outlook) subscribes
 * to, so their bookings appear there without any OAuth. A new address replaces the old one,
 * which then answers 404. The feed holds no visitor text beyond their name and company: the
 * details stay in the inbox, linked from each event.
 */
import { createHash, randomBytes } from "node:crypto";
import ical, { ICalEventStatus } from "ical-generator";
import { CALENDAR_FEED_PREFIX } from "#shared/booking/agenda.ts";
import { recordAudit } from "#server/audit/log.ts";
import { inboxLink } from "#server/enquiries/messages.ts";
import { readDate, readJson, type Database } from "#server/store/database.ts";
import { invitationUid } from "./invitation.ts";

const DAY_MS = 24 * 60 * 60_000;
/** How far back the feed reaches: enough for last month's meetings to stay in the calendar. */
const FEED_PAST_DAYS = 30;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The path of a feed: the token, as the URL carries it. */
export const feedPath = (token: string) => `${CALENDAR_FEED_PREFIX}${token}.ics`;

/** The token in a feed's path, or undefined when it names none (so it answers 404). */
export function tokenInPath(path: string): string | undefined {
  const match = /^\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(path);
  return match?.[1];
}

export interface CalendarFeeds {
  /** Makes a new address for the account (the old one stops answering); undefined for no such account. */
  renew(email: string, by: { clientAddress: string }): Promise<string | undefined>;
  /** When the account's current address was made; undefined when it has none. */
  madeAt(email: string): Promise<Date | undefined>;
  /** The feed's text for a token, or undefined for an unknown or replaced one. */
  feed(token: string): Promise<string | undefined>;
}

export function createCalendarFeeds({
  db,
  siteUrl,
  company,
  now = () => new Date(),
}: {
  readonly db: Database;
  readonly siteUrl: string;
  readonly company: string;
  readonly now?: () => Date;
}): CalendarFeeds {
  const siteHost = new URL(siteUrl).hostname;
  return {
    async renew(email, { clientAddress }) {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const made = await db.transaction(async (tx) => {
        const [account] = await tx.query<{ id: string }>(
          "SELECT id FROM admin_users WHERE email = $1",
          [email],
        );
        if (!account) return false;
        await tx.query("DELETE FROM calendar_feeds WHERE user_id = $1", [account.id]);
        await tx.query(
          "INSERT INTO calendar_feeds (user_id, token_hash, created_at) VALUES ($1, $2, $3)",
          [account.id, hashOf(token), at.toISOString()],
        );
        await recordAudit(tx, {
          at,
          actor: email,
          clientAddress,
          action: "calendar-feed-made",
          subject: String(account.id),
          detail: "the previous address no longer answers",
        });
        return true;
      });
      return made ? `${siteUrl}${feedPath(token)}` : undefined;
    },
    async madeAt(email) {
      const [row] = await db.query(
        `SELECT f.created_at FROM calendar_feeds f JOIN admin_users u ON u.id = f.user_id
          WHERE u.email = $1`,
        [email],
      );
      return row ? readDate(row.created_at) : undefined;
    },
    async feed(token) {
      const [owner] = await db.query<{ id: string }>(
        `SELECT u.id FROM calendar_feeds f JOIN admin_users u ON u.id = f.user_id
          WHERE f.token_hash = $1 AND u.disabled_at IS NULL`,
        [hashOf(token)],
      );
      if (!owner) return undefined;
      const since = new Date(now().getTime() - FEED_PAST_DAYS * DAY_MS);
      const rows = await db.query(
        `SELECT b.id, b.enquiry_id, b.starts_at, b.ends_at, b.state, b.sequence, b.updated_at,
                e.fields
           FROM bookings b JOIN enquiries e ON e.id = b.enquiry_id
          WHERE b.consultant_id = $1 AND b.starts_at >= $2
          ORDER BY b.starts_at`,
        [owner.id, since.toISOString()],
      );
      const calendar = ical({
        name: `${company}: consultations`,
        prodId: { company, product: "Bookings", language: "EN" },
        // Subscribers look again every hour (where they honour it).
        ttl: 60 * 60,
      });
      for (const row of rows) {
        const fields = readJson(row.fields) as Record<string, string>;
        const who = fields.companyName ? `${fields.name} (${fields.companyName})` : fields.name;
        calendar.createEvent({
          // The invitation's UID: a calendar that holds both sees one meeting.
          id: invitationUid(String(row.id), siteHost),
          sequence: Number(row.sequence),
          start: readDate(row.starts_at),
          end: readDate(row.ends_at),
          stamp: readDate(row.updated_at),
          summary: `Consultation: ${who}`,
          description: inboxLink(String(row.enquiry_id), siteUrl),
          status: row.state === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        });
      }
      return calendar.toString();
    },
  };
}
