/**
 * The site's public pages, as the build made them: every pre-rendered `index.html`. The pages
 * are the source of truth, so a page added to the site is checked by every test that walks
 * them, with no list to update.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { QUERY_VARIANT } from "#server/http/static-files.ts";
import { FIRST_OPENINGS } from "#server/hiring/first-openings.ts";
import { openingPath } from "#shared/hiring/openings.ts";
import { BOOK_PATH } from "#shared/booking/contract.ts";

export function builtClientDir(): string {
  return path.resolve(process.env.BUILD_DIR ?? "build", "client");
}

/** Every built `index.html`, as the folder it is in (`/`, `/about`, `/start-project/tab=job`). */
function builtFolders(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => `/${path.dirname(file).split(path.sep).join("/")}`.replace(/^\/\.$/, "/"))
    .toSorted();
}

const isQueryVariant = (folder: string) => QUERY_VARIANT.test(`${folder}/index.html`);

/** Every pre-rendered page's path, e.g. `/`, `/about`, `/service/mern-stack`, sorted. */
export function publicPaths(clientDir = builtClientDir()): string[] {
  return builtFolders(clientDir).filter((folder) => !isQueryVariant(folder));
}

/**
 * The pages pre-rendered for a value of a query parameter, as their folders
 * (`/start-project/tab=job`, served for `/start-project?tab=job`): states of a page, checked
 * like pages where their markup matters.
 */
export function queryVariantFolders(clientDir = builtClientDir()): string[] {
  return builtFolders(clientDir).filter(isQueryVariant);
}

/**
 * The public pages the server renders on request from the database (the career page and an
 * opening's page, one of those a fresh store is given; the booking page and its free times): not
 * files, but pages all the same.
 */
export const pagesRenderedOnRequest: readonly string[] = [
  "/career",
  openingPath(FIRST_OPENINGS[0]!.slug),
  BOOK_PATH,
];

/** Every public page a visitor can open on a fresh install, pre-rendered or not. */
export function sitePaths(clientDir = builtClientDir()): string[] {
  return [...publicPaths(clientDir), ...pagesRenderedOnRequest].toSorted();
}
