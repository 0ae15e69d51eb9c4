/**
 * What a command-line script reads and writes: its arguments come separately; its environment,
 * input and output are the process's own when it runs as `npm run …`, or a test's, which calls
 * the command's function in its own process instead of starting one.
 */
export interface CommandIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** A terminal (`isTTY`) is asked with the typing hidden; anything else is read as it comes. */
  readonly stdin: NodeJS.ReadableStream & {
    readonly isTTY?: boolean;
    setRawMode?(mode: boolean): unknown;
  };
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
}

export const processIo: CommandIo = {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
};

/** Ends a command early with an exit code and a line for standard error (none when empty). */
export class CommandExit extends Error {
  readonly code: number;
  constructor(code: number, message = "") {
    super(message);
    this.code = code;
  }
}

/** Runs a command's function and turns its CommandExit into that line and exit code. */
export async function exitCodeOf(command: () => Promise<number>, io: CommandIo): Promise<number> {
  try {
    return await command();
  } catch (error) {
    if (!(error instanceof CommandExit)) throw error;
    if (error.message) io.stderr.write(`${error.message}\n`);
    return error.code;
  }
}
