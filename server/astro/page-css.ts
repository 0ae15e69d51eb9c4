/**
 * Each public page's inline stylesheet cut down to what can apply to it. Tailwind writes one
 * sheet for every class used anywhere (the inbox's included), and every page inlines it; this
 * keeps the rules whose selectors can match the page, counting as present every word of the page
 * (its markup and inline scripts) and of the code its islands load, since an island draws states
 * the first HTML does not hold (a toast, an error, an open menu). Then the custom properties,
 * `@property`, `@keyframes` and `@font-face` rules nothing left refers to go too.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AstroIntegration } from "astro";
import {
  transform,
  type CustomProperty,
  type FontFaceRule,
  type Selector,
  type SelectorComponent,
} from "lightningcss";

/** Where the built site's files are: the build being made, or the one the server serves. */
export function clientDirectory(): string {
  return path.resolve(process.env.BUILD_DIR ?? "build", "client");
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&#38;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#34;": '"',
  "&#39;": "'",
};

/**
 * Every word that could be a class name, an id or a custom property in `text`: runs of
 * characters without quotes or white space (as Tailwind itself scans its sources), also split at
 * the punctuation that joins words in scripts, so `md:flex`, `w-[3px]` and `hover:bg-x/50`
 * survive whole while `className:"flex` also yields `flex`.
 */
export function candidatesIn(text: string, into = new Set<string>()): Set<string> {
  const decoded = text.replace(/&(?:amp|lt|gt|quot|#38|#34|#39);/g, (entity) => ENTITIES[entity]!);
  for (const word of decoded.split(/[\s"'`<>=]+/)) {
    if (word === "") continue;
    into.add(word);
    for (const part of word.split(/[(){},;!?]+/)) if (part !== "") into.add(part);
  }
  return into;
}

/** The chunks a chunk imports, statically or not, as files under `_astro/`. */
function importedChunks(source: string): string[] {
  return [...source.matchAll(/["'`](?:\.\/|\/?_astro\/)([\w.-]+\.js)["'`]/g)].map(
    ([, file]) => `_astro/${file}`,
  );
}

const ISLAND_URL = /\b(?:component-url|renderer-url|before-hydration-url)="\/([^"]+\.js)"/g;

/** Every chunk an island of `html` may load, with everything those chunks import. */
export function islandChunks(html: string, clientDir: string): string[] {
  const found = new Set<string>();
  const queue = [...html.matchAll(ISLAND_URL)].map(([, file]) => file!);
  while (queue.length > 0) {
    const file = queue.pop()!;
    const full = path.join(clientDir, file);
    if (found.has(file) || !existsSync(full)) continue;
    found.add(file);
    queue.push(...importedChunks(chunkSource(full)));
  }
  return [...found].toSorted();
}

const chunkSources = new Map<string, string>();

/** A chunk's code; built chunks are named by their content, so each is read once. */
function chunkSource(file: string): string {
  let source = chunkSources.get(file);
  if (source === undefined) {
    source = readFileSync(file, "utf8");
    chunkSources.set(file, source);
  }
  return source;
}

/**
 * What a page can show: the words of its markup (its stylesheets aside, which would vouch for
 * themselves) and of every chunk its islands load.
 */
export function pageCandidates(html: string, clientDir: string): Set<string> {
  const candidates = candidatesIn(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, ""));
  for (const file of islandChunks(html, clientDir)) {
    candidatesIn(chunkSource(path.join(clientDir, file)), candidates);
  }
  return candidates;
}

/**
 * Whether `selector` can match some element of a page made of `candidates`: every class and id it
 * names is among them. Elements, attributes and states are not checked (the page may gain them);
 * `:not(…)` never rules a selector out, `:is(…)`, `:where(…)`, `:has(…)` when none of theirs can match.
 */
function canMatch(selector: Selector, candidates: ReadonlySet<string>): boolean {
  return selector.every((component) => componentCanMatch(component, candidates));
}

function componentCanMatch(component: SelectorComponent, candidates: ReadonlySet<string>): boolean {
  if (component.type === "class" || component.type === "id") return candidates.has(component.name);
  if (component.type !== "pseudo-class" || component.kind === "not") return true;
  const inner: unknown = Reflect.get(component, "selectors");
  if (!Array.isArray(inner)) return true;
  return (inner as Selector[]).some((selector) => canMatch(selector, candidates));
}

const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/**
 * The browsers Vite built the sheet for (its default, "baseline-widely-available"): minified for
 * these, the fallbacks they need (`-webkit-backdrop-filter`…) stay as Vite wrote them.
 */
const TARGETS = {
  chrome: version(111),
  edge: version(111),
  firefox: version(114),
  safari: version(16, 4),
  ios_saf: version(16, 4),
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Custom properties, keyframes and font families the sheet's remaining rules use. */
interface References {
  readonly properties: ReadonlySet<string>;
  readonly words: ReadonlySet<string>;
}

/**
 * What `css` refers to outside the rules that only define things: `var(--x)` anywhere (a
 * property defined but not read goes), and every other word outside `@property`, `@keyframes`
 * and `@font-face` rules (an animation's or a family's name).
 */
function referencesOf(css: string, candidates: ReadonlySet<string>): References {
  const properties = new Set<string>(
    [...candidates].filter((candidate) => candidate.startsWith("--")),
  );
  for (const [, name] of css.matchAll(/var\((--[\w-]+)/g)) properties.add(name!);
  const outsideDefinitions = css.replace(
    /@(?:property|keyframes|font-face)\b[^{]*\{(?:[^{}]|\{[^{}]*\})*\}/g,
    "",
  );
  const words = new Set(outsideDefinitions.split(/[^\w-]+/));
  return { properties, words };
}

function unquoted(name: string): string {
  return name.replace(/^["']|["']$/g, "");
}

function usedFontFace(rule: FontFaceRule, references: References): boolean {
  const family = rule.properties.find((property) => property.type === "font-family");
  if (family?.type !== "font-family") return true;
  return unquoted(String(family.value))
    .split(/\s+/)
    .every((word) => references.words.has(word));
}

/**
 * `css` (the sheet as Vite wrote it) with the style rules no selector of which can match, and,
 * given `references`, the definitions they do not name. Always from Vite's own sheet: minifying
 * lightningcss's output again repeats some prefixed declarations each time.
 */
function pruneOnce(css: string, candidates: ReadonlySet<string>, references?: References): string {
  const { code } = transform({
    filename: "page.css",
    code: encoder.encode(css),
    minify: true,
    targets: TARGETS,
    visitor: {
      Declaration: {
        custom: (property: CustomProperty) =>
          !references || references.properties.has(property.name) ? undefined : [],
      },
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors.filter((selector) =>
            canMatch(selector, candidates),
          );
          if (selectors.length === 0) return [];
          if (selectors.length === rule.value.selectors.length) return undefined;
          return { ...rule, value: { ...rule.value, selectors } };
        },
        property: (rule) =>
          !references || references.properties.has(rule.value.name) ? undefined : [],
        keyframes: (rule) =>
          !references || references.words.has(rule.value.name.value) ? undefined : [],
        "font-face": (rule) =>
          !references || usedFontFace(rule.value, references) ? undefined : [],
      },
    },
  });
  return decoder.decode(code);
}

const sizeOf = ({ properties, words }: References) => properties.size + words.size;

/** The style rules of `css` that can match a page of `candidates`, and nothing they don't use. */
export function prunedStylesheet(css: string, candidates: ReadonlySet<string>): string {
  let pruned = pruneOnce(css, candidates);
  let references = referencesOf(pruned, candidates);
  // A definition dropped may have been the last user of another (a property read by a property):
  // each pass drops more, so the references only shrink, until they stop.
  for (;;) {
    pruned = pruneOnce(css, candidates, references);
    const left = referencesOf(pruned, candidates);
    if (sizeOf(left) === sizeOf(references)) return pruned;
    references = left;
  }
}

/** The site's stylesheet and the components' styles, as Astro inlines them (no attributes). */
const INLINE_SHEET = /<style>([\s\S]*?)<\/style>/g;

/** Pages rendered on request share their sheets: one per set of names the sheet selects by. */
const sheets = new Map<string, string>();
const MOST_SHEETS_KEPT = 200;
const namesBySheet = new Map<string, ReadonlySet<string>>();

function collectNames(selector: Selector, names: Set<string>): void {
  for (const component of selector) {
    if (component.type === "class" || component.type === "id") names.add(component.name);
    const inner: unknown = Reflect.get(component, "selectors");
    if (Array.isArray(inner)) for (const nested of inner as Selector[]) collectNames(nested, names);
  }
}

/** The class names and ids `css` selects by, and the custom properties it reads. */
function namesOfSheet(css: string): ReadonlySet<string> {
  let names = namesBySheet.get(css);
  if (!names) {
    const found = new Set<string>(css.match(/--[\w-]+/g));
    transform({
      filename: "page.css",
      code: encoder.encode(css),
      visitor: { Selector: (selector) => collectNames(selector, found) },
    });
    names = found;
    namesBySheet.set(css, names);
  }
  return names;
}

function cachedPrune(css: string, candidates: ReadonlySet<string>): string {
  const names = namesOfSheet(css);
  const key = [...candidates]
    .filter((candidate) => names.has(candidate))
    .toSorted()
    .join(" ");
  let sheet = sheets.get(key);
  if (sheet === undefined) {
    if (sheets.size >= MOST_SHEETS_KEPT) sheets.clear();
    sheet = prunedStylesheet(css, candidates);
    sheets.set(key, sheet);
  }
  return sheet;
}

/** `html` with its inline stylesheets cut to what the page and its islands can use. */
export function withPageCss(html: string, clientDir = clientDirectory()): string {
  let candidates: Set<string> | undefined;
  return html.replace(INLINE_SHEET, (_sheet, css: string) => {
    candidates ??= pageCandidates(html, clientDir);
    return `<style>${cachedPrune(css, candidates)}</style>`;
  });
}

/** Cuts each public page's inline CSS as it is rendered, at build or on request. */
export function pageCss(): AstroIntegration {
  return {
    name: "page-css",
    hooks: {
      "astro:config:setup": ({ addMiddleware }) => {
        addMiddleware({
          entrypoint: new URL("./page-css-middleware.ts", import.meta.url),
          order: "post",
        });
      },
    },
  };
}
