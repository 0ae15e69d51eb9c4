import { siteFacts } from "virtual:site-facts";
import type { Article } from "#app/lib/blog-views.ts";
import { absoluteUrl, socialImagePath } from "#app/lib/seo.ts";

/** schema.org BlogPosting for an article page. */
export function blogPostingJsonLd(article: Article) {
  const url = absoluteUrl(article.slug);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.seo.description,
    articleSection: article.category,
    keywords: article.keywords.join(", "),
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: "en-US",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    image: absoluteUrl(article.featuredImage?.src ?? socialImagePath),
    author: { "@type": "Organization", name: article.author, url: absoluteUrl("/about") },
    publisher: {
      "@type": "Organization",
      name: siteFacts.company,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png"), width: 512, height: 512 },
    },
  };
}
