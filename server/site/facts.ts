/**
 * The company's facts for code that Node runs itself (the server, the scripts, the tests, the
 * content's checks): read from `app/content/site.yaml` and checked once, when first imported.
 * Pages and islands read the same facts as `virtual:site-facts`, plain data from the build
 * (server/astro/site-facts-module.ts), so no browser code reads a file.
 */
import type { SiteFacts } from "#shared/site/facts.ts";
import { replyPromiseText, type ReplyPromiseSetting } from "#shared/site/reply-promise.ts";
import { readSiteFacts } from "./facts-file.ts";

export const siteFacts: SiteFacts = readSiteFacts();
/** The company's name on its own, so code that needs only the name carries nothing else. */
export const companyName: string = siteFacts.company;

/**
 * A reply promise in the words the pages use ("within 8 business hours"): the server states the
 * promise it keeps (its configuration's), counted against the office's opening hours.
 */
export function replyPromiseWords(promise: ReplyPromiseSetting): string {
  return replyPromiseText(promise, siteFacts.hours);
}
