/**
 * A suite that needs programs this machine lacks (PostgreSQL, nginx) never passes in silence: in
 * CI (the `CI` variable set) it fails, since CI installs them; elsewhere it says why it skips.
 */
export function missingBinaries(suite: string, reason: string): void {
  if (process.env.CI) {
    throw new Error(`${suite} cannot run in CI: ${reason}. .ci/run installs what they need.`);
  }
  console.info(`${suite} skipped on this machine (it fails in CI): ${reason}`);
}
