/**
 * The production server for the browser tests: the built site with the run's store (see
 * e2e-run.ts), so every run starts empty.
 */
process.env.RATE_LIMIT_PER_MINUTE ??= "1000";
process.env.PAGE_RATE_LIMIT_PER_MINUTE ??= "100000";

await import("#server/main.ts");
