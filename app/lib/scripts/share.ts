/** An article's Share script, inlined before the button (see `share.ts`). */
import { startShare } from "../share";

startShare();
