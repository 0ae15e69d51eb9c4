import { getCollection, type CollectionEntry } from "astro:content";

/** A blog post: its Markdown file's frontmatter (`data`) and body. */
export type BlogPost = CollectionEntry<"blog">;

/** Every post, newest first. Two posts may not claim the same address. */
export async function publishedPosts(): Promise<BlogPost[]> {
  const posts = await getCollection("blog");
  const fileBySlug = new Map<string, string | undefined>();
  for (const { data, filePath } of posts) {
    if (fileBySlug.has(data.slug)) {
      const other = fileBySlug.get(data.slug);
      throw new Error(`The blog posts ${other} and ${filePath} both have the slug ${data.slug}`);
    }
    fileBySlug.set(data.slug, filePath);
  }
  return posts.toSorted((a, b) => b.data.date.localeCompare(a.data.date));
}

/** The addresses of the blog's articles; the navigation marks Blog as current on them. */
export async function articlePaths(): Promise<string[]> {
  return (await publishedPosts()).map((post) => post.data.slug);
}
