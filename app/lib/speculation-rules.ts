/**
 * Speculation Rules for the site's pages: a link the visitor is about to follow (the pointer
 * rests on it, or presses it) is prerendered, so the next page shows at once. Only our own pages:
 * never the inbox, nor a file (an address with a dot: the feed, icons), nor a download. Forms post
 * and are never links, so nothing with a side effect is fetched ahead. Browsers without Speculation
 * Rules ignore the script and lose nothing.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/admin", "/admin/*", "/*.*"] } },
          { not: { selector_matches: "[download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
