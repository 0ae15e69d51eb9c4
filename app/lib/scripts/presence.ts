/** Presence on an enquiry's page, served as /admin/presence.js (see `presence.ts`). */
import { startPresence } from "#app/lib/presence.ts";

startPresence();
