export const DEFAULT_SITE_URL = "http://localhost:3000";

/** The site's origin without a trailing slash; throws one clear line when it is not a URL. */
export function resolveSiteUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}
