import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Fetch the island's modules once the page is idle and the island near view, and hydrate it
     * at the visitor's first interaction (`app/lib/client-interaction.ts`).
     */
    "client:interaction"?: boolean;
  }
}
