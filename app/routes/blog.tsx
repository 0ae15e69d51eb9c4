import { BlogIndex } from "~/components/sections/blog/blog-index";
import { blogListText, blogPosts } from "~/content/blog";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo";

const path = "/blog";

export function meta() {
  const { title, description } = blogListText.seo;
  return pageMeta({
    title,
    description,
    path,
    jsonLd: [
      webPageJsonLd({ title, description, path }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path },
      ]),
    ],
  });
}

export default function Page() {
  return <BlogIndex posts={blogPosts} />;
}
