/**
 * `client:interaction`, the site's way to load an island (a form). Its JavaScript never competes
 * with the first paint:
 * - once the page has loaded and the browser is idle, and the island is within a screen of view,
 *   the island's whole module graph is fetched at once (one `modulepreload` per chunk, listed by
 *   the build in the island's `modules` attribute), so it is at hand before the visitor reaches it;
 * - the island hydrates at the visitor's first interaction with it (pointing at it, pressing in
 *   it, moving focus into it), fetching the modules then if they are not yet there. What the
 *   visitor does before hydration is kept by the form itself: typed text stays in the fields and a
 *   submit posts the form the plain way.
 */
import type { ClientDirective } from "astro";
import { whenPageIdle } from "./document-ready.ts";

const FIRST_INTERACTIONS = ["pointerover", "pointerdown", "focusin"] as const;

const requested = new Set<string>();

function preloadModules(island: HTMLElement) {
  for (const url of island.getAttribute("modules")?.split(" ") ?? []) {
    if (url === "" || requested.has(url)) continue;
    requested.add(url);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    document.head.append(link);
  }
}

const interaction: ClientDirective = (load, _options, island) => {
  let hydrating = false;
  const hydrate = () => {
    if (hydrating) return;
    hydrating = true;
    preloadModules(island);
    void load().then((run) => run());
  };
  for (const type of FIRST_INTERACTIONS) {
    island.addEventListener(type, hydrate, { capture: true, passive: true });
  }
  whenPageIdle(() => {
    const nearView = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearView.disconnect();
        preloadModules(island);
      },
      { rootMargin: "100% 0px" },
    );
    // The island element itself has no box (`display: contents`); its children have.
    for (const child of island.children) nearView.observe(child);
  });
};

export default interaction;
