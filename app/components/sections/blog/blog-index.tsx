import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useState, type ReactNode } from "react";
import { blogListText } from "~/content/blog-text";
import { searchPosts, type SearchablePost } from "~/lib/blog-search";

/**
 * The blog list's search (SPEC §2, §4), the page's one island. The cards are static, rendered on
 * the server (`children`, each `li[data-post]`); on every keystroke the search recomputes the
 * matches and hides the other cards. Without JavaScript every post is listed.
 */
export function BlogIndex({
  posts,
  children,
}: {
  /** Newest first. */
  posts: readonly SearchablePost[];
  children: ReactNode;
}) {
  const [term, setTerm] = useState("");
  const searchId = useId();
  const results = searchPosts(posts, term);
  const searching = term.trim() !== "";
  const matching = results.map((post) => post.slug).join(" ");

  useEffect(() => {
    const shown = new Set(matching.split(" "));
    for (const card of document.querySelectorAll<HTMLElement>("li[data-post]")) {
      card.hidden = !shown.has(card.dataset.post ?? "");
    }
  }, [matching]);

  return (
    <>
      <div className="px-4 sm:px-6">
        <search className="relative mx-auto block max-w-xl text-left">
          <label htmlFor={searchId} className="sr-only">
            {blogListText.searchLabel}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            placeholder={blogListText.searchPlaceholder}
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
        <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="posts-title" className="mb-12 text-3xl font-semibold sm:text-4xl">
            {searching ? blogListText.resultsTitle : blogListText.latestTitle}
          </h2>
          <output aria-live="polite" aria-atomic="true" className="sr-only">
            {searching ? blogListText.resultCount(results.length) : ""}
          </output>
          {children}
          {results.length === 0 ? (
            <div className="mx-auto max-w-lg rounded-card border border-dashed border-line bg-surface-muted px-6 py-12 text-center">
              <Icon name="search" className="mx-auto size-10 text-brand-400" />
              <p className="mt-4 text-xl font-semibold break-words text-ink">
                {blogListText.emptyTitle(term)}
              </p>
              <p className="mt-2 text-ink-muted">{blogListText.emptyHint}</p>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
