import script from "virtual:inline-script/shortcuts";
import { scriptAnswer } from "#app/admin/common/answer.ts";
import { InboxScript } from "#app/admin/common/inbox-script.tsx";

const SHORTCUTS_SCRIPT = "/admin/shortcuts.js";

export const shortcutsScript = (): Response => scriptAnswer(script);

/** On the pages whose keys it serves: the list and an enquiry. */
export function ShortcutsScript() {
  return <InboxScript src={SHORTCUTS_SCRIPT} />;
}
