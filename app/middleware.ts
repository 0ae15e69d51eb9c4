/**
 * Astro labels the pages it renders on request `text/html` alone; the header names their charset
 * too, as the built pages' does, so no browser has to guess it before it reads the page's meta tag.
 */
import { defineMiddleware } from "astro:middleware";

const HTML = "text/html";

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (response.headers.get("content-type") === HTML) {
    response.headers.set("content-type", `${HTML}; charset=utf-8`);
  }
  return response;
});
