/**
 * `npm run enquiries [-- COUNT]`: the latest stored enquiries with the state of their delivery,
 * read from the database the server uses (DATABASE_URL, by default ./data/site.db).
 */
import { siteFacts } from "#server/site/facts.ts";
import { escapeInvisible } from "#shared/text/control-characters.ts";
import { loadEnv, type Env } from "#server/boot/env.ts";
import { ConfigError } from "#server/lib/config-error.ts";
import { enquiryKinds } from "#shared/enquiries/kinds.ts";
import { deliveriesOf, type Delivery } from "#server/outbox/deliveries.ts";
import { latestEnquiries, type Enquiry } from "#server/enquiries/store.ts";
import { openDatabase } from "#server/store/open.ts";

const DEFAULT_COUNT = 20;

const timeParts = new Intl.DateTimeFormat("en-IN", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: siteFacts.timeZone,
  timeZoneName: "short",
});

/** "2030-01-15 10:00 IST": sortable, in the company's time zone. */
function formatTime(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    timeParts.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}

function deliveryState(enquiry: Enquiry, deliveries: readonly Delivery[]): string {
  if (enquiry.isSpam) return "spam (honeypot), not sent";
  if (deliveries.length === 0) return "not sent (delivery was off)";
  return deliveries
    .map((delivery) => {
      if (delivery.status !== "pending" || delivery.attempts === 0) {
        return `${delivery.channel} ${delivery.status}`;
      }
      return `${delivery.channel} retrying (${delivery.attempts} tries: ${delivery.lastError ?? "in progress"})`;
    })
    .join(", ");
}

/** The rows in aligned columns; a visitor's control characters are shown escaped, never obeyed. */
function table(cells: readonly (readonly string[])[]): string {
  const rows = cells.map((row) => row.map((cell) => escapeInvisible(cell)));
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0),
        )
        .join("  "),
    )
    .join("\n");
}

const countArgument = process.argv[2];
const count = countArgument === undefined ? DEFAULT_COUNT : Number(countArgument);
if (!Number.isInteger(count) || count < 1) {
  console.error(
    `Usage: npm run enquiries [-- COUNT]   (COUNT: how many, default ${DEFAULT_COUNT})`,
  );
  process.exit(1);
}

function configuration(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(1);
  }
}

const env = configuration();

const db = await openDatabase(env.database);
try {
  const enquiries = await latestEnquiries(db, count);
  const source = env.database.kind === "sqlite" ? env.database.path : "PostgreSQL";
  if (enquiries.length === 0) {
    console.info(`No enquiries stored yet (${source}).`);
  } else {
    const deliveries = await deliveriesOf(
      db,
      enquiries.map((enquiry) => enquiry.id),
    );
    console.info(`Latest ${enquiries.length} enquiries, newest first (${source}):\n`);
    console.info(
      table([
        ["RECEIVED", "KIND", "NAME", "E-MAIL", "ID", "DELIVERY"],
        ...enquiries.map((enquiry) => [
          formatTime(enquiry.createdAt),
          enquiryKinds[enquiry.kind].noun,
          enquiry.fields.name ?? "",
          enquiry.fields.email ?? "",
          enquiry.id,
          deliveryState(
            enquiry,
            deliveries.filter((delivery) => delivery.enquiryId === enquiry.id),
          ),
        ]),
      ]),
    );
  }
} finally {
  await db.close();
}
