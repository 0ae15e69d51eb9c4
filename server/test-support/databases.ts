/**
 * The databases the server tests run against: SQLite always, and a real PostgreSQL cluster
 * shared by the whole run (`shared-postgres.ts`; missing binaries fail the tests in CI and are
 * reported elsewhere).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "./postgres-cluster.ts";
import { inject } from "vitest";
import type { DatabaseConfig } from "#server/store/open.ts";
import { missingBinaries } from "./missing-binaries.ts";

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

  let clusterUrl: string | undefined;
  if (postgres) {
    const shared = inject("postgres");
    if ("url" in shared) clusterUrl = shared.url;
    else missingBinaries("The PostgreSQL half of these tests", shared.missing);
  }
  // Test files run side by side in one cluster, so each names its databases apart.
  const prefix = `test_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const postgresUnderTest: DatabaseUnderTest | undefined =
    clusterUrl === undefined
      ? undefined
      : {
          name: "PostgreSQL",
          fresh: async () => ({
            kind: "postgres",
            url: await createDatabase(clusterUrl, `${prefix}_${++count}`),
          }),
        };

  return {
    sqlite,
    postgres: postgresUnderTest,
    all: postgresUnderTest ? [sqlite, postgresUnderTest] : [sqlite],
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
