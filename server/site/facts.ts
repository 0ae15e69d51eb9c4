/**
 * The company's facts for code that Node runs itself (the server, the scripts, the tests, the
 * content's checks): read from `app/content/site.yaml` and checked once, when first imported.
 * Pages and islands read the same facts as `virtual:site-facts`, plain data from the build
 * (server/astro/site-facts-module.ts), so no browser code reads a file.
 */
import type { SiteFacts } from "#shared/site/facts.ts";
import { readSiteFacts } from "./facts-file.ts";

export const siteFacts: SiteFacts = readSiteFacts();
/** The company's name on its own, so code that needs only the name carries nothing else. */
export const companyName: string = siteFacts.company;
