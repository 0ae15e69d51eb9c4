import { smoothScrollTo } from "./smooth-scroll";

/** SPEC §4/§9: the bar frosts once the page is scrolled more than 20 px. */
export const FROST_THRESHOLD_PX = 20;
const BACK_TO_TOP_AFTER_PX = 600;

function setMenuOpen(toggle: HTMLElement, open: boolean) {
  toggle.setAttribute("aria-expanded", String(open));
  toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (menu) menu.hidden = !open;
  syncFrost();
}

function syncFrost() {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const menuOpen = document.querySelector('[data-menu-toggle][aria-expanded="true"]') !== null;
  if (header) header.dataset.frosted = String(menuOpen || window.scrollY > FROST_THRESHOLD_PX);
  const backToTop = document.querySelector<HTMLElement>("[data-back-to-top]");
  if (backToTop) backToTop.hidden = window.scrollY <= BACK_TO_TOP_AFTER_PX;
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const toggle = event.target.closest<HTMLElement>("[data-menu-toggle]");
  if (toggle) {
    setMenuOpen(toggle, toggle.getAttribute("aria-expanded") !== "true");
    return;
  }
  if (event.target.closest("[data-back-to-top]")) {
    smoothScrollTo(0);
    return;
  }
  const menuLink = event.target.closest("#mobile-menu a");
  const openToggle = document.querySelector<HTMLElement>(
    '[data-menu-toggle][aria-expanded="true"]',
  );
  if (menuLink && openToggle) setMenuOpen(openToggle, false);
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== "Escape") return;
  const openToggle = document.querySelector<HTMLElement>(
    '[data-menu-toggle][aria-expanded="true"]',
  );
  if (openToggle) {
    setMenuOpen(openToggle, false);
    openToggle.focus();
  }
}

/** The navigation bar's and the back-to-top button's behaviour over their static markup. */
export function startHeaderBehaviour(): () => void {
  syncFrost();
  window.addEventListener("scroll", syncFrost, { passive: true });
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    window.removeEventListener("scroll", syncFrost);
    document.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKeyDown);
  };
}
