import { useId, type ReactNode } from "react";

const serverHtml = new Map<string, string>();

/**
 * Reads the pre-rendered HTML of every static block; entry.client calls it before React
 * hydrates, so a block rendered again in the browser, for any reason, gets exactly the markup
 * the server sent.
 */
export function captureServerHtml(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-static]")) {
    serverHtml.set(element.dataset.static!, element.innerHTML);
  }
}

/**
 * Markup that only the server renders, in a wrapper without a box of its own (`display:
 * contents`): copy, icons and the components that draw them never
 * travel as JavaScript. Build the children behind the build flags, written out at the call site
 * so the bundler can see they are false in the browser build and drop the children (and their
 * imports); in development they are built in the browser too, for hot reloading:
 *
 *     <StaticContent>{(import.meta.env.SSR || import.meta.env.DEV) && <AboutSections />}</StaticContent>
 *
 * Behaviour inside (reveals, counters, accordions, in-page links) comes from DOM-driven scripts
 * (`startPageBehaviours`); components with their own state stay outside, as ordinary islands.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  const id = useId();
  if (import.meta.env.SSR || import.meta.env.DEV) {
    return (
      <div data-static={id} className="contents">
        {children}
      </div>
    );
  }
  return (
    <div
      data-static={id}
      className="contents"
      dangerouslySetInnerHTML={{ __html: serverHtml.get(id) ?? "" }}
      suppressHydrationWarning
    />
  );
}
