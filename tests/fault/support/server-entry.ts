/**
 * The server as the fault tests run it in a child process: `startServer` from the environment,
 * like `server/boot/main.ts`, with the notifier's timing shortened through its options (a 5 s lease
 * instead of 5 minutes, a 250 ms poll), so a crashed instance's claims expire within a test.
 * `FAULT_SITE=false` serves the endpoint alone, which starts faster.
 */
import { startServer } from "#server/boot/start-server.ts";

const running = await startServer({
  site: process.env.FAULT_SITE !== "false",
  notifier: { leaseMs: 5000, pollIntervalMs: 250 },
});

function stop(): void {
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
