import { Icon } from "#app/components/ui/icon.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { ResponsivePicture } from "#app/components/ui/responsive-picture.tsx";
import { cn } from "#app/lib/cn.ts";
import type { PostCard } from "#app/lib/blog-views.ts";
import { CategoryBadge } from "./category-badge.tsx";
import { PostDate } from "./post-date.tsx";

/**
 * A post in the list, its button saying `readMore`; `wide` lays a lone post out side by side on large screens. The first
 * card's image is on screen at once, so it is not loaded lazily (`priority`).
 */
export function BlogCard({
  post,
  readMore,
  wide = false,
  priority = false,
}: {
  post: PostCard;
  readMore: string;
  wide?: boolean;
  priority?: boolean;
}) {
  const titleId = `post-${post.slug.replaceAll("/", "")}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow duration-200 hover:shadow-lift",
        wide && "lg:grid lg:grid-cols-[3fr_2fr]",
      )}
    >
      {post.image ? (
        <ResponsivePicture
          image={post.image}
          priority={priority}
          className={cn(
            "block aspect-[1200/630] w-full overflow-hidden bg-brand-50",
            wide && "lg:aspect-auto lg:h-full",
          )}
        />
      ) : null}
      <div className={cn("flex flex-1 flex-col p-6", wide && "md:p-8 lg:p-10")}>
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <CategoryBadge category={post.category} />
          <PostDate date={post.date} />
        </div>
        <h3 id={titleId} className={cn("mt-4 font-bold text-ink", wide ? "text-2xl" : "text-xl")}>
          {post.title}
        </h3>
        <p className="mt-3 line-clamp-3 text-ink-muted">{post.description}</p>
        <div className="mt-auto pt-6">
          <ButtonLink href={post.slug} variant="secondary" className="group">
            {readMore}
            <span className="sr-only">: {post.title}</span>
            <Icon
              name="arrowRight"
              className="size-4 transition-transform duration-200 group-hover:translate-x-0.5"
            />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
