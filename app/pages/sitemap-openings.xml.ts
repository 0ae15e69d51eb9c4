/**
 * The sitemap's live part: the career page and every open opening with its last change, read
 * from the database on each request, so a published or closed opening is in or out at once.
 */
import type { APIRoute } from "astro";
import { openingPath } from "#shared/hiring/openings.ts";
import { careerPath } from "#app/components/pages/career.tsx";
import { absoluteUrl } from "#app/lib/seo.ts";
import { escapeHtml } from "#shared/text/html.ts";

export const prerender = false;

function entry(path: string, lastmod: Date | undefined, changefreq: string, priority: number) {
  return [
    "<url>",
    `<loc>${escapeHtml(absoluteUrl(path))}</loc>`,
    lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "",
    `<changefreq>${changefreq}</changefreq>`,
    `<priority>${priority}</priority>`,
    "</url>",
  ].join("");
}

export const GET: APIRoute = async ({ locals }) => {
  const openings = (await locals.openings?.listed()) ?? [];
  const latest = openings.reduce<Date | undefined>(
    (newest, opening) => (!newest || opening.updatedAt > newest ? opening.updatedAt : newest),
    undefined,
  );
  const urls = [
    entry(careerPath, latest, "weekly", 0.7),
    ...openings.map((opening) =>
      entry(openingPath(opening.slug), opening.updatedAt, "weekly", 0.6),
    ),
  ];
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`,
    {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=0, must-revalidate",
      },
    },
  );
};
