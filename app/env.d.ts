/** The site's origin, fixed at build time by vite.config.ts from SITE_URL. */
declare const __SITE_URL__: string;
