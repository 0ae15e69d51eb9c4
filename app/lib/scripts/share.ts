/** An article's Share script, inlined before the button (see `share.ts`). */
import { startShare } from "#app/lib/share.ts";

startShare();
