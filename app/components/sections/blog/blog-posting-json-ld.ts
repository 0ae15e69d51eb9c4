import { brand } from "@shared/brand";
import type { BlogArticle } from "~/content/blog";
import { absoluteUrl, socialImagePath } from "~/lib/seo";
import { isoDate } from "./post-date";

/** schema.org BlogPosting for an article page (SPEC §2 Article). */
export function blogPostingJsonLd(article: BlogArticle, path: string) {
  const published = isoDate(article.publishDate);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.seo.description,
    articleSection: article.category,
    datePublished: published,
    dateModified: published,
    inLanguage: "en-US",
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(path) },
    url: absoluteUrl(path),
    image: absoluteUrl(article.featuredImage?.src ?? socialImagePath),
    author: { "@type": "Organization", name: article.author, url: absoluteUrl("/about") },
    publisher: {
      "@type": "Organization",
      name: brand.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png"), width: 512, height: 512 },
    },
  };
}
