import { mainNav, navCta } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Logo } from "./logo";

/** The blog list is current on its articles too (they live at the top level, e.g. /blog1). */
function isCurrent(pathname: string, href: string, articlePaths: readonly string[]): boolean {
  if (href === "/") return pathname === "/";
  if (href === "/blog" && articlePaths.includes(pathname)) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The fixed navigation bar, rendered on the server only. Its behaviour is driven from the DOM
 * (`header-behaviour.ts`): transparent at the top, frosted past 20 px; the small-screen menu opens
 * and closes with its toggle (and Escape). Every link is a full page load (SPEC §2).
 */
export function SiteHeader({
  pathname,
  articlePaths,
}: {
  pathname: string;
  articlePaths: readonly string[];
}) {
  const navItem = (link: (typeof mainNav)[number], block: boolean) => {
    const current = isCurrent(pathname, link.href, articlePaths);
    return (
      <a
        href={link.href}
        aria-current={current ? "page" : undefined}
        className={cn(
          "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
          block && "block px-4 py-3 text-base",
          current
            ? "bg-brand-50 text-brand-700"
            : "text-ink hover:bg-brand-50 hover:text-brand-700",
        )}
      >
        {link.label}
      </a>
    );
  };

  return (
    <header
      data-site-header=""
      data-frosted="false"
      className="fixed inset-x-0 top-0 z-50 bg-transparent transition-[background-color,box-shadow,backdrop-filter] duration-300 data-[frosted=true]:bg-white/85 data-[frosted=true]:shadow-[0_1px_0_rgb(15_23_42/0.08)] data-[frosted=true]:backdrop-blur-md"
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
            <li key={link.href}>{navItem(link, false)}</li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <a href={navCta.href} className={buttonClass({}, "max-sm:hidden")}>
            {navCta.label}
          </a>
          <button
            type="button"
            data-menu-toggle=""
            className="group grid size-11 place-items-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label="Open menu"
          >
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon name="close" className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </nav>

      <div id="mobile-menu" hidden className="border-t border-line bg-white lg:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
          {mainNav.map((link) => (
            <li key={link.href}>{navItem(link, true)}</li>
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
