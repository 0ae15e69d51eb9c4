import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { migrationsFor } from "#server/store/migrate.ts";
import { openDatabase } from "#server/store/open.ts";
import {
  createReadinessCheck,
  HEALTH_PATH,
  healthRoutes,
  READY_PATH,
  readinessMessages,
} from "./health.ts";

const dir = tempFolder("site-health-");
const open = () =>
  openDatabase({ kind: "sqlite", path: path.join(dir, `${crypto.randomUUID()}.db`) });
const opened: { close(): Promise<void> }[] = [];
afterAll(() => Promise.allSettled(opened.map((db) => db.close())));

/** A check over a fresh store, of an instance still starting. */
async function starting(versions?: number[]) {
  const db = await open();
  opened.push(db);
  const known = (await migrationsFor(db.dialect)).map((migration) => migration.version);
  return { db, readiness: createReadinessCheck(db, versions ?? known) };
}

async function ready(versions?: number[]) {
  const started = await starting(versions);
  started.readiness.markStarted();
  return started;
}

/** A 503 that says why, in the body a load balancer's operator reads. */
async function expectUnavailable(response: Response, message: string) {
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: "unavailable", message });
}

describe("/healthz and /readyz", () => {
  it("answer 200 while the store answers and every migration is applied", async () => {
    const routes = healthRoutes((await ready()).readiness);
    const health = await routes.request(HEALTH_PATH);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const readiness = await routes.request(READY_PATH);
    expect(readiness.status).toBe(200);
    expect(readiness.headers.get("cache-control")).toBe("no-store");
    expect(await readiness.json()).toEqual({ status: "ready" });
  });

  it("/readyz answers 503 until the server has started, so no visitor meets a cold page", async () => {
    const { readiness } = await starting();
    const routes = healthRoutes(readiness);
    const response = await routes.request(READY_PATH);
    await expectUnavailable(response, readinessMessages.starting);
    readiness.markStarted();
    expect((await routes.request(READY_PATH)).status).toBe(200);
  });

  it("/readyz answers 503 with a reason when a migration of this build is not applied", async () => {
    const { readiness } = await ready([1, 9999]);
    const response = await healthRoutes(readiness).request(READY_PATH);
    await expectUnavailable(response, readinessMessages.behind([9999]));
  });

  it("/readyz answers 503 when the store cannot be reached; /healthz still 200", async () => {
    const { db, readiness } = await ready();
    await db.close();
    const routes = healthRoutes(readiness);
    const response = await routes.request(READY_PATH);
    await expectUnavailable(response, readinessMessages.unreachable);
    expect((await routes.request(HEALTH_PATH)).status).toBe(200);
  });

  it("/readyz answers 503 once shutdown has begun, so load balancers stop sending", async () => {
    const { readiness } = await ready();
    readiness.markStopping();
    const response = await healthRoutes(readiness).request(READY_PATH);
    await expectUnavailable(response, readinessMessages.stopping);
  });
});
