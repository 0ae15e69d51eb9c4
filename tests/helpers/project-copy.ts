/**
 * A copy of the project in a temporary directory, built with `astro build` as the team would:
 * tests change its content files and look at what the build makes of them, leaving the
 * project's own files and build alone.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify, stripVTControlCharacters } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");
/** What `astro build` reads: its config, the site, the server it is wired to, static files. */
const buildInputs = [
  "astro.config.ts",
  "tsconfig.json",
  "package.json",
  ".gitignore",
  "app",
  "server",
  "shared",
  "public",
];
/** Astro's and Vite's caches, kept apart from the project's so builds here leave no trace there. */
const caches = new Set([".astro", ".vite"]);

export interface ProjectCopy {
  readonly dir: string;
  /** `astro build` in the copy, `env` added to ours; `output` is what it printed, without colours. */
  build(env?: Readonly<Record<string, string>>): Promise<{ succeeded: boolean; output: string }>;
  /** A built file, e.g. `blog/index.html`. */
  built(file: string): Promise<string>;
  remove(): Promise<void>;
}

export async function copyProject(prefix: string): Promise<ProjectCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  for (const input of buildInputs) {
    await cp(path.join(root, input), path.join(dir, input), { recursive: true });
  }
  const packages = path.join(root, "node_modules");
  await mkdir(path.join(dir, "node_modules"));
  for (const entry of await readdir(packages)) {
    if (caches.has(entry)) continue;
    await symlink(path.join(packages, entry), path.join(dir, "node_modules", entry));
  }
  // Images the project has already optimised are reused (the cache is keyed by content).
  const imageCache = path.join(packages, ".astro/assets");
  if (existsSync(imageCache)) {
    await cp(imageCache, path.join(dir, "node_modules/.astro/assets"), { recursive: true });
  }
  return {
    dir,
    async build(env = {}) {
      try {
        const { stdout, stderr } = await promisify(execFile)("npx", ["astro", "build"], {
          cwd: dir,
          env: { ...process.env, BUILD_DIR: "build", SITE_URL: "https://site.test", ...env },
          maxBuffer: 16 * 1024 * 1024,
        });
        return { succeeded: true, output: stripVTControlCharacters(stdout + stderr) };
      } catch (error) {
        const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
        // Colours (on under CI) would split the messages the tests look for.
        return { succeeded: false, output: stripVTControlCharacters(stdout + stderr) };
      }
    },
    built: (file) => readFile(path.join(dir, "build/client", file), "utf8"),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
