import { campaignTags, type Attribution } from "#shared/enquiries/attribution.ts";

/** The tab's session storage (never a cookie): it ends with the tab. */
const STORAGE_KEY = "landing";

/**
 * On the first page a tab opens on this site, keeps the referring site's origin (never its
 * path) and the landing URL's campaign tags, so an enquiry sent pages later says where the
 * visit came from. Later pages of the visit leave them as they are.
 */
export function rememberLanding(): void {
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
  let landing: Attribution = {};
  try {
    landing = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Attribution;
  } catch {
    // Storage is refused or holds something else: the page alone is still worth recording.
  }
  return { ...landing, page: location.pathname };
}
