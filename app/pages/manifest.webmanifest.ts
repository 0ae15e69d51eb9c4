import type { APIRoute } from "astro";
import { siteFacts } from "virtual:site-facts";
import { wordMark } from "#shared/site/facts.ts";

export const GET: APIRoute = () => {
  const manifest = {
    name: siteFacts.company,
    short_name: wordMark(siteFacts.company).lead,
    description: siteFacts.tagline,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1f45e0",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
};
