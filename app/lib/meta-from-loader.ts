import type { MetaDescriptor } from "react-router";

/**
 * A page's `meta` export when its loader computed the tags: the SEO helpers and the copy they
 * read then stay on the server, and the browser only reads the tags back.
 */
export function metaFromLoader({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }) {
  return loaderData?.meta ?? [];
}
