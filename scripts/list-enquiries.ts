/**
 * `npm run enquiries [-- COUNT]`: the latest stored enquiries with the state of their delivery,
 * read from the database the server uses (DATABASE_URL, by default ./data/site.db).
 *
 * The command is `listEnquiries(args, io)`, which the tests call; run as a script, it is the
 * process's.
 */
import { siteFacts } from "#server/site/facts.ts";
import { escapeInvisible } from "#shared/text/control-characters.ts";
import { loadEnv, type Env } from "#server/boot/env.ts";
import { ConfigError } from "#server/lib/config-error.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { deliveriesOf, type Delivery } from "#server/outbox/deliveries.ts";
import { latestEnquiries, type Enquiry } from "#server/enquiries/store.ts";
import { openDatabase } from "#server/store/open.ts";
import { CommandExit, exitCodeOf, processIo, type CommandIo } from "#scripts/lib/command-io.ts";
import { sortableTime } from "#shared/text/dates.ts";

const DEFAULT_COUNT = 20;

/** "2030-01-15 10:00 IST": sortable, in the company's time zone. */
function formatTime(date: Date): string {
  return sortableTime(date, siteFacts.timeZone);
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

function countOf(argument: string | undefined): number {
  const count = argument === undefined ? DEFAULT_COUNT : Number(argument);
  if (!Number.isInteger(count) || count < 1) {
    throw new CommandExit(
      1,
      `Usage: npm run enquiries [-- COUNT]   (COUNT: how many, default ${DEFAULT_COUNT})`,
    );
  }
  return count;
}

function configuration(source: CommandIo["env"]): Env {
  try {
    return loadEnv(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new CommandExit(1, `Invalid configuration: ${error.message}`);
  }
}

/** `npm run enquiries [-- COUNT]`: the exit code; the list goes to `io`'s output. */
export function listEnquiries(args: readonly string[], io: CommandIo = processIo): Promise<number> {
  return exitCodeOf(async () => {
    const count = countOf(args[0]);
    const env = configuration(io.env);
    const say = (line: string) => io.stdout.write(`${line}\n`);
    const db = await openDatabase(env.database);
    try {
      const enquiries = await latestEnquiries(db, count);
      const source = env.database.kind === "sqlite" ? env.database.path : "PostgreSQL";
      if (enquiries.length === 0) {
        say(`No enquiries stored yet (${source}).`);
      } else {
        const deliveries = await deliveriesOf(
          db,
          enquiries.map((enquiry) => enquiry.id),
        );
        say(`Latest ${enquiries.length} enquiries, newest first (${source}):\n`);
        say(
          table([
            ["RECEIVED", "KIND", "NAME", "E-MAIL", "ID", "DELIVERY"],
            ...enquiries.map((enquiry) => [
              formatTime(enquiry.createdAt),
              formWords.kinds[enquiry.kind].noun,
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
      return 0;
    } finally {
      await db.close();
    }
  }, io);
}

if (import.meta.main) process.exitCode = await listEnquiries(process.argv.slice(2));
