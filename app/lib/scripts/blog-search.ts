/** The blog list's search script, inlined before the search box (see `blog-search-page.ts`). */
import { startBlogSearch } from "../blog-search-page";

startBlogSearch();
