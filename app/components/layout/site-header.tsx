import type { ReactNode } from "react";
import { siteFacts } from "virtual:site-facts";
import type { Cta } from "#app/content/schemas/common.ts";
import type { SiteText } from "#app/content/schemas/site-text.ts";
import { cn } from "#app/lib/cn.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { Logo } from "./logo.tsx";

/**
 * The section a page belongs to: the blog list is current on its articles (they live at the top
 * level, e.g. /blog1), and the services list on every service page (/service/…).
 */
export function isCurrentSection(
  pathname: string,
  href: string,
  articlePaths: readonly string[],
): boolean {
  if (href === "/") return pathname === "/";
  if (href === "/blog" && articlePaths.includes(pathname)) return true;
  if (href === "/services" && pathname.startsWith("/service/")) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The fixed navigation bar, rendered on the server only. Its behaviour is driven from the DOM
 * (`header-behaviour.ts`): transparent at the top, frosted past 20 px. On small screens the toggle
 * opens a full-height sheet below the bar over a dimmed backdrop; the page behind does not scroll,
 * focus stays in the bar and the sheet, and Escape or the backdrop closes it. Every link is a full
 * page load.
 */
const contactLinkClass =
  "flex min-h-11 items-center gap-3 rounded-lg px-2 font-medium text-ink hover:bg-brand-50";

/** A section's link, marked as the current page when the visitor is in that section. */
function NavLink({ link, current, block }: { link: Cta; current: boolean; block: boolean }) {
  return (
    <a
      href={link.href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
        block && "block px-4 py-3 text-base",
        current ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-brand-50 hover:text-brand-700",
      )}
    >
      {link.label}
    </a>
  );
}

type NavItem = (link: Cta, block: boolean) => ReactNode;

/** The bar at the top: the logo, the sections on wide screens, the call to action, the menu button. */
function HeaderBar({ text, navItem }: { text: SiteText; navItem: NavItem }) {
  const { header, menu } = text;
  return (
    <header
      data-site-header=""
      data-frosted="false"
      className="fixed inset-x-0 top-0 z-50 bg-transparent transition-[background-color,box-shadow,backdrop-filter] duration-300 data-[frosted=true]:bg-white/85 data-[frosted=true]:shadow-[0_1px_0_rgb(15_23_42/0.08)] data-[frosted=true]:backdrop-blur-md"
    >
      <nav
        aria-label={header.label}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6 lg:h-18 lg:px-8"
      >
        <a href="/" aria-label={header.homeLabel} className="rounded-md">
          <Logo compact />
        </a>

        <ul className="hidden items-center gap-1 lg:flex">
          {header.links.map((link) => (
            <li key={link.href}>{navItem(link, false)}</li>
          ))}
        </ul>

        <div className="flex items-center gap-1 sm:gap-2">
          <a
            href={header.cta.href}
            className={buttonClass({}, "max-sm:h-9 max-sm:px-3 max-sm:text-xs")}
          >
            {header.cta.label}
          </a>
          <button
            type="button"
            data-menu-toggle=""
            className="group grid size-11 place-items-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label={menu.open}
            data-label-open={menu.open}
            data-label-close={menu.close}
          >
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon name="close" className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </nav>
    </header>
  );
}

/** The small screens' menu: its backdrop, and the sheet with the sections and how to reach us. */
function MobileMenu({ text, navItem }: { text: SiteText; navItem: NavItem }) {
  const { header, menu } = text;
  return (
    <>
      <div
        data-menu-backdrop=""
        hidden
        className="fixed inset-x-0 top-16 bottom-0 z-40 bg-ink/55 lg:hidden"
      />
      <nav
        id="mobile-menu"
        aria-label={menu.label}
        hidden
        className="fixed top-16 right-0 bottom-0 z-40 flex w-[min(100%-2.5rem,24rem)] flex-col overflow-y-auto overscroll-contain border-t border-line bg-surface shadow-lift lg:hidden"
      >
        <ul className="flex flex-col gap-1 px-4 py-4">
          {header.links.map((link) => (
            <li key={link.href}>{navItem(link, true)}</li>
          ))}
        </ul>
        <div className="mt-auto space-y-4 border-t border-line px-4 py-6">
          <a href={header.cta.href} className={buttonClass({}, "w-full")}>
            {header.cta.label}
          </a>
          <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {menu.contactTitle}
          </p>
          <ul className="space-y-1 text-sm">
            <li>
              <a href={siteFacts.phone.href} className={contactLinkClass}>
                <Icon name="phone" className="size-4 text-primary" />
                <span className="sr-only">{menu.phoneLabel} </span>
                {siteFacts.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${siteFacts.email.sales}`} className={contactLinkClass}>
                <Icon name="mail" className="size-4 text-primary" />
                <span className="sr-only">{menu.emailLabel} </span>
                <EmailAddress address={siteFacts.email.sales} />
              </a>
            </li>
          </ul>
        </div>
      </nav>
    </>
  );
}

export function SiteHeader({
  pathname,
  articlePaths,
  text,
}: {
  pathname: string;
  articlePaths: readonly string[];
  text: SiteText;
}) {
  const navItem: NavItem = (link, block) => (
    <NavLink
      link={link}
      current={isCurrentSection(pathname, link.href, articlePaths)}
      block={block}
    />
  );
  // The sheet and its backdrop sit beside the bar, not in it: the frosted bar's backdrop filter
  // would make it the box that fixed children are placed in.
  return (
    <>
      <HeaderBar text={text} navItem={navItem} />
      <MobileMenu text={text} navItem={navItem} />
    </>
  );
}
