/**
 * The production server process (`npm start`, the browser tests, the benchmark): starts one
 * instance from the environment and shuts it down gracefully on SIGTERM or SIGINT; a second
 * signal exits at once.
 */
import type { RunningServer } from "./start-server.ts";

// React, which the built pages render with, picks its build from NODE_ENV when first loaded; its
// development build runs checks on every page rendered on request (/career 14 → 18 ms).
process.env.NODE_ENV ??= "production";

let running: RunningServer;
try {
  // Imported here, so a mistake in the facts file (read when first imported) is one line too.
  const { startServer } = await import("./start-server.ts");
  running = await startServer();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const prefix = {
    ConfigError: "Invalid configuration",
    ContentError: "Invalid content file",
  }[error instanceof Error ? error.name : ""];
  console.error(`${prefix ?? "Cannot start"}: ${message}`);
  process.exit(1);
}

let stopping = false;
function stop(): void {
  if (stopping) process.exit(1);
  stopping = true;
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
