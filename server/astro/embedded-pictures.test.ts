import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withEmbeddedPictures } from "./embedded-pictures.ts";

const clientDir = mkdtempSync(path.join(tmpdir(), "embedded-pictures-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const files = { "a-400.avif": "small", "a-640.avif": "phone", "a-960.avif": "large" };
mkdirSync(path.join(clientDir, "_astro"));
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(path.join(clientDir, "_astro", name), bytes);
}

const SOURCE =
  '<source type="image/avif" srcSet="/_astro/a-960.avif 960w, /_astro/a-400.avif 400w, /_astro/a-640.avif 640w" sizes="100vw"/>';
const IMG = '<img src="/_astro/a.webp" alt="Two teams" fetchpriority="high"/>';

describe("withEmbeddedPictures", () => {
  it("puts the phone-sized file of a marked picture into the page, for phones only", async () => {
    const html = `<p>x</p><picture data-embed-on-phones="" class="block">${SOURCE}${IMG}</picture>`;
    const phoneCopy = `data:image/avif;base64,${Buffer.from("phone").toString("base64")}`;
    expect(await withEmbeddedPictures(html, clientDir)).toBe(
      `<p>x</p><picture class="block"><source type="image/avif" media="(max-width: 47.99rem)" srcSet="${phoneCopy} 640w" sizes="100vw"/>${SOURCE}${IMG}</picture>`,
    );
  });

  it("leaves pictures without the mark as they are", async () => {
    const html = `<picture class="block">${SOURCE}${IMG}</picture>`;
    expect(await withEmbeddedPictures(html, clientDir)).toBe(html);
  });
});
