import { AFTER_PAINT } from "#app/lib/after-paint.ts";

/**
 * One of the inbox's scripts, from its own address (a page rendered on request may carry no
 * inline script of its own), added after the first paint: a script the page itself requested
 * would stand before the largest paint. Everything the scripts do, the page's forms and links do
 * without them.
 */
export function InboxScript({ src }: { readonly src: string }) {
  return (
    <template {...{ [AFTER_PAINT]: "" }}>
      <script src={src} />
    </template>
  );
}
