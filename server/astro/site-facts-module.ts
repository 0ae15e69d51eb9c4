import type { Plugin } from "vite";
import { readSiteFacts, SITE_FACTS_FILE } from "../site-facts-file.ts";

const MODULE_ID = "#site-facts";
const RESOLVED_ID = "\0site-facts";

/**
 * `#site-facts` in a Vite build (pages, islands, content config): the facts file, read and
 * checked at build time and handed over as plain data, so the browser never parses YAML. Node
 * code resolves the same name to server/site-facts.ts, which reads the file itself. The name on
 * its own is a separate export, so an island that needs only the name carries nothing else.
 */
export function siteFactsModule(): Plugin {
  return {
    name: "site-facts",
    enforce: "pre",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
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
