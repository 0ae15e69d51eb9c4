import { useEffect, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { Menu, X } from "lucide-react";
import { mainNav, navCta } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { smoothScrollToHash } from "~/lib/smooth-scroll";
import { buttonClass } from "~/components/ui/button";
import { Logo } from "./logo";

/** SPEC §4/§9: the bar frosts once the page is scrolled more than 20 px. */
export const FROST_THRESHOLD_PX = 20;

function isCurrent(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * SPEC §2: in-page `#` links scroll smoothly; every other navigation link loads the page in full
 * (a plain anchor), which the pre-rendered pages make fast.
 */
function onNavClick(event: MouseEvent<HTMLAnchorElement>, href: string, close: () => void) {
  close();
  if (href.startsWith("#") && smoothScrollToHash(href)) {
    event.preventDefault();
    history.pushState(null, "", href);
  }
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const [frosted, setFrosted] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    const update = () => setFrosted(window.scrollY > FROST_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const solid = frosted || menuOpen;
  return (
    <header
      data-frosted={solid ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,backdrop-filter] duration-300",
        solid
          ? "bg-white/85 shadow-[0_1px_0_rgb(15_23_42/0.08)] backdrop-blur-md"
          : "bg-transparent",
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8"
      >
        <a href="/" aria-label="Malwa Softworks home" className="rounded-md">
          <Logo />
        </a>

        <ul className="hidden items-center gap-1 lg:flex">
          {mainNav.map((link) => (
            <li key={link.href}>
              <NavItem
                href={link.href}
                label={link.label}
                pathname={pathname}
                onNavigate={closeMenu}
              />
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <a href={navCta.href} className={buttonClass({}, "max-sm:hidden")}>
            {navCta.label}
          </a>
          <button
            type="button"
            className="grid size-11 place-items-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </nav>

      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-line bg-white lg:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
          {mainNav.map((link) => (
            <li key={link.href}>
              <NavItem
                href={link.href}
                label={link.label}
                pathname={pathname}
                onNavigate={closeMenu}
                block
              />
            </li>
          ))}
          <li className="pt-2 sm:hidden">
            <a href={navCta.href} className={buttonClass({}, "w-full")}>
              {navCta.label}
            </a>
          </li>
        </ul>
      </div>
    </header>
  );
}

function NavItem({
  href,
  label,
  pathname,
  onNavigate,
  block = false,
}: {
  href: string;
  label: string;
  pathname: string;
  onNavigate: () => void;
  block?: boolean;
}) {
  const current = isCurrent(pathname, href);
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      onClick={(event) => onNavClick(event, href, onNavigate)}
      className={cn(
        "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
        block && "block px-4 py-3 text-base",
        current ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-brand-50 hover:text-brand-700",
      )}
    >
      {label}
    </a>
  );
}
