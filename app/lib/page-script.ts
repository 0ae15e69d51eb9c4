/**
 * The one script every page runs: where the visit came from, the web fonts' timing and the
 * behaviours of its static markup (navigation, reveals, counters, accordions, in-page links). It
 * is built as a small classic script and inlined, so a page without an island loads no module
 * and no framework.
 */
import { startHeaderBehaviour } from "./header-behaviour";
import { startPageBehaviours } from "./page-behaviours";
import { rememberLanding } from "./visit-attribution";
import { startWebFonts } from "./web-fonts";

rememberLanding();
startWebFonts();
startHeaderBehaviour();
startPageBehaviours();

// SPEC §2: the not-found page logs the path the visitor tried.
if (document.querySelector("[data-not-found]")) {
  console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
}
