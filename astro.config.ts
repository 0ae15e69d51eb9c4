import { satteri } from "@astrojs/markdown-satteri";
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { randomUUID } from "node:crypto";
import { defineConfig, sharpImageService } from "astro/config";
import { articleMarkdown } from "#server/astro/article-markdown.ts";
import { headlineFont } from "#server/astro/headline-font.ts";
import { pageCss } from "#server/astro/page-css.ts";
import { iconSprite } from "#server/astro/icon-sprite.ts";
import { markdownFacts } from "#server/astro/markdown-facts.ts";
import { siteServer } from "#server/boot/astro-integration.ts";
import { siteFacts } from "#server/astro/site-facts-module.ts";
import { embeddedPictures } from "#server/astro/embedded-pictures.ts";
import { islandLoading } from "#server/astro/island-loading.ts";
import { inlineScripts } from "#server/astro/inline-scripts.ts";
import { siteSitemap } from "#server/astro/sitemap.ts";
import { resolveSiteUrl } from "#shared/site/url.ts";

const siteUrl = resolveSiteUrl(process.env.SITE_URL);

export default defineConfig({
  site: siteUrl,
  srcDir: "./app",
  // BUILD_DIR lets parallel work (and tests) build side by side; `build` by default.
  outDir: process.env.BUILD_DIR ?? "build",
  // Pages are pre-rendered unless they say otherwise; the Node server in `server/` serves them
  // and hands Astro only what is rendered on request (the inbox, a form posted without JavaScript).
  output: "static",
  adapter: node({ mode: "middleware" }),
  // Those from `islandLoading` on write into the built files, so they come before the server
  // integration compresses them.
  integrations: [
    react(),
    siteFacts(),
    islandLoading(),
    headlineFont(),
    pageCss(),
    embeddedPictures(),
    ...siteSitemap(siteUrl),
    siteServer(),
  ],
  // The server's own origin check covers every POST, including those Astro never sees.
  security: { checkOrigin: false },
  // The stylesheet goes into every page, so the first paint waits for nothing; each page keeps
  // only the rules it can use (server/astro/page-css.ts).
  build: { inlineStylesheets: "always" },
  devToolbar: { enabled: false },
  // The production server takes Astro's log lines into its own JSON log.
  logger: { entrypoint: "./server/astro/log-destination.js" },
  // AVIF at sharp's default effort takes seconds per image width; effort 2 is about 8× faster
  // for about 10% more bytes.
  image: { service: sharpImageService({ avif: { effort: 2 } }) },
  // Markdown texts quote the site's facts; in blog posts, a plugin maps callouts, quote authors
  // and image captions onto HTML.
  // No syntax highlighting: Shiki writes inline styles, which the Content-Security-Policy refuses.
  markdown: {
    processor: satteri({ hastPlugins: [markdownFacts, articleMarkdown] }),
    syntaxHighlight: false,
  },
  vite: {
    plugins: [tailwindcss(), inlineScripts(), iconSprite()],
    // Canonical links and structured data are baked into the pre-rendered pages at build time.
    // The build's mark goes into the ETags of the pages rendered on request.
    define: { __SITE_URL__: JSON.stringify(siteUrl), __BUILD_ID__: JSON.stringify(randomUUID()) },
  },
});
