/** A service page's jump-list script, inlined after the sections it follows (see `section-nav.ts`). */
import { startSectionNav } from "#app/lib/section-nav.ts";

startSectionNav();
