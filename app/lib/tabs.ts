/**
 * WAI-ARIA tabs with automatic activation over static markup: a `[role=tablist]` of
 * `[role=tab]` elements, each naming its `[role=tabpanel]` in `aria-controls`. Each tab is also
 * a link to the page showing its panel, so it works without JavaScript; with it, a click or a key
 * switches the panel in place and the address follows, so a reload keeps the tab. Arrow keys move
 * between tabs and wrap, Home and End jump to the ends, and only the selected tab is in the Tab
 * order (without JavaScript every tab link is). Content elsewhere on the page that belongs with
 * some tabs names their panels in `data-shown-with` and follows the selection.
 */
const TAB = '[role="tab"]';

const tabsBeside = (tab: Element) => [...tab.parentElement!.querySelectorAll<HTMLElement>(TAB)];

/** Only the selected tab is in the Tab order, from the moment focus reaches the tab list. */
function rovingTabIndex(tabs: readonly HTMLElement[]) {
  for (const tab of tabs) tab.tabIndex = tab.getAttribute("aria-selected") === "true" ? 0 : -1;
}

function select(tab: HTMLElement) {
  for (const other of tabsBeside(tab)) {
    other.setAttribute("aria-selected", String(other === tab));
    document.getElementById(other.getAttribute("aria-controls")!)!.hidden = other !== tab;
  }
  const panel = tab.getAttribute("aria-controls")!;
  for (const companion of document.querySelectorAll<HTMLElement>("[data-shown-with]")) {
    companion.hidden = !companion.dataset.shownWith!.split(" ").includes(panel);
  }
  rovingTabIndex(tabsBeside(tab));
  tab.focus();
  history.replaceState(history.state, "", (tab as HTMLAnchorElement).href);
}

function onEvent(event: Event) {
  const tab = (event.target as Element).closest?.<HTMLElement>(TAB);
  if (!tab) return;
  if (event.type === "focusin") return rovingTabIndex(tabsBeside(tab));
  if (event instanceof MouseEvent) {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    return select(tab);
  }
  const tabs = tabsBeside(tab);
  const index = tabs.indexOf(tab);
  const last = tabs.length - 1;
  const target = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[(event as KeyboardEvent).key];
  if (target === undefined) return;
  event.preventDefault();
  select(tabs[target]!);
}

export function startTabs(): void {
  for (const type of ["click", "keydown", "focusin"]) document.addEventListener(type, onEvent);
}
