/**
 * One content file read with Node as the build reads it: the facts it quotes filled in, then
 * checked against its schema, a mistake reported in one line naming the file and the field. For
 * build-time code that runs outside the content collections (the Markdown plugins) and for tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type * as z from "zod";
import { ContentError, contentErrorLine, contentErrorMap } from "#shared/site/content-errors.ts";
import { fillFacts, splitMarkdown } from "#shared/site/content-files.ts";
import { fillPlaceholders, quotableFacts } from "#shared/site/facts.ts";
import { readSiteFacts, yamlErrorLine } from "./facts-file.ts";
import { repositoryPath } from "#server/lib/repository.ts";

export const CONTENT_DIR = repositoryPath("app/content");

/**
 * `file` (a path under app/content/): its data, and for Markdown its text below the front
 * matter. `facts` are read from app/content/site.yaml unless given.
 */
export function readContentFile<S extends z.ZodType>(
  file: string,
  schema: S,
  facts: Readonly<Record<string, string>> = quotableFacts(readSiteFacts()),
): { data: z.output<S>; text: string } {
  const shown = `app/content/${file}`;
  const source = readFileSync(path.join(CONTENT_DIR, file), "utf8");
  const { front, body } = file.endsWith(".md")
    ? splitMarkdown(source)
    : { front: source, body: "" };
  let data: unknown;
  try {
    data = yaml.load(front, { filename: shown });
  } catch (error) {
    throw new ContentError(yamlErrorLine(shown, error));
  }
  const result = schema.safeParse(fillFacts(data, facts), { error: contentErrorMap });
  if (!result.success) throw new ContentError(contentErrorLine(shown, result.error.issues));
  return { data: result.data, text: fillPlaceholders(body, facts).text };
}
