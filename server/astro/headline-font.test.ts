import { describe, expect, it } from "vitest";
import { headlineText } from "./headline-font.ts";

describe("headlineText", () => {
  it("reads a page's main heading as the visitor sees it: no tags, entities decoded", () => {
    const html =
      '<h2>Not this</h2><h1 class="x">Let&#x27;s Build <span class="y">Faster</span> &amp; Better</h1>';
    expect(headlineText(html)).toBe("Let's Build Faster & Better");
  });

  it("is empty for a page without a main heading", () => {
    expect(headlineText("<h2>Only a section</h2>")).toBe("");
  });
});
