import { defineMiddleware } from "astro:middleware";
import { isAdminPath } from "#server/http/paths.ts";
import { mediaTypeOf } from "#server/lib/content-type.ts";
import { clientDirectory, pageCandidates, withPageCss } from "./page-css.ts";
import { withPageIcons } from "./page-icons.ts";

/**
 * Every public page, pre-rendered or rendered on request, carries only the CSS and the icons it
 * can use (`page-css.ts`, `page-icons.ts`); the inbox keeps the whole sheet and sprite (decision 030).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  // The development server links its styles by module; there is no inline sheet to cut.
  if (import.meta.env.DEV) return response;
  const isPage =
    (response.status === 200 || response.status === 404) &&
    mediaTypeOf(response.headers.get("content-type")) === "text/html" &&
    !isAdminPath(context.url.pathname);
  if (!isPage) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const html = await response.text();
  const candidates = pageCandidates(html, clientDirectory());
  return new Response(withPageIcons(withPageCss(html, candidates), candidates), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});
