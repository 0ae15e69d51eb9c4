/**
 * Reads the company's facts file (`app/content/site.yaml`) with Node and checks it. The reply
 * promise the server keeps (`REPLY_PROMISE_HOURS` on `REPLY_PROMISE_CLOCK`, read by
 * shared/site/reply-promise.ts) is the one every page and e-mail states, so the copy and the clock
 * cannot disagree; an invalid value is left to the server's configuration check, which names it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { ContentError, contentErrorLine, contentErrorMap } from "#shared/site/content-errors.ts";
import { siteFactsSchema, withReplyPromise, type SiteFacts } from "#shared/site/facts.ts";
import { readReplyPromise } from "#shared/site/reply-promise.ts";
import { repositoryPath } from "#server/lib/repository.ts";

export const SITE_FACTS_FILE = repositoryPath("app/content/site.yaml");

/** Reads and checks the facts file; a mistake throws one line naming the file and the field. */
export function readSiteFacts(
  file: string = SITE_FACTS_FILE,
  env: Readonly<Record<string, string | undefined>> = process.env,
): SiteFacts {
  const shown = path.relative(process.cwd(), file) || file;
  let data: unknown;
  try {
    data = yaml.load(readFileSync(file, "utf8"), { filename: shown });
  } catch (error) {
    throw new ContentError(yamlErrorLine(shown, error));
  }
  const result = siteFactsSchema.safeParse(data, { error: contentErrorMap });
  if (!result.success) throw new ContentError(contentErrorLine(shown, result.error.issues));
  return withReplyPromise(result.data, readReplyPromise(env, result.data.replyHours));
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
