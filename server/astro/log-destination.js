/**
 * Where Astro's own log lines go (astro.config.ts `logger`). While the production server runs,
 * it takes them into its JSON log, without query strings or stack traces (server/lib/logger.ts);
 * otherwise (a build, the development server) they go to the console as Astro writes them.
 * JavaScript, not TypeScript: Astro loads a logger entrypoint as it is.
 */
import consoleDestination from "astro/logger/console";

/** Where the server puts its receiver of Astro's lines; the server's side names it too. */
export const ASTRO_LOG_RECEIVER = Symbol.for("malwa-site.astro-log");

/** @param {Record<string, unknown>} [config] */
export default function logDestination(config) {
  const console = consoleDestination(config);
  return {
    /** @param {import("astro").AstroLoggerMessage} message */
    write(message) {
      const receiver = Reflect.get(globalThis, ASTRO_LOG_RECEIVER);
      if (typeof receiver === "function") receiver(message);
      else console.write(message);
    },
  };
}
