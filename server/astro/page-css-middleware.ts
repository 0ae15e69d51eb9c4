import { defineMiddleware } from "astro:middleware";
import { isAdminPath } from "#server/http/paths.ts";
import { mediaTypeOf } from "#server/lib/content-type.ts";
import { withPageCss } from "./page-css.ts";

/**
 * Every public page, pre-rendered or rendered on request, carries only the CSS it can use
 * (`page-css.ts`); the inbox keeps the whole sheet (decision 030).
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
  return new Response(withPageCss(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});
