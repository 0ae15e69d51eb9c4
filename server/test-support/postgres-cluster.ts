/**
 * A throw-away PostgreSQL cluster for the server tests, started from the machine's own binaries
 * in a temp folder on a free loopback port, and deleted afterwards.
 *
 * PostgreSQL refuses to run as root; when the tests do, the cluster runs as the `postgres` user
 * (through `runuser`) in a folder that user owns.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./free-port.ts";

const run = promisify(execFile);

export interface PostgresCluster {
  /** A connection URL for the cluster's default `postgres` database. */
  readonly url: string;
  /** Creates an empty database and answers its connection URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server but keeps its data (an outage); `resume` starts it again on the same port. */
  halt(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export type PostgresClusterStart =
  | { readonly available: true; readonly cluster: PostgresCluster }
  | { readonly available: false; readonly reason: string };

/** Where `initdb` and `pg_ctl` live: on PATH, else Debian's versioned folder. */
function findBinDir(): string | undefined {
  const onPath = (process.env.PATH ?? "")
    .split(path.delimiter)
    .find(
      (dir) => dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")),
    );
  if (onPath) return onPath;
  const debianRoot = "/usr/lib/postgresql";
  if (!existsSync(debianRoot)) return undefined;
  const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(debianRoot, version, "bin"))
    .find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run("id", ["-u", "postgres"]),
    run("id", ["-g", "postgres"]),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Creates an empty database in the cluster at `url` and answers its connection URL. */
export async function createDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replaceAll('"', "")}"`);
  } finally {
    await client.end();
  }
  const database = new URL(url);
  database.pathname = `/${encodeURIComponent(name)}`;
  return database.href;
}

export async function startPostgresCluster(): Promise<PostgresClusterStart> {
  const binDir = findBinDir();
  if (!binDir) {
    return {
      available: false,
      reason:
        "PostgreSQL binaries (initdb, pg_ctl) were not found on PATH or in /usr/lib/postgresql",
    };
  }

  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), "site-pg-"));
  if (asRoot) {
    const { uid, gid } = await postgresUserIds();
    await chown(dir, uid, gid);
  }
  const pgRun = (binary: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(binDir, binary), ...args])
      : run(path.join(binDir, binary), args);

  const dataDir = path.join(dir, "data");
  let port = await freePort();
  const startServer = () =>
    pgRun("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      "-w",
      "start",
    ]);
  try {
    await pgRun("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--no-sync",
      "--no-instructions",
    ]);
    // The free port can be taken by another program before the server binds it: try another.
    for (let attempt = 1; ; attempt++) {
      try {
        await startServer();
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        port = await freePort();
      }
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    available: true,
    cluster: {
      url,
      createDatabase: (name) => createDatabase(url, name),
      async halt() {
        // A clean stop: with this test cluster's durability switched off (no fsync, asynchronous
        // commit), an immediate stop under load lost committed rows, the schema among them.
        await pgRun("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      },
      async resume() {
        await startServer();
      },
      async stop() {
        try {
          await pgRun("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    },
  };
}
