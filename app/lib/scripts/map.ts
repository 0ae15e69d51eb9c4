/** The contact page's map script, inlined before the map (see `map-loader.ts`). */
import { startMapLoader } from "#app/lib/map-loader.ts";

startMapLoader();
