/** The inbox's pages are never indexed by search engines nor kept in any cache. */
export function adminMeta(title: string) {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

export function adminHeaders() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}
