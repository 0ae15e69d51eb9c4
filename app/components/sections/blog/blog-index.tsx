import type { ReactNode } from "react";
import searchScript from "virtual:inline-script/blog-search";
import { Icon } from "#app/components/ui/icon.tsx";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import type { BlogSearchText } from "#app/content/schemas/blog-page.ts";

/**
 * The blog list with its search, as static markup: the cards (`children`, each
 * `li[data-post]`) are rendered here, and the page script (`blog-search-page.ts`) filters them
 * from the first keystroke, with the texts it changes handed over as templates. Without
 * JavaScript every post is listed and there is no search box.
 */
export function BlogIndex({ text, children }: { text: BlogSearchText; children: ReactNode }) {
  const { resultCount } = text;
  return (
    <>
      <InlineScript code={searchScript} />
      <div className="px-4 sm:px-6" data-needs-script>
        <search className="relative mx-auto block max-w-xl text-left" data-blog-search>
          <label htmlFor="blog-search" className="sr-only">
            {text.label}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            id="blog-search"
            type="search"
            placeholder={text.placeholder}
            autoComplete="off"
            className="h-14 w-full rounded-pill border border-line bg-white pr-5 pl-13 text-base text-ink shadow-card placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-500"
          />
        </search>
      </div>
      <section
        id="posts"
        aria-labelledby="posts-title"
        className="bg-surface pt-12 pb-16 sm:pt-16 sm:pb-24"
      >
        <div
          className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
          data-blog-posts
          data-latest-title={text.latestTitle}
          data-results-title={text.resultsTitle}
          data-count-one={resultCount.one}
          data-count-other={resultCount.other}
          data-empty-title={text.emptyTitle}
        >
          <h2 id="posts-title" className="mb-12 text-3xl font-semibold sm:text-4xl">
            {text.latestTitle}
          </h2>
          <output aria-live="polite" aria-atomic="true" className="sr-only" />
          {children}
          <div
            data-no-results
            hidden
            className="mx-auto max-w-lg rounded-card border border-dashed border-line bg-surface-muted px-6 py-12 text-center"
          >
            <Icon name="search" className="mx-auto size-10 text-brand-400" />
            <p data-title className="mt-4 text-xl font-semibold break-words text-ink" />
            <p className="mt-2 text-ink-muted">{text.emptyHint}</p>
          </div>
        </div>
      </section>
    </>
  );
}
