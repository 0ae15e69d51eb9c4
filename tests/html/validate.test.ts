import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { builtClientDir, publicPaths, queryVariantFolders } from "#scripts/lib/built-pages.ts";

interface CheckerMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url: string;
  readonly message: string;
  readonly extract?: string;
}

const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
const clientDir = builtClientDir();

/**
 * The Nu HTML Checker reads the stylesheet inlined into each page too; the newer CSS at-rules
 * Tailwind writes (`@layer`, `@property`) are unknown to it, and they are no HTML errors.
 */
function isHtmlError(message: CheckerMessage): boolean {
  return message.type === "error" && !message.message.startsWith("CSS:");
}

it("every built page is valid HTML (Nu HTML Checker)", { timeout: 120_000 }, async () => {
  const files = [
    ...[...publicPaths(clientDir), ...queryVariantFolders(clientDir)].map((page) =>
      path.join(clientDir, page, "index.html"),
    ),
    path.join(clientDir, "404.html"),
  ];
  const { stderr } = await promisify(execFile)(
    "java",
    // The checker runs once, briefly: the quick compiler alone halves its CPU time (the deeper
    // frames it makes need a larger thread stack than the default).
    [
      "-XX:TieredStopAtLevel=1",
      "-Xss4m",
      "-jar",
      vnuJar,
      "--format",
      "json",
      "--errors-only",
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr: string }) => error);
  const { messages } = JSON.parse(stderr) as { messages: CheckerMessage[] };
  const errors = messages.filter(isHtmlError).map((message) => ({
    page: path.relative(clientDir, new URL(message.url).pathname),
    message: message.message,
    extract: message.extract?.slice(0, 160),
  }));
  expect(errors).toEqual([]);
});
