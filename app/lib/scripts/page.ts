/**
 * The script every page runs, inlined in the head: where the visit came from, the web fonts'
 * timing and the behaviours of the markup every page has (navigation, reveals, counters,
 * accordions, in-page links). Its listeners are on the document, so they answer from the first
 * paint, before any island or framework; a page without an island loads no module at all.
 *
 * A control that only some pages have brings its own small script, inlined just before its markup
 * (the other files here), so no page runs code for controls it does not have.
 */
import { watchForPageIdle, whenPageIdle, whenParsed, whenShown } from "#app/lib/document-ready.ts";
import { startHeaderBehaviour } from "#app/lib/header-behaviour.ts";
import { addAfterPaint } from "#app/lib/after-paint.ts";
import { adoptHeadlineFace } from "#app/lib/headline-face.ts";
import { listenForPageControls, startMotion } from "#app/lib/page-behaviours.ts";
import { rememberLanding } from "#app/lib/visit-attribution.ts";
import { startWebFonts } from "#app/lib/web-fonts.ts";

watchForPageIdle();
adoptHeadlineFace();
rememberLanding();
startWebFonts();
// What waits for the first paint: the web app manifest, which browsers fetch as soon as it is
// linked, and the inbox's scripts.
whenPageIdle(addAfterPaint);
startHeaderBehaviour();
listenForPageControls();
whenParsed(() => whenShown(startMotion));
