import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, staticFileFor, type StaticFiles } from "./static-files.ts";

let root: string;
let files: StaticFiles;
const text = (file: { body: Uint8Array } | undefined) => new TextDecoder().decode(file?.body);
const query = (search: string) => new URLSearchParams(search);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "static-files-"));
  await mkdir(path.join(root, "start-project/tab=job"), { recursive: true });
  await writeFile(path.join(root, "start-project/index.html"), "first tab");
  await writeFile(path.join(root, "start-project/tab=job/index.html"), "job tab");
  files = await loadStaticFiles(root);
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe("a page pre-rendered for a query value", () => {
  it("answers the page's address with that query", () => {
    expect(text(staticFileFor(files, "/start-project", query("tab=job")))).toBe("job tab");
    expect(text(staticFileFor(files, "/start-project", query("utm_source=x&tab=job")))).toBe(
      "job tab",
    );
  });

  it("leaves the page itself for any other query, or none", () => {
    for (const search of ["", "tab=nothing", "utm_source=job"]) {
      expect(text(staticFileFor(files, "/start-project", query(search)))).toBe("first tab");
    }
  });

  it("has no address of its own", () => {
    expect(staticFileFor(files, "/start-project/tab=job", query(""))).toBeUndefined();
    expect(staticFileFor(files, "/start-project/tab=job/index.html", query(""))).toBeUndefined();
  });
});
