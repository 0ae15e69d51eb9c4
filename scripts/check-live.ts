/**
 * `npm run check:live`: what the company must settle before the site goes live (server/boot/
 * go-live.ts), one line each with the file or variable to change; exits 1 while a blocking one
 * remains. Reads the environment (and `.env`) as `npm start` does.
 */
import { loadEnv } from "#server/boot/env.ts";
import { goLiveItems, goLiveLine } from "#server/boot/go-live.ts";
import { ConfigError } from "#server/lib/config-error.ts";
import { ContentError } from "#shared/site/content-errors.ts";
import { readSiteFacts, SITE_FACTS_FILE } from "#server/site/facts-file.ts";
import { CommandExit, exitCodeOf, processIo, type CommandIo } from "#scripts/lib/command-io.ts";

/** The exit code; the list goes to `io`'s output. `factsFile` is the facts file to read. */
export function checkLive(
  args: readonly string[],
  io: CommandIo = processIo,
  factsFile = SITE_FACTS_FILE,
): Promise<number> {
  return exitCodeOf(async () => {
    if (args.length > 0) throw new CommandExit(1, "Usage: npm run check:live   (no arguments)");
    let items;
    try {
      items = goLiveItems(loadEnv(io.env), readSiteFacts(factsFile, io.env), io.env);
    } catch (error) {
      if (error instanceof ConfigError) {
        throw new CommandExit(1, `Invalid configuration: ${error.message}`);
      }
      if (error instanceof ContentError) throw new CommandExit(1, error.message);
      throw error;
    }
    const blocking = items.filter((item) => item.blocking).length;
    const say = (line: string) => io.stdout.write(`${line}\n`);
    for (const item of items) say(goLiveLine(item));
    say(
      blocking > 0
        ? `Not ready to go live: ${blocking} to settle (the README's "Going live").`
        : "Ready to go live.",
    );
    return blocking > 0 ? 1 : 0;
  }, io);
}

if (import.meta.main) process.exitCode = await checkLive(process.argv.slice(2));
