/**
 * Where the repository's own files are: its root (the folder of package.json), computed here once
 * so that no module counts `../` from where it happens to live.
 */
import path from "node:path";

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, "../..");

/** The absolute path of a file of the repository, e.g. `repositoryPath("app/content/site.yaml")`. */
export function repositoryPath(...parts: readonly string[]): string {
  return path.join(REPOSITORY_ROOT, ...parts);
}
