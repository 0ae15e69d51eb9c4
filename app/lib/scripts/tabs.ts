/** The /start-project tabs' script, inlined before the tab list (see `tabs.ts`). */
import { startTabs } from "../tabs";

startTabs();
