import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reasonToBuild } from "./build-freshness.ts";

const SITE = "https://www.example.com";
const DAY = "within 24 hours";
let root: string;

/** Writes `file` in the project, dated `secondsAgo` before now. */
function write(file: string, secondsAgo: number, text = "") {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, at, at);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
  write("app/content/pages/home.yaml", 60);
  write("app/components/pages/home.tsx", 60);
  write("build/server/entry.mjs", 30);
  write("build/site-url.txt", 30, SITE);
  write("build/reply-promise.txt", 30, "within 24 hours\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("whether npm start builds first", () => {
  it("serves a build that is newer than everything it is built from", () => {
    expect(reasonToBuild(root, SITE, DAY)).toBeUndefined();
  });

  it("builds when a content file changed since, and names it", () => {
    write("app/content/pages/home.yaml", 0);
    expect(reasonToBuild(root, SITE, DAY)).toBe(
      `${path.join("app", "content", "pages", "home.yaml")} changed since the last build`,
    );
  });

  it("builds when a new post was added, or the facts changed", () => {
    write("app/content/blog/a-new-post.md", 0);
    expect(reasonToBuild(root, SITE, DAY)).toMatch(/a-new-post\.md changed/);
    write("app/content/site.yaml", 0);
    expect(reasonToBuild(root, SITE, DAY)).toMatch(/site\.yaml changed/);
  });

  it("builds when there is no build, or it was made for another address", () => {
    expect(reasonToBuild(root, "https://staging.example.com", DAY)).toBe(
      `the last build was for ${SITE}`,
    );
    rmSync(path.join(root, "build"), { recursive: true });
    expect(reasonToBuild(root, SITE, DAY)).toBe("there is no build yet");
  });

  it("builds when the reply promise the pages state is not the server's", () => {
    expect(reasonToBuild(root, SITE, "within 48 hours")).toBe(
      "the last build promised a reply within 24 hours",
    );
    rmSync(path.join(root, "build/reply-promise.txt"));
    expect(reasonToBuild(root, SITE, DAY)).toBe(
      "the last build does not say which reply promise its pages state",
    );
  });

  it("builds when the promise is counted on another clock", () => {
    expect(reasonToBuild(root, SITE, "within 24 business hours")).toBe(
      "the last build promised a reply within 24 hours",
    );
  });
});
