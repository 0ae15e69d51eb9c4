import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { BackToTop } from "~/components/layout/back-to-top";
import { StaticContent } from "~/components/ui/static-content";
import { blogPosts } from "~/content/blog";
import { startHeaderBehaviour } from "~/lib/header-behaviour";
import { startPageBehaviours } from "~/lib/page-behaviours";
import inlineStyles from "~/styles/app.css?inline";
import stylesheetUrl from "~/styles/app.css?url";

/**
 * The stylesheet is inlined into every pre-rendered page (about 6 KB gzip), so the first paint
 * waits for no request. Only the server build carries the text: the browser keeps the server's
 * <style> untouched, because React does not patch `dangerouslySetInnerHTML` while hydrating.
 */
const serverStyles = import.meta.env.SSR && import.meta.env.PROD ? inlineStyles : "";

export const links: LinksFunction = () => [
  // In development a linked stylesheet keeps hot reloading of styles working.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetUrl }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: "Malwa Softworks Insights",
    href: "/rss.xml",
  },
];

/** The page's behaviour over its static markup: navigation, reveals, counters, accordions. */
function usePageBehaviour() {
  useEffect(() => {
    const stopHeader = startHeaderBehaviour();
    const stopPage = startPageBehaviours();
    return () => {
      stopHeader();
      stopPage();
    };
  }, []);
}

/** A route whose `handle` says `siteChrome: false` (the admin inbox) has no site header or footer. */
function useSiteChrome(): boolean {
  return !useMatches().some(
    (match) => (match.handle as { siteChrome?: boolean } | undefined)?.siteChrome === false,
  );
}

/**
 * The document around every page. The navigation bar and the footer are static: rendered on the
 * server only, so they cost no JavaScript (see `StaticContent`).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const siteChrome = useSiteChrome();
  usePageBehaviour();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f45e0" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: serverStyles }} suppressHydrationWarning />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <StaticContent>
          {(import.meta.env.SSR || import.meta.env.DEV) && siteChrome && (
            <SiteHeader pathname={pathname} articlePaths={blogPosts.map((post) => post.slug)} />
          )}
        </StaticContent>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <StaticContent>
          {(import.meta.env.SSR || import.meta.env.DEV) && siteChrome && (
            <>
              <SiteFooter />
              <BackToTop />
            </>
          )}
        </StaticContent>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Every link is a full page load of a pre-rendered page (SPEC §2 asks it of the navigation), so
 * each page starts at the top and its behaviour starts once.
 */
export default function App() {
  return <Outlet />;
}

/** The router's generic fallback (SPEC §2): 'Unexpected Application Error!' and the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <div className="mx-auto max-w-3xl px-4 pt-32 pb-24">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink-muted">{message}</p>
    </div>
  );
}
