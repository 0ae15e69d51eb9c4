/**
 * `/healthz`: the process answers. `/readyz`: it can do its work — it has started (its pages
 * are warm), the store answers and its schema has every migration this build knows — and it is
 * not shutting down. Load balancers send traffic on 200 and hold it on 503; both answer JSON and
 * are never cached.
 */
import { Hono } from "hono";
import type { Database } from "#server/store/database.ts";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** A store that does not answer within this time counts as unreachable. */
const READY_TIMEOUT_MS = 3000;

export type Readiness =
  { readonly ready: true } | { readonly ready: false; readonly reason: string };

export interface ReadinessCheck {
  check(): Promise<Readiness>;
  /** The instance has finished starting; until then it reports itself not ready. */
  markStarted(): void;
  /** From now on the instance reports itself not ready (graceful shutdown has begun). */
  markStopping(): void;
}

export const readinessMessages = {
  starting: "The server is still starting.",
  unreachable: "The database cannot be reached.",
  stopping: "The server is shutting down.",
  behind: (versions: readonly number[]) =>
    `The database schema is behind: migration ${versions.join(", ")} not applied.`,
} as const;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createReadinessCheck(
  db: Database,
  expectedVersions: readonly number[],
): ReadinessCheck {
  let started = false;
  let stopping = false;
  return {
    async check() {
      if (stopping) return { ready: false, reason: readinessMessages.stopping };
      if (!started) return { ready: false, reason: readinessMessages.starting };
      let applied: Set<number>;
      try {
        const rows = await withTimeout(
          db.query<{ version: number }>("SELECT version FROM schema_migrations"),
          READY_TIMEOUT_MS,
        );
        applied = new Set(rows.map((row) => Number(row.version)));
      } catch {
        return { ready: false, reason: readinessMessages.unreachable };
      }
      const missing = expectedVersions.filter((version) => !applied.has(version));
      return missing.length === 0
        ? { ready: true }
        : { ready: false, reason: readinessMessages.behind(missing) };
    },
    markStarted() {
      started = true;
    },
    markStopping() {
      stopping = true;
    },
  };
}

const NO_STORE = { "Cache-Control": "no-store" };

export function healthRoutes(readiness: ReadinessCheck | undefined): Hono {
  const routes = new Hono();
  routes.get(HEALTH_PATH, (c) => c.json({ status: "ok" }, 200, NO_STORE));
  routes.get(READY_PATH, async (c) => {
    const state = readiness ? await readiness.check() : { ready: true as const };
    return state.ready
      ? c.json({ status: "ready" }, 200, NO_STORE)
      : c.json({ status: "unavailable", message: state.reason }, 503, NO_STORE);
  });
  return routes;
}
