/** Size budgets of the built pages, in gzip bytes; the budget test and the benchmark read them. */
export const KB = 1024;

export const budgets = {
  /** Every script the first HTML makes the browser fetch or run before any interaction. */
  eagerJs: 5 * KB,
  /** The page behaviours, inlined into every page. */
  pageScript: 3 * KB,
  /**
   * One island's code with the framework it brings, fetched only when it is needed. The goal is
   * 75 KB; React 19's client alone is 69 KB of it, and the form islands are 75–78 KB today.
   */
  island: 80 * KB,
  /** External stylesheets; the site has none (its sheet is inlined). */
  css: 20 * KB,
  /**
   * The CSS inlined into a page, the heading face aside: only the rules the page and its islands
   * can use (decision 030), 6.4–8.8 KB today; the whole sheet was 13–15 KB on every page.
   */
  inlineCss: 10 * KB,
  /** The page as sent: 21–36 KB today, the home page the largest (40 KB before decision 030). */
  html: 38 * KB,
} as const;

/**
 * How tall a page may be on a 375 px phone (`scrollHeight` in CSS pixels): the home page, a service
 * page, and the staff augmentation page, which the specification gives more sections.
 */
export const phoneHeights = {
  home: 12_000,
  service: 8_000,
  staffAugmentation: 11_000,
} as const;
