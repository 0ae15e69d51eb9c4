/** The contact page's map script, inlined before the map (see `map-loader.ts`). */
import { startMapLoader } from "../map-loader";

startMapLoader();
