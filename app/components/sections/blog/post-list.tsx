import { Reveal } from "#app/components/ui/reveal.tsx";
import { staggerDelay } from "#app/lib/stagger.ts";
import type { PostCard } from "#app/lib/blog-views.ts";
import { BlogCard } from "./blog-card.tsx";

/**
 * The post cards, newest first; a lone post is laid out wide. Each `li[data-post]` carries what
 * the blog search reads of its post; `readMore` is the cards' button.
 */
export function PostList({ posts, readMore }: { posts: readonly PostCard[]; readMore: string }) {
  const lone = posts.length === 1;
  return (
    <ul className="flex flex-wrap justify-center gap-8">
      {posts.map((post, index) => (
        <li
          key={post.slug}
          data-post={post.slug}
          data-search={JSON.stringify({
            title: post.title,
            category: post.category,
            keywords: post.keywords,
          })}
          className={
            lone ? "w-full max-w-5xl" : "w-full sm:w-[calc(50%-1rem)] lg:w-[calc((100%-4rem)/3)]"
          }
        >
          <Reveal delayMs={staggerDelay(index)} className="h-full">
            <BlogCard post={post} readMore={readMore} wide={lone} priority={index === 0} />
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
