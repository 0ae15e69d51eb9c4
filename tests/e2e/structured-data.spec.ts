import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { expect, test } from "@playwright/test";
import { openingPath } from "#shared/hiring/openings.ts";
import { FIRST_OPENINGS } from "#server/hiring/first-openings.ts";

/**
 * Adobe's structured-data validator, which applies Google's rich-result rules, reads every
 * opening's page as a search engine would and finds no error. It runs without the schema.org
 * vocabulary file, which it would fetch from the network; Google's rules are in the package.
 */
const ONLY_WHEN_THEY_APPLY = /"(baseSalary|jobLocationType|applicantLocationRequirements)"/;

test("every opening's page has structured data with no error", async ({ request }) => {
  const listing = await (await request.get("/career")).text();
  const listed = [...listing.matchAll(/href="(\/career\/[a-z0-9-]+)"/g)].map((match) => match[1]!);
  const paths = new Set([...FIRST_OPENINGS.map((opening) => openingPath(opening.slug)), ...listed]);
  const validator = new Validator();
  for (const path of paths) {
    const answer = await request.get(path);
    if (answer.status() === 410) continue;
    expect(answer.status(), path).toBe(200);
    const extracted = new WebAutoExtractor({
      addLocation: true,
      embedSource: ["rdfa", "microdata"],
    }).parse(await answer.text());
    const issues = await validator.validate(extracted);
    expect(
      issues.filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage),
      path,
    ).toEqual([]);
    // Google's recommended fields are there too, but for those that fit only some openings: a
    // salary when one is set, the remote-work fields for remote roles.
    expect(
      issues
        .map((issue) => issue.issueMessage)
        .filter((message) => !ONLY_WHEN_THEY_APPLY.test(message)),
      path,
    ).toEqual([]);
  }
});
