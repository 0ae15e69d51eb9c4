import type { APIRoute } from "astro";
import { absoluteUrl } from "#app/lib/seo.ts";

export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
    {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    },
  );
