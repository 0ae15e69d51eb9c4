/**
 * The databases the server tests run against: SQLite always, and a real PostgreSQL cluster
 * started from the machine's binaries where they exist (skipped with a printed reason otherwise).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgresCluster, type PostgresCluster } from "./postgres-cluster.ts";
import type { DatabaseConfig } from "../env.ts";

export interface DatabaseUnderTest {
  readonly name: "SQLite" | "PostgreSQL";
  /** A new, empty database each call. */
  fresh(): Promise<DatabaseConfig>;
}

export interface TestDatabases {
  readonly sqlite: DatabaseUnderTest;
  /** Undefined where PostgreSQL is not installed. */
  readonly postgres: DatabaseUnderTest | undefined;
  readonly all: readonly DatabaseUnderTest[];
  dispose(): Promise<void>;
}

export async function startTestDatabases({
  postgres = true,
}: { postgres?: boolean } = {}): Promise<TestDatabases> {
  const dir = mkdtempSync(path.join(tmpdir(), "site-sqlite-"));
  let count = 0;
  const sqlite: DatabaseUnderTest = {
    name: "SQLite",
    fresh: async () => ({ kind: "sqlite", path: path.join(dir, `test-${++count}.db`) }),
  };

  let cluster: PostgresCluster | undefined;
  if (postgres) {
    const started = await startPostgresCluster();
    if (started.available) cluster = started.cluster;
    else console.info(`PostgreSQL tests skipped: ${started.reason}`);
  }
  const postgresUnderTest: DatabaseUnderTest | undefined = cluster && {
    name: "PostgreSQL",
    fresh: async () => ({ kind: "postgres", url: await cluster.createDatabase(`test_${++count}`) }),
  };

  return {
    sqlite,
    postgres: postgresUnderTest,
    all: postgresUnderTest ? [sqlite, postgresUnderTest] : [sqlite],
    async dispose() {
      await cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
