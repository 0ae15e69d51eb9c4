import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";
import { freePort } from "#server/test-support/free-port.ts";

const root = REPOSITORY_ROOT;

export interface RunningServer {
  readonly url: string;
  readonly databaseFile: string;
  stop(): Promise<void>;
}

/** The production server as a child process on loopback, with its own fresh SQLite file. */
export async function startProductionServer(
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const databaseFile = path.join(mkdtempSync(path.join(tmpdir(), "site-bench-")), "site.db");
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "server/boot/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${databaseFile}`,
      RATE_LIMIT_PER_MINUTE: "1000000",
      PAGE_RATE_LIMIT_PER_MINUTE: "1000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    databaseFile,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
