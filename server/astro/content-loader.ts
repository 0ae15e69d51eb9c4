/**
 * How every content collection reads its files (app/content.config.ts): Astro's glob loader,
 * with each file first read as its editor wrote it. Quotes of the facts (`{company}`,
 * `{replyHours}`) are filled in from app/content/site.yaml, then the file is checked against its
 * schema. A mistake stops the build with one line a person who does not write code can act on:
 * `app/content/pages/home.yaml: hero.title: must not be empty`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Loader, LoaderContext } from "astro/loaders";
import { glob } from "astro/loaders";
import yaml from "js-yaml";
import type * as z from "zod";
import { ContentError, contentErrorLine, contentErrorMap } from "#shared/site/content-errors.ts";
import { fillFacts, splitMarkdown } from "#shared/site/content-files.ts";
import { fillPlaceholders, quotableFacts } from "#shared/site/facts.ts";
import { readSiteFacts, yamlErrorLine } from "#server/site/facts-file.ts";

type Facts = Readonly<Record<string, string>>;

/**
 * The YAML of a content file (a data file, or a Markdown file's front matter) as `yaml` would
 * read it; a mistake is one line with the file, the line and the column. The file's own text
 * is read the same way by Astro afterwards.
 */
function checkSyntax(file: string, shown: string, facts: Facts): void {
  const source = readFileSync(file, "utf8");
  const markdown = file.endsWith(".md");
  const { front, body, bodyLine } = markdown
    ? splitMarkdown(source)
    : { front: source, body: "", bodyLine: 0 };
  try {
    // Line numbers in the front matter count from the file's first line, as editors show them.
    yaml.load(markdown ? `\n${front}` : front, { filename: shown });
  } catch (error) {
    throw new ContentError(yamlErrorLine(shown, error));
  }
  for (const [index, line] of body.split("\n").entries()) {
    const [placeholder] = fillPlaceholders(line, facts).unknown;
    if (placeholder) {
      throw new ContentError(
        `${shown}:${bodyLine + index}: ${placeholder} names no fact in app/content/site.yaml (a fact's path in braces, such as {company})`,
      );
    }
  }
}

/** The files of `folder` that `pattern` ("*.yaml", or one file's name) matches. */
function matching(folder: string, pattern: string): string[] {
  const extension = pattern.startsWith("*") ? pattern.slice(1) : undefined;
  return readdirSync(folder).filter((name) =>
    extension ? name.endsWith(extension) : name === pattern,
  );
}

/**
 * The files under app/content/`folder` matching `pattern`, each one entry named after its file,
 * checked against `schema` before Astro checks them against the collection's own (which may add
 * what only Astro knows, such as image files). `alsoReads`: other files under app/content/ whose
 * texts the entries' rendered Markdown takes in, so an edit of them renders the entries again.
 */
export function contentFiles({
  folder,
  pattern,
  schema,
  alsoReads = [],
}: {
  folder: string;
  pattern: string;
  schema: z.ZodType;
  alsoReads?: readonly string[];
}): Loader {
  const base = `./app/content/${folder}`;
  const inner = glob({
    base,
    pattern,
    generateId: ({ entry }) => entry.replace(/\.(md|ya?ml)$/, ""),
  });
  return {
    name: "content-files",
    load(context: LoaderContext) {
      const root = fileURLToPath(context.config.root);
      const shown = (file: string) => path.relative(root, file);
      // Read at every load, so the development server follows an edit of the facts file.
      const facts = quotableFacts(readSiteFacts());
      // Astro keeps entries between builds and skips files that did not change; texts quoting a
      // fact that did, or taking in another file that did, must be made again.
      const inputsSeen = JSON.stringify({
        facts,
        also: alsoReads.map((file) =>
          readFileSync(path.resolve(root, "app/content", file), "utf8"),
        ),
      });
      if (context.meta.get("inputs") !== inputsSeen) {
        context.store.clear();
        context.meta.set("inputs", inputsSeen);
      }
      const directory = path.resolve(root, base);
      for (const name of matching(directory, pattern)) {
        const file = path.join(directory, name);
        checkSyntax(file, shown(file), facts);
      }
      return inner.load({
        ...context,
        async parseData(props) {
          const file = props.filePath ? shown(props.filePath) : props.id;
          const data = fillFacts(props.data, facts) as typeof props.data;
          const result = await schema.safeParseAsync(data, { error: contentErrorMap });
          if (!result.success) throw new ContentError(contentErrorLine(file, result.error.issues));
          return context.parseData({ ...props, data });
        },
      });
    },
  };
}
