import path from "node:path";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { readSiteFacts, SITE_FACTS_FILE } from "#server/site/facts-file.ts";
import { FORM_WORDS_FILE, readFormWords } from "#server/enquiries/form-words-file.ts";

const MODULE_ID = "virtual:site-facts";
const RESOLVED_ID = "\0site-facts";
const WORDS_ID = "virtual:form-words";
const RESOLVED_WORDS_ID = "\0form-words";

/**
 * `virtual:site-facts` in a Vite build (pages, islands) and in the tests vitest runs: the facts
 * file, read and checked at build time and handed over as plain data, so the browser never parses
 * YAML. Code that Node runs itself reads the facts under their other name, `#server/site/facts.ts`.
 * The name on its own is a separate export, so an island that needs only the name carries nothing
 * else.
 */
export function siteFactsModule(): Plugin {
  return {
    name: "site-facts",
    enforce: "pre",
    resolveId(id) {
      if (id === WORDS_ID) return RESOLVED_WORDS_ID;
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_WORDS_ID) {
        // The forms' words the rules need (app/content/forms.yaml), for the islands and the inbox.
        this.addWatchFile(FORM_WORDS_FILE);
        this.addWatchFile(SITE_FACTS_FILE);
        // Each part its own export, so a bundle carries only the parts it uses.
        const { kinds, attribution, fields, textRules, answers, bookingOffer } = readFormWords();
        const shown = Object.fromEntries(
          Object.entries(kinds).map(([kind, names]) => [kind, names.shown]),
        );
        return [
          `export const kinds = ${JSON.stringify(kinds)};`,
          `export const kindsShown = ${JSON.stringify(shown)};`,
          `export const attribution = ${JSON.stringify(attribution)};`,
          `export const fields = ${JSON.stringify(fields)};`,
          `export const textRules = ${JSON.stringify(textRules)};`,
          `export const cvTooLarge = ${JSON.stringify(answers.cv.tooLarge)};`,
          `export const bookingOffer = ${JSON.stringify(bookingOffer)};`,
        ].join("\n");
      }
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(SITE_FACTS_FILE);
      const facts = readSiteFacts();
      return [
        `export const siteFacts = ${JSON.stringify(facts)};`,
        `export const companyName = ${JSON.stringify(facts.company)};`,
      ].join("\n");
    },
  };
}

/**
 * The facts for the site: the module above, and, under `astro dev`, the content that quotes a
 * fact loaded again when the facts file changes (the pages themselves reload with the module).
 */
export function siteFacts(): AstroIntegration {
  let command: string | undefined;
  return {
    name: "site-facts",
    hooks: {
      "astro:config:setup": ({ command: started, updateConfig }) => {
        command = started;
        updateConfig({ vite: { plugins: [siteFactsModule()] } });
      },
      "astro:server:setup": ({ server, refreshContent, logger }) => {
        if (command !== "dev" || !refreshContent) return;
        server.watcher.add(SITE_FACTS_FILE);
        server.watcher.on("change", (file) => {
          if (path.resolve(file) !== SITE_FACTS_FILE) return;
          logger.info("app/content/site.yaml changed: reloading the texts that quote its facts");
          refreshContent({}).catch((error: unknown) =>
            logger.error(error instanceof Error ? error.message : String(error)),
          );
        });
      },
    },
  };
}
