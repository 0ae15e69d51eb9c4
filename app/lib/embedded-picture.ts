/**
 * Set on the `<picture>` that is its page's largest paint: the build puts its phone-sized file
 * inside the page (`server/astro/embedded-pictures.ts`).
 */
export const EMBED_ATTRIBUTE = "data-embed-on-phones";
