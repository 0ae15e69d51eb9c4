import { describe, expect, it } from "vitest";
import { pluralOf } from "./fill-in.ts";
import { fillIn } from "#shared/text/fill-in.ts";

describe("fillIn", () => {
  it("puts each value into its slot and keeps the rest of the text as it is", () => {
    expect(fillIn("No results for “{term}” in {count} posts", { term: "$& a", count: 3 })).toBe(
      "No results for “$& a” in 3 posts",
    );
  });

  it("leaves a slot without a value visible, so a missing value shows in review", () => {
    expect(fillIn("{count} found", {})).toBe("{count} found");
  });
});

describe("pluralOf", () => {
  const forms = { one: "one", other: "other" };

  it("picks the English form for the count", () => {
    expect([0, 1, 2, 21].map((count) => pluralOf(forms, count))).toEqual([
      "other",
      "one",
      "other",
      "other",
    ]);
  });
});
