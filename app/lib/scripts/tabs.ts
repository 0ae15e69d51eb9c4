/** The /start-project tabs' script, inlined before the tab list (see `tabs.ts`). */
import { startTabs } from "#app/lib/tabs.ts";

startTabs();
