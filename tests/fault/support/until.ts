/** Waits until `condition` holds, looking every 250 ms; fails after `timeoutMs`. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what = "the condition",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} was not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
