/** Reads the company's facts file (`app/content/site.yaml`) with Node and checks it. */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { ContentError, contentErrorLine, contentErrorMap } from "../shared/content-errors.ts";
import { siteFactsSchema, type SiteFacts } from "../shared/site-facts.ts";

export const SITE_FACTS_FILE = path.resolve(import.meta.dirname, "../app/content/site.yaml");

/** Reads and checks the facts file; a mistake throws one line naming the file and the field. */
export function readSiteFacts(file: string = SITE_FACTS_FILE): SiteFacts {
  const shown = path.relative(process.cwd(), file) || file;
  let data: unknown;
  try {
    data = yaml.load(readFileSync(file, "utf8"), { filename: shown });
  } catch (error) {
    throw new ContentError(yamlErrorLine(shown, error));
  }
  const result = siteFactsSchema.safeParse(data, { error: contentErrorMap });
  if (!result.success) throw new ContentError(contentErrorLine(shown, result.error.issues));
  return result.data;
}

/** js-yaml's own message draws the lines around the mistake; one line names where it is. */
export function yamlErrorLine(file: string, error: unknown): string {
  if (error instanceof yaml.YAMLException) {
    const { line, column } = error.mark;
    const hint = /^\s*[\w.-]+:\s*\{/.test(error.mark.buffer.split("\n")[line] ?? "")
      ? ' (a text that starts with { must be in double quotes: "{company} …")'
      : "";
    return `${file}:${line + 1}:${column + 1}: ${error.reason}${hint}`;
  }
  return `${file}: ${error instanceof Error ? error.message : String(error)}`;
}
