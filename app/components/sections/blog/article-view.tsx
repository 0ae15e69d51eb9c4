import { Icon } from "#app/components/ui/icon.tsx";
import type { ReactNode } from "react";
import type { ArticleText } from "#app/content/schemas/blog-page.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { ResponsivePicture } from "#app/components/ui/responsive-picture.tsx";
import type { Article } from "#app/lib/blog-views.ts";
import {
  ArticleContents,
  type ArticleSection,
} from "#app/components/sections/hero-visuals/article-contents.tsx";
import "./article-body.css";
import { CategoryBadge } from "./category-badge.tsx";
import { PostDate } from "./post-date.tsx";
import { ShareButton } from "./share-button.tsx";

/**
 * An article: header (beside it on wide screens, its `sections` as in-page links), featured
 * image, the post's Markdown `body`, the call to action and, below it, Share; `text` is what
 * every article shows around its own.
 */
export function ArticleView({
  article,
  text,
  sections,
  body,
}: {
  article: Article;
  text: ArticleText;
  sections: readonly ArticleSection[];
  body: ReactNode;
}) {
  const { featuredImage, callToAction } = article;

  return (
    <article>
      <header className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-10 sm:pt-36 sm:pb-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 h-96 w-[56rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
        />
        <div className="article-header relative mx-auto max-w-3xl px-4 sm:px-6 lg:grid lg:items-center lg:gap-12">
          <div>
            <a
              href="/blog"
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              <Icon name="arrowLeft" className="size-4" />
              {text.backToBlog}
            </a>
            <div className="mt-6">
              <CategoryBadge category={article.category} />
            </div>
            <h1 className="mt-5 text-3xl font-bold text-ink sm:text-5xl">{article.title}</h1>
            <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
              <span>
                {text.byline} <span className="font-semibold text-ink">{article.author}</span>
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <PostDate date={article.date} />
            </p>
            <p className="mt-6 text-lg text-ink-muted sm:text-xl">{article.excerpt}</p>
          </div>
          {sections.length > 0 ? (
            <ArticleContents title={text.contentsTitle} sections={sections} />
          ) : null}
        </div>
      </header>

      {featuredImage ? (
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <ResponsivePicture
            image={featuredImage}
            priority
            className="block overflow-hidden rounded-card border border-line shadow-card"
          />
        </div>
      ) : null}

      <div className="mx-auto max-w-3xl px-4 pt-6 pb-16 leading-relaxed text-ink/90 sm:px-6 sm:pb-24 sm:text-lg">
        <div className="article-body">{body}</div>

        {callToAction ? (
          <aside
            aria-labelledby="article-cta-title"
            className="mt-14 rounded-card bg-brand-950 px-5 py-8 text-white sm:px-10 sm:py-10"
          >
            <h2 id="article-cta-title" className="text-2xl font-bold">
              {callToAction.title}
            </h2>
            <p className="mt-3 text-brand-100">{callToAction.text}</p>
            <ButtonLink
              href={callToAction.href}
              variant="onDark"
              className="mt-6 sm:h-13 sm:px-7 sm:text-base"
            >
              {callToAction.label}
              <Icon name="arrowRight" className="size-5" />
            </ButtonLink>
          </aside>
        ) : null}

        <div className="mt-12 border-t border-line pt-8">
          <ShareButton title={article.title} excerpt={article.excerpt} text={text} />
        </div>
      </div>
    </article>
  );
}
