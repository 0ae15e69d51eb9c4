/** The inbox's keyboard shortcuts, served as /admin/shortcuts.js (see `shortcuts.ts` there). */
import "#app/admin/shortcuts/shortcuts.ts";
