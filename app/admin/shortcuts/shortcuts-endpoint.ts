import script from "virtual:inline-script/shortcuts";
import { scriptAnswer } from "#app/admin/common/answer.ts";

export const SHORTCUTS_SCRIPT = "/admin/shortcuts.js";

export const shortcutsScript = (): Response => scriptAnswer(script);
