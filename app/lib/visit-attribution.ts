import { whenPageIdle } from "#app/lib/document-ready.ts";
import { campaignTags, type Attribution } from "#shared/enquiries/attribution.ts";

/** The tab's session storage (never a cookie): it ends with the tab. */
const STORAGE_KEY = "landing";

/**
 * On the first page a tab opens on this site, keeps the referring site's origin (never its
 * path) and the landing URL's campaign tags, so an enquiry sent pages later says where the
 * visit came from. Later pages of the visit leave them as they are. The tab's storage is first
 * touched once the page is idle, or as it is left if that comes sooner: the first access waits on
 * the browser, and before the first paint it would delay it.
 */
export function rememberLanding(): void {
  whenPageIdle(keepLanding);
  addEventListener("pagehide", keepLanding, { once: true });
}

function keepLanding(): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY) !== null) return;
    const landing = campaignTags(new URLSearchParams(location.search));
    const referrer = document.referrer && new URL(document.referrer).origin;
    if (referrer && referrer !== location.origin) landing.referrer = referrer;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Storage is refused (a privacy setting): an enquiry then records its page only.
  }
}

/** Where an enquiry sent from this page came from: the visit's landing, and this page. */
export function visitAttribution(): Attribution {
  // A form sent from the landing page before it was idle still says where the visit came from.
  keepLanding();
  let landing: Attribution = {};
  try {
    landing = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Attribution;
  } catch {
    // Storage is refused or holds something else: the page alone is still worth recording.
  }
  return { ...landing, page: location.pathname };
}
