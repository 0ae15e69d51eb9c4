/**
 * The office map on the contact page, over static markup: `[data-map]` names the provider's page
 * (`data-src`) and the frame's title (`data-title`); its `[data-map-preview]` is a drawn stand-in
 * with a 'Load map' button. Only that button inserts the provider's frame, so no third party is
 * contacted before the visitor asks, and focus moves into the map.
 */
function loadMap(map: HTMLElement) {
  const frame = document.createElement("iframe");
  frame.src = map.dataset.src ?? "";
  frame.title = map.dataset.title ?? "";
  frame.loading = "lazy";
  frame.referrerPolicy = "no-referrer-when-downgrade";
  frame.className = "absolute inset-0 size-full border-0";
  map.querySelector("[data-map-preview]")?.replaceWith(frame);
  frame.focus();
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest("[data-map-preview] button")) {
    return;
  }
  loadMap(event.target.closest<HTMLElement>("[data-map]")!);
}

export function startMapLoader(): void {
  document.addEventListener("click", onClick);
}
