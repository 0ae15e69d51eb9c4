import { describe, expect, it } from "vitest";
import { HEADLINE_FACE_ID } from "#app/lib/headline-face.ts";
import { headlineText, withHeadlineFace } from "./headline-font.ts";

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

describe("withHeadlineFace", () => {
  it("puts the heading's own cut of the face ahead of the page's first script", async () => {
    const html = await withHeadlineFace(
      "<head><title>t</title><script>run()</script></head><body><h1>Careers</h1></body>",
      "Malwa Softworks",
    );
    const style = html.indexOf(`<style id="${HEADLINE_FACE_ID}">`);
    expect(style).toBeGreaterThan(html.indexOf("</title>"));
    expect(style).toBeLessThan(html.indexOf("<script>run()"));
    expect(html).toMatch(/src:url\(data:font\/woff2;base64,[\w+/=]+\)/);
  });

  it("gives a page without a main heading the face all the same, for its wordmark", async () => {
    const html = await withHeadlineFace(
      "<head><script>run()</script></head><body><h2>Only a section</h2></body>",
      "Malwa Softworks",
    );
    expect(html).toMatch(/src:url\(data:font\/woff2;base64,[\w+/=]+\)/);
  });
});
