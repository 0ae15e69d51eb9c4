/**
 * The Share button over static markup: `[data-share]` holds the title and text to share, a
 * button and an `output`. The device's share sheet gets the title, the text and the page's
 * address; where there is none, the output asks the reader to copy the address
 * (`data-unsupported`).
 */
async function share(area: HTMLElement) {
  const status = area.querySelector("output");
  if (typeof navigator.share !== "function") {
    if (status) status.textContent = status.dataset.unsupported ?? "";
    return;
  }
  if (status) status.textContent = "";
  try {
    await navigator.share({
      title: area.dataset.title,
      text: area.dataset.text,
      url: location.href,
    });
  } catch (error) {
    // Cancelling the share sheet also rejects; neither needs the reader's attention.
    console.warn("Sharing the article failed", error);
  }
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest("[data-share] button")) return;
  void share(event.target.closest<HTMLElement>("[data-share]")!);
}

export function startShare(): void {
  document.addEventListener("click", onClick);
}
