/**
 * The days the office is closed besides its weekly closed days (`app/content/holidays.yaml`), which
 * the business clock skips. A mistake in the file stops the server at start with one line naming
 * the file and the entry.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import * as z from "zod";
import { ContentError, contentErrorLine, contentErrorMap } from "#shared/site/content-errors.ts";
import { yamlErrorLine } from "#server/site/facts-file.ts";
import { repositoryPath } from "#server/lib/repository.ts";

export const HOLIDAYS_FILE = repositoryPath("app/content/holidays.yaml");

const isoDay = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, "must be a date written YYYY-MM-DD, such as 2026-01-26");

const holidaysFile = z.strictObject({
  holidays: z
    .array(z.strictObject({ date: isoDay, name: z.string().trim().min(1) }))
    .nullable()
    .transform((list) => list ?? []),
});

/** The closed days as "YYYY-MM-DD"; throws a `ContentError` of one line when the file is wrong. */
export function readHolidays(file: string = HOLIDAYS_FILE): ReadonlySet<string> {
  const shown = path.relative(process.cwd(), file) || file;
  let data: unknown;
  try {
    // The JSON schema keeps 2026-01-26 a text, where YAML's default would make it a Date.
    data = yaml.load(readFileSync(file, "utf8"), { filename: shown, schema: yaml.JSON_SCHEMA });
  } catch (error) {
    throw new ContentError(yamlErrorLine(shown, error));
  }
  const result = holidaysFile.safeParse(data, { error: contentErrorMap });
  if (!result.success) throw new ContentError(contentErrorLine(shown, result.error.issues));
  return new Set(result.data.holidays.map((holiday) => holiday.date));
}
