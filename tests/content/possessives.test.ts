/**
 * The company's name quoted in a possessive reads badly when it ends in "s" ("Malwa
 * Softworks's work"): every content file, its facts filled in, says it another way.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#server/site/content-file.ts";
import { fillPlaceholders, quotableFacts } from "#shared/site/facts.ts";
import { readSiteFacts } from "#server/site/facts-file.ts";

const facts = quotableFacts(readSiteFacts());
const files = readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" }).filter((file) =>
  /\.(ya?ml|md)$/.test(file),
);

describe("the content, with the company's facts filled in", () => {
  it.each(files)("%s quotes no name ending in s with 's", (file) => {
    const text = fillPlaceholders(readFileSync(path.join(CONTENT_DIR, file), "utf8"), facts).text;
    expect(text.match(/\b[A-Z]\w*s's\b/g) ?? []).toEqual([]);
  });
});
