import { useId, useState } from "react";
import { __iconData as search } from "lucide-react/icons/search";
import { SvgIcon } from "~/components/ui/svg-icon";
import { blogListText, type BlogPostEntry } from "~/content/blog";
import { searchPosts } from "~/lib/blog-search";
import { Section } from "~/components/layout/section";
import { Reveal } from "~/components/ui/reveal";
import { BlogCard } from "./blog-card";

/** SPEC §4: each card fades in 0.1 s after the one before it. */
const CARD_STAGGER_MS = 100;

/**
 * The blog list with its search (SPEC §2, §4), the page's interactive part below its static
 * hero: the results are recomputed on every keystroke. Without JavaScript every post is listed.
 */
export function BlogIndex({ posts }: { posts: readonly BlogPostEntry[] }) {
  const [term, setTerm] = useState("");
  const searchId = useId();
  const results = searchPosts(posts, term);
  const searching = term.trim() !== "";
  const lone = results.length === 1;

  return (
    <>
      <div className="px-4 sm:px-6">
        <search className="relative mx-auto block max-w-xl text-left">
          <label htmlFor={searchId} className="sr-only">
            {blogListText.searchLabel}
          </label>
          <SvgIcon
            icon={search}
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
      <Section
        id="posts"
        title={searching ? blogListText.resultsTitle : blogListText.latestTitle}
        className="pt-12 sm:pt-16"
      >
        <output aria-live="polite" aria-atomic="true" className="sr-only">
          {searching ? blogListText.resultCount(results.length) : ""}
        </output>
        {results.length > 0 ? (
          <ul className="flex flex-wrap justify-center gap-8">
            {results.map((post, index) => (
              <Reveal
                as="li"
                key={post.slug}
                delayMs={index * CARD_STAGGER_MS}
                className={
                  lone
                    ? "w-full max-w-5xl"
                    : "w-full sm:w-[calc(50%-1rem)] lg:w-[calc((100%-4rem)/3)]"
                }
              >
                <BlogCard post={post} wide={lone} />
              </Reveal>
            ))}
          </ul>
        ) : (
          <div className="mx-auto max-w-lg rounded-card border border-dashed border-line bg-surface-muted px-6 py-12 text-center">
            <SvgIcon icon={search} className="mx-auto size-10 text-brand-400" />
            <p className="mt-4 text-xl font-semibold break-words text-ink">
              {blogListText.emptyTitle(term)}
            </p>
            <p className="mt-2 text-ink-muted">{blogListText.emptyHint}</p>
          </div>
        )}
      </Section>
    </>
  );
}
