import { useId, type ReactNode } from "react";

/**
 * The pre-rendered HTML of every static block, read from the page before React hydrates it
 * (entry.client imports this module first). A block rendered again in the browser, for any
 * reason, gets exactly the markup the server sent.
 */
const serverHtml = new Map<string, string>();
if (typeof document !== "undefined") {
  for (const element of document.querySelectorAll<HTMLElement>("[data-static]")) {
    serverHtml.set(element.dataset.static!, element.innerHTML);
  }
}

/** Static blocks are built in the browser too during development, for hot reloading. */
export const RENDER_STATIC = import.meta.env.SSR || import.meta.env.DEV;

/**
 * Markup that only the server renders: copy, icons and the components that draw them never
 * travel as JavaScript. Build the children behind `RENDER_STATIC` so the bundler drops them (and
 * their imports) from the browser build:
 *
 *     <StaticContent>{RENDER_STATIC && <AboutSections />}</StaticContent>
 *
 * Behaviour inside (reveals, counters, accordions, in-page links) comes from DOM-driven scripts
 * (`startPageBehaviours`); components with their own state stay outside, as ordinary islands.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  const id = useId();
  if (RENDER_STATIC) return <div data-static={id}>{children}</div>;
  return (
    <div
      data-static={id}
      dangerouslySetInnerHTML={{ __html: serverHtml.get(id) ?? "" }}
      suppressHydrationWarning
    />
  );
}
