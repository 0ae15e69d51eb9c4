/**
 * A server in a child process on loopback, as production runs it: started from the environment,
 * its JSON log lines kept for the test to read, stopped by a signal (or killed).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";

export const PROJECT_ROOT = REPOSITORY_ROOT;
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Every line the process wrote to stdout and stderr so far. */
  readonly output: () => string;
  /** Resolves with the exit code (or the signal's name). */
  readonly exited: Promise<number | string>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | string>;
  kill(): Promise<number | string>;
}

export interface ServerProcessOptions {
  readonly env: Readonly<Record<string, string>>;
  /**
   * `server/boot/main.ts` (the production entry), the fault tests' entry with short leases, or
   * `npm start`'s script (which builds first when the build is stale).
   */
  readonly entry?: "main" | "fault" | "start";
  /** Serve the built site too (needs `npm run build`). */
  readonly site?: boolean;
  /** The project to run from: this one, or a copy (tests/helpers/project-copy.ts). */
  readonly root?: string;
  /** How long the start may take; a start that builds first takes longer. */
  readonly startupMs?: number;
}

/** The built site the page tests need; a clear failure instead of a start-up timeout. */
export function assertBuilt(): void {
  const entry = path.resolve(PROJECT_ROOT, BUILD_DIR, "server/entry.mjs");
  if (!existsSync(entry)) throw new Error(`No build at ${entry}: run "npm run build" first`);
}

export async function startServerProcess({
  env,
  entry = "fault",
  site = false,
  root = PROJECT_ROOT,
  startupMs = 60_000,
}: ServerProcessOptions): Promise<ServerProcess> {
  if (site) assertBuilt();
  const args = {
    main: [path.join(root, "server/boot/main.ts")],
    fault: [path.join(import.meta.dirname, "server-entry.ts")],
    start: ["--import", "./scripts/lib/dotenv.ts", "scripts/start.ts"],
  }[entry];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: "0",
      // `npm start` serves the build it finds current, or makes.
      ...(entry === "start" ? {} : { BUILD_DIR }),
      LOG_LEVEL: "info",
      FAULT_SITE: String(site),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`the server did not start within ${startupMs / 1000} s:\n${output}`)),
      startupMs,
    );
    const look = () => {
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) done(undefined, match[1]);
    };
    const onExit = () => done(new Error(`the server exited at start:\n${output}`));
    function done(error?: Error, found?: string) {
      clearTimeout(timer);
      child.stdout.off("data", look);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve(found ?? "");
    }
    child.stdout.on("data", look);
    child.once("exit", onExit);
    look();
  });

  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return {
    url,
    child,
    output: () => output,
    exited,
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
  };
}
