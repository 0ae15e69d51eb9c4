/**
 * A service page's jump list (`[data-section-nav]`) marks the link of the section being read with
 * `aria-current`: the last section whose top has passed a line a third of the way down the
 * window; none while the hero is still in view. Where the list scrolls sideways (a phone), the
 * marked link (or, above the sections, the first) is scrolled into the list's view.
 */
const READING_LINE = 1 / 3;

export function startSectionNav(): void {
  const nav = document.querySelector<HTMLElement>("[data-section-nav]");
  const list = nav?.querySelector("ul");
  if (!nav || !list) return;
  const entries = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
    const section = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    return section ? [{ link, section }] : [];
  });
  let marked: HTMLAnchorElement | undefined;
  let queued = false;

  const mark = () => {
    queued = false;
    const line = innerHeight * READING_LINE;
    const current = entries.findLast((entry) => entry.section.getBoundingClientRect().top <= line);
    if (current?.link === marked) return;
    marked?.removeAttribute("aria-current");
    marked = current?.link;
    marked?.setAttribute("aria-current", "location");
    // Above the first section (the hero in view), the row starts again at its first link.
    bringIntoRow(marked ?? entries[0]?.link);
  };
  const bringIntoRow = (link: HTMLAnchorElement | undefined) => {
    if (!link) return;
    const linkBox = link.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    if (linkBox.left < listBox.left || linkBox.right > listBox.right) {
      list.scrollLeft += linkBox.left - listBox.left - (listBox.width - linkBox.width) / 2;
    }
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(mark);
  };
  addEventListener("scroll", queue, { passive: true });
  // A window made narrower or wider moves the sections without scrolling.
  new ResizeObserver(queue).observe(document.body);
  // The first mark waits for a frame too: measuring now, while the page is still being parsed,
  // would lay out the whole page an extra time before its first paint.
  queue();
}
