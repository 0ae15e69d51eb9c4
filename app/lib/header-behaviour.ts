import { whenPageIdle } from "./document-ready.ts";
import { smoothScrollTo } from "./smooth-scroll.ts";

/** The bar frosts once the page is scrolled more than 20 px. */
export const FROST_THRESHOLD_PX = 20;
const BACK_TO_TOP_AFTER_PX = 600;

const FOCUSABLE = "a[href], button:not([disabled]), input, select, textarea";

function menuOf(toggle: HTMLElement): HTMLElement | null {
  return document.getElementById(toggle.getAttribute("aria-controls") ?? "");
}

function openMenuToggle(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-menu-toggle][aria-expanded="true"]');
}

/**
 * Opening dims and locks the page behind the sheet and moves focus into it. The toggle's name
 * for each state is in its markup (`data-label-open`, `data-label-close`).
 */
function setMenuOpen(toggle: HTMLElement, open: boolean) {
  toggle.setAttribute("aria-expanded", String(open));
  const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
  if (label) toggle.setAttribute("aria-label", label);
  const menu = menuOf(toggle);
  if (menu) menu.hidden = !open;
  const backdrop = document.querySelector<HTMLElement>("[data-menu-backdrop]");
  if (backdrop) backdrop.hidden = !open;
  document.documentElement.toggleAttribute("data-scroll-locked", open);
  if (open) menu?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  syncFrost();
}

/** Tab and Shift+Tab cycle through the toggle and the sheet's controls while the sheet is open. */
function keepFocusInMenu(event: KeyboardEvent, toggle: HTMLElement) {
  const menu = menuOf(toggle);
  if (!menu) return;
  const cycle = [toggle, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = cycle[0];
  const last = cycle[cycle.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !cycle.includes(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first?.focus();
  }
}

function syncFrost() {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const menuOpen = openMenuToggle() !== null;
  if (header) header.dataset.frosted = String(menuOpen || window.scrollY > FROST_THRESHOLD_PX);
  const backToTop = document.querySelector<HTMLElement>("[data-back-to-top]");
  // The open sheet covers the page; the button would sit over its last links.
  if (backToTop) backToTop.hidden = menuOpen || window.scrollY <= BACK_TO_TOP_AFTER_PX;
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const toggle = event.target.closest<HTMLElement>("[data-menu-toggle]");
  if (toggle) {
    setMenuOpen(toggle, toggle.getAttribute("aria-expanded") !== "true");
    return;
  }
  if (event.target.closest("[data-back-to-top]")) {
    smoothScrollTo(() => 0);
    return;
  }
  const openToggle = openMenuToggle();
  if (!openToggle) return;
  if (event.target.closest("[data-menu-backdrop]")) {
    setMenuOpen(openToggle, false);
    openToggle.focus();
  } else if (event.target.closest("#mobile-menu a")) {
    setMenuOpen(openToggle, false);
  }
}

function onKeyDown(event: KeyboardEvent) {
  const openToggle = openMenuToggle();
  if (!openToggle) return;
  if (event.key === "Tab") keepFocusInMenu(event, openToggle);
  if (event.key === "Escape") {
    setMenuOpen(openToggle, false);
    openToggle.focus();
  }
}

/** The sheet exists only on small screens: widening the window past them closes it. */
function onWideScreen(event: MediaQueryListEvent) {
  const openToggle = openMenuToggle();
  if (event.matches && openToggle) setMenuOpen(openToggle, false);
}

/**
 * The navigation bar's and the back-to-top button's behaviour over their static markup. The
 * listeners are on the document, so the menu answers from the first paint.
 *
 * The markup starts as the top of the page looks (transparent bar, no button). A page that opens
 * scrolled (a link to a section, a reload further down) gets a scroll event; the check once the
 * page is idle covers any browser that scrolls without one. Reading the scroll position before the
 * first paint would force a layout of the whole page ahead of the browser's own.
 */
export function startHeaderBehaviour(): void {
  whenPageIdle(syncFrost);
  window.addEventListener("scroll", syncFrost, { passive: true });
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  window.matchMedia("(min-width: 64rem)").addEventListener("change", onWideScreen);
}
