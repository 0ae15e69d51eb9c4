import { CategoryBadge } from "~/components/sections/blog/category-badge";
import { PostDate } from "~/components/sections/blog/post-date";
import { Icon } from "~/components/ui/icon";
import type { PostCard } from "~/lib/blog-views";
import { HeroVisual } from "./hero-visual";

/**
 * The blog's hero picture: the newest post as a card on a stack of pages, its cover drawn
 * (no image to wait for), then its category, title, day and keywords.
 */
export function FeaturedPost({ post }: { post: PostCard }) {
  return (
    <HeroVisual cardClassName="overflow-hidden">
      <div className="relative h-32 bg-gradient-to-br from-brand-600 via-brand-700 to-brand-950">
        <div className="absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.08)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.08)_1px,transparent_1px)] bg-[size:28px_28px]" />
        <div className="absolute top-1/2 left-8 h-2 w-32 -translate-y-4 rounded-pill bg-white/70" />
        <div className="absolute top-1/2 left-8 h-2 w-20 translate-y-1 rounded-pill bg-accent-400" />
        <span className="absolute top-1/2 right-8 grid size-14 -translate-y-1/2 place-items-center rounded-card bg-white/10 ring-1 ring-white/25">
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
