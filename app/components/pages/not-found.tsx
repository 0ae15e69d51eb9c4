import notFoundScript from "virtual:inline-script/not-found";
import type { NotFoundContent } from "#app/content/schemas/not-found.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { pageMeta } from "#app/lib/seo.ts";

export function notFoundMeta(content: NotFoundContent) {
  return pageMeta({ ...content.seo, noindex: true });
}

/** The page for an address that leads nowhere; its own script logs the address. */
export function NotFoundPage({ content }: { content: NotFoundContent }) {
  return (
    <section className="grid min-h-[70vh] place-items-center bg-gradient-to-b from-brand-50 to-white px-4 pt-24 pb-16 text-center">
      <InlineScript code={notFoundScript} />
      <div className="max-w-2xl">
        <p className="text-8xl font-bold tracking-tight text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          <span className="sr-only">404 – </span>
          {content.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink-muted">{content.body}</p>
        <a href="/" className={buttonClass({ size: "lg" }, "mt-8")}>
          <Icon name="home" className="size-5" />
          {content.homeLink}
        </a>
        <nav aria-labelledby="ways-title" className="mt-10">
          <h2 id="ways-title" className="text-base font-semibold text-ink-muted">
            {content.waysTitle}
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
            {content.ways.map((way) => (
              <li key={way.href}>
                <a
                  href={way.href}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {way.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* The blog applies ?q= as its search; without JavaScript it lists every post. */}
        <search className="mx-auto mt-8 block max-w-md">
          <form action="/blog" method="get" className="flex gap-2">
            <label htmlFor="not-found-search" className="sr-only">
              {content.search.label}
            </label>
            <input
              id="not-found-search"
              type="search"
              name="q"
              placeholder={content.search.placeholder}
              className="h-12 w-0 min-w-0 flex-1 rounded-pill border border-line bg-white px-5 text-base text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-500"
            />
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              {content.search.button}
            </button>
          </form>
        </search>
      </div>
    </section>
  );
}
