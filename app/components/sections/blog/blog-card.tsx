import { __iconData as arrowRight } from "lucide-react/icons/arrow-right";
import { SvgIcon } from "~/components/ui/svg-icon";
import type { BlogPostEntry } from "~/content/blog";
import { blogListText } from "~/content/blog";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { CategoryBadge } from "./category-badge";
import { PostDate } from "./post-date";

/** A post in the list; `wide` lays a lone post out side by side on large screens. */
export function BlogCard({ post, wide = false }: { post: BlogPostEntry; wide?: boolean }) {
  const titleId = `post-${post.slug.replaceAll("/", "")}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow duration-200 hover:shadow-lift",
        wide && "lg:grid lg:grid-cols-[3fr_2fr]",
      )}
    >
      <img
        src={post.imageUrl}
        alt={post.imageAlt}
        width={post.imageWidth}
        height={post.imageHeight}
        decoding="async"
        className={cn(
          "aspect-[1200/630] w-full bg-brand-50 object-cover",
          wide && "lg:aspect-auto lg:h-full",
        )}
      />
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
            {blogListText.readMore}
            <span className="sr-only">: {post.title}</span>
            <SvgIcon
              icon={arrowRight}
              className="size-4 transition-transform duration-200 group-hover:translate-x-0.5"
            />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
