/**
 * The part of the sitemap made at request time from the database (the career page and each open
 * opening); the sitemap index at /sitemap.xml, made by the build, lists it.
 */
export const OPENINGS_SITEMAP_PATH = "/sitemap-openings.xml";

/** The career page; each opening's page is under it. */
export const CAREER_PATH = "/career";

/**
 * The style guide: every shared component on one page, for the team. Not for search engines
 * (the page says `noindex`), so the sitemap leaves it out, and no page links to it.
 */
export const STYLEGUIDE_PATH = "/styleguide";
