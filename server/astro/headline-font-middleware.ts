import { defineMiddleware } from "astro:middleware";
import { companyName } from "virtual:site-facts";
import { isAdminPath } from "#server/http/paths.ts";
import { withHeadlineFace } from "./headline-font.ts";
import { mediaTypeOf } from "#server/lib/content-type.ts";

/** Every public page gets its heading face (`headline-font.ts`); the inbox keeps the fallback. */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const isPage =
    (response.status === 200 || response.status === 404) &&
    mediaTypeOf(response.headers.get("content-type")) === "text/html" &&
    !isAdminPath(context.url.pathname);
  if (!isPage) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(await withHeadlineFace(await response.text(), companyName), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});
