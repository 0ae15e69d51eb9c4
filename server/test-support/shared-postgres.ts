/**
 * One PostgreSQL cluster for the whole test run (vitest's global setup), instead of one per test
 * file: each file creates its own databases in it. The tests read its URL with
 * `inject("postgres")`, or why there is none.
 */
import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgres: { readonly url: string } | { readonly missing: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = await startPostgresCluster();
  if (!started.available) {
    project.provide("postgres", { missing: started.reason });
    return async () => undefined;
  }
  project.provide("postgres", { url: started.cluster.url });
  return () => started.cluster.stop();
}
