/** The blog list's search script, inlined before the search box (see `blog-search-page.ts`). */
import { startBlogSearch } from "#app/lib/blog-search-page.ts";

startBlogSearch();
