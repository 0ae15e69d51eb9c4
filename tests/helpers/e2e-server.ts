/**
 * The production server for the browser tests: the built site with a fresh SQLite store in a
 * temp folder, so every run starts empty and leaves nothing behind.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { recordE2eDatabaseUrl } from "./e2e-database.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
process.env.DATABASE_URL ??= `sqlite:${path.join(dataDir, "site.db")}`;
process.env.RATE_LIMIT_PER_MINUTE ??= "1000";
process.env.PAGE_RATE_LIMIT_PER_MINUTE ??= "100000";
recordE2eDatabaseUrl(process.env.PORT ?? "3000", process.env.DATABASE_URL);

await import("#server/boot/main.ts");
