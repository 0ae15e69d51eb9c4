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
import { transform, type Selector, type SelectorComponent } from "lightningcss";
import postcss, {
  type AtRule,
  type ChildNode,
  type Container,
  type Document,
  type Root,
  type Rule,
} from "postcss";

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
 * the punctuation that joins words in scripts, so `md:flex`, `w-[3px]`, `hover:bg-x/50` and
 * `data-[frosted=true]:bg-white` survive whole while `className:"flex` and `class=flex` also
 * yield `flex`.
 */
export function candidatesIn(text: string, into = new Set<string>()): Set<string> {
  const decoded = text.replace(/&(?:amp|lt|gt|quot|#38|#34|#39);/g, (entity) => ENTITIES[entity]!);
  for (const word of decoded.split(/[\s"'`<>]+/)) {
    if (word === "") continue;
    into.add(word);
    for (const part of word.split(/[=(){},;!?]+/)) if (part !== "") into.add(part);
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

/** What the cut needs of a built chunk: what it imports and the words it holds. */
interface Chunk {
  readonly imports: readonly string[];
  readonly words: ReadonlySet<string>;
}

/** Built chunks are named by their content, so each is read once; undefined: no such file. */
const chunks = new Map<string, Chunk | undefined>();

function chunkAt(file: string): Chunk | undefined {
  if (!chunks.has(file)) {
    const source = existsSync(file) ? readFileSync(file, "utf8") : undefined;
    chunks.set(
      file,
      source === undefined
        ? undefined
        : { imports: importedChunks(source), words: candidatesIn(source) },
    );
  }
  return chunks.get(file);
}

/** Every chunk an island of `html` may load, with everything those chunks import. */
export function islandChunks(html: string, clientDir: string): string[] {
  const found = new Set<string>();
  const queue = [...html.matchAll(ISLAND_URL)].map(([, file]) => file!);
  while (queue.length > 0) {
    const file = queue.pop()!;
    const chunk = found.has(file) ? undefined : chunkAt(path.join(clientDir, file));
    if (!chunk) continue;
    found.add(file);
    queue.push(...chunk.imports);
  }
  return [...found].toSorted();
}

/**
 * What a page can show: the words of its markup (its stylesheets aside, which would vouch for
 * themselves) and of every chunk its islands load.
 */
export function pageCandidates(html: string, clientDir: string): Set<string> {
  const candidates = candidatesIn(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, ""));
  for (const file of islandChunks(html, clientDir)) {
    for (const word of chunkAt(path.join(clientDir, file))!.words) candidates.add(word);
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

const encoder = new TextEncoder();
const parsedSelectors = new Map<string, Selector | undefined>();

/** One selector of a rule, as lightningcss reads it; undefined when it cannot (kept as it is). */
function parsedSelector(text: string): Selector | undefined {
  if (parsedSelectors.has(text)) return parsedSelectors.get(text);
  let parsed: Selector | undefined;
  try {
    transform({
      filename: "selector.css",
      code: encoder.encode(`${text}{color:red}`),
      visitor: {
        Selector(selector) {
          parsed ??= selector;
        },
      },
    });
  } catch {
    parsed = undefined;
  }
  parsedSelectors.set(text, parsed);
  return parsed;
}

function selectorCanMatch(text: string, candidates: ReadonlySet<string>): boolean {
  const selector = parsedSelector(text);
  return selector === undefined || canMatch(selector, candidates);
}

const isInKeyframes = (rule: Rule) =>
  rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name);

/** Drops the style rules none of whose selectors can match; keeps the others' matching selectors. */
function dropUnmatchedRules(root: Root, candidates: ReadonlySet<string>): void {
  root.walkRules((rule) => {
    if (isInKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) => selectorCanMatch(selector, candidates));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
}

/** Custom properties, keyframes and font families the sheet's remaining rules use. */
interface References {
  readonly properties: ReadonlySet<string>;
  readonly words: ReadonlySet<string>;
}

/**
 * What `css` refers to outside the rules that only define things: `var(--x)` anywhere, custom
 * properties a script names, and every other word outside `@property`, `@keyframes` and
 * `@font-face` rules (an animation's or a family's name).
 */
function referencesOf(root: Root, candidates: ReadonlySet<string>): References {
  const properties = new Set<string>(
    [...candidates].filter((candidate) => candidate.startsWith("--")),
  );
  const words = new Set<string>();
  root.walkDecls((declaration) => {
    for (const [, name] of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) properties.add(name!);
    if (isDefinition(declaration.parent)) return;
    for (const word of `${declaration.prop} ${declaration.value}`.split(/[^\w-]+/)) words.add(word);
  });
  return { properties, words };
}

function isDefinition(node: Container | Document | undefined): boolean {
  for (let at = node; at; at = at.parent as Container | undefined) {
    if (at.type === "atrule" && /^(property|keyframes|font-face)$/i.test((at as AtRule).name)) {
      return true;
    }
  }
  return false;
}

function fontFaceUsed(rule: AtRule, references: References): boolean {
  let family = "";
  rule.walkDecls("font-family", (declaration) => {
    family = declaration.value.replace(/^["']|["']$/g, "");
  });
  return family.split(/\s+/).every((word) => references.words.has(word));
}

/** Drops the definitions `references` does not name; how many went. */
function dropUnusedDefinitions(root: Root, references: References): number {
  let dropped = 0;
  const drop = (node: ChildNode) => {
    node.remove();
    dropped += 1;
  };
  root.walkDecls(/^--/, (declaration) => {
    if (!references.properties.has(declaration.prop)) drop(declaration);
  });
  root.walkAtRules((rule) => {
    const name = rule.name.toLowerCase();
    if (name === "property" && !references.properties.has(rule.params.trim())) drop(rule);
    else if (name.endsWith("keyframes") && !references.words.has(rule.params.trim())) drop(rule);
    else if (name === "font-face" && !fontFaceUsed(rule, references)) drop(rule);
  });
  return dropped;
}

/** Removes the blocks left empty (`@media …{}`); statements such as `@layer a,b;` have no block. */
function dropEmptyBlocks(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === "atrule" || node.type === "rule") && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/**
 * The style rules of `css` that can match a page of `candidates`, and nothing they don't use.
 * Everything kept stays byte for byte as Vite wrote it: rules are removed, never printed anew.
 */
export function prunedStylesheet(css: string, candidates: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  dropUnmatchedRules(root, candidates);
  dropEmptyBlocks(root);
  // A definition dropped may have been the last user of another (a property read by a property).
  while (dropUnusedDefinitions(root, referencesOf(root, candidates)) > 0) dropEmptyBlocks(root);
  dropEmptyBlocks(root);
  return root.toString();
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

/** `html` with its inline stylesheets cut to what a page of `candidates` can use. */
export function withPageCss(html: string, candidates: ReadonlySet<string>): string {
  return html.replace(
    INLINE_SHEET,
    (_sheet, css: string) => `<style>${cachedPrune(css, candidates)}</style>`,
  );
}

/** Cuts each public page's inline CSS and icon sprite as it is rendered, at build or on request. */
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
