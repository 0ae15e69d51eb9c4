import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reasonToBuild } from "./build-freshness.ts";

const SITE = "https://www.example.com";
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
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("whether npm start builds first", () => {
  it("serves a build that is newer than everything it is built from", () => {
    expect(reasonToBuild(root, SITE)).toBeUndefined();
  });

  it("builds when a content file changed since, and names it", () => {
    write("app/content/pages/home.yaml", 0);
    expect(reasonToBuild(root, SITE)).toBe(
      `${path.join("app", "content", "pages", "home.yaml")} changed since the last build`,
    );
  });

  it("builds when a new post was added, or the facts changed", () => {
    write("app/content/blog/a-new-post.md", 0);
    expect(reasonToBuild(root, SITE)).toMatch(/a-new-post\.md changed/);
    write("app/content/site.yaml", 0);
    expect(reasonToBuild(root, SITE)).toMatch(/site\.yaml changed/);
  });

  it("builds when there is no build, or it was made for another address", () => {
    expect(reasonToBuild(root, "https://staging.example.com")).toBe(
      `the last build was for ${SITE}`,
    );
    rmSync(path.join(root, "build"), { recursive: true });
    expect(reasonToBuild(root, SITE)).toBe("there is no build yet");
  });
});
