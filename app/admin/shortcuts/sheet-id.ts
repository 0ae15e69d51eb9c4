/** The id of the shortcuts' sheet, which the script opens with `?` (a plain module, so the script carries no component). */
export const SHORTCUTS_SHEET_ID = "shortcuts-sheet";
