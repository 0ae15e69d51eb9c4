import { CategoryBadge } from "#app/components/sections/blog/category-badge.tsx";
import { PostDate } from "#app/components/sections/blog/post-date.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { PostCard } from "#app/lib/blog-views.ts";
import { HeroVisual } from "./hero-visual.tsx";

/**
 * The blog's hero picture: the newest post as a card on a stack of pages, its cover drawn
 * (no image to wait for), then its category, title, day and keywords.
 */
export function FeaturedPost({ post }: { post: PostCard }) {
  return (
    <HeroVisual cardClassName="overflow-hidden">
      <div className="featured-post-cover">
        <span className="featured-post-cover-mark">
          <Icon name="lightbulb" className="size-7 text-accent-300" />
        </span>
      </div>
      <div className="p-6">
        <CategoryBadge category={post.category} />
        <p className="mt-3 line-clamp-3 font-display text-lg leading-snug font-bold">
          {post.title}
        </p>
        <PostDate date={post.date} className="mt-2 block text-sm text-ink-muted" />
        <ul className="mt-4 flex flex-wrap gap-1.5">
          {post.keywords.slice(0, 3).map((keyword) => (
            <li
              key={keyword}
              className="rounded-pill bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted ring-1 ring-line"
            >
              {keyword}
            </li>
          ))}
        </ul>
      </div>
    </HeroVisual>
  );
}
