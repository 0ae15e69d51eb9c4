/**
 * A command-line script's function run in the test's own process, as the script runs it but
 * without starting Node again: its exit code and what it printed.
 */
import { Readable } from "node:stream";
import type { CommandIo } from "#scripts/lib/command-io.ts";

export interface CommandResult {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCommand(
  command: (args: readonly string[], io: CommandIo) => Promise<number>,
  args: readonly string[],
  { env, input = "" }: { env: CommandIo["env"]; input?: string },
): Promise<CommandResult> {
  let stdout = "";
  let stderr = "";
  const status = await command(args, {
    env,
    stdin: Readable.from([input]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { status, stdout, stderr };
}
