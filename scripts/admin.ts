/**
 * `npm run admin -- COMMAND …`: the team's accounts, a person's data, retention and backups, in
 * the database the server uses (DATABASE_URL). `npm run admin -- help` lists the commands.
 *
 * A password is asked for twice with the typing hidden, or read from the first line of standard
 * input when it is not a terminal (`… < password.txt`). There are no default credentials.
 * Bad arguments print one line and change nothing.
 *
 * The commands are `admin(args, io)`, which the tests call; run as a script, it is the process's.
 */
import { parseArgs } from "node:util";
import { isAdminRole, type AdminRole } from "#shared/accounts/contract.ts";
import { escapeInvisible } from "#shared/text/control-characters.ts";
import { SYSTEM_ACTORS } from "#shared/audit/log.ts";
import {
  addAdminUser,
  deleteAdminUser,
  disableAdminUser,
  emailProblem,
  enableAdminUser,
  passwordProblem,
  resetAdminTwoStep,
  setAdminPassword,
} from "#server/accounts/accounts.ts";
import { normalizeEmail } from "#shared/text/email.ts";
import { loadEnv, type Env } from "#server/boot/env.ts";
import { ConfigError } from "#server/lib/config-error.ts";
import {
  erasePerson,
  exportPerson,
  peopleWithEnquiriesBetween,
} from "#server/privacy/person-data.ts";
import { describePurge, purgeExpired } from "#server/privacy/retention.ts";
import {
  DuplicateAdminUserError,
  listAdminUsers,
  type AccountChange,
} from "#server/accounts/users-store.ts";
import { setConsultant, setInterviewer } from "#server/booking/consultants.ts";
import { backupSqlite, backupTargetProblem } from "#server/store/backup.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { CommandExit, exitCodeOf, processIo, type CommandIo } from "#scripts/lib/command-io.ts";

const HELP = `Usage: npm run admin -- COMMAND

Accounts for the inbox at /admin (the first account is an administrator):
  create-user EMAIL [--role administrator|reviewer|recruiter]
                          add a team member, a reviewer unless told (asks for the password)
  set-password EMAIL      replace a password and sign that account out everywhere
  list-users              every account with its role and state
  disable-user EMAIL      stop an account signing in and end its sessions now
  enable-user EMAIL       let a disabled account sign in again
  remove-user EMAIL       delete an account and end its sessions now
  mark-consultant EMAIL   let an account take bookings (/book): bookings go round the marked
                          accounts; with none marked, they go to the first administrator
  unmark-consultant EMAIL stop an account taking new bookings
  mark-interviewer EMAIL  let an account take candidates' interview days: they go round the
                          marked accounts; with none marked, to the recruiters
  unmark-interviewer EMAIL stop an account taking new interview days
  reset-two-step EMAIL    forget an account's authenticator app and recovery codes (a lost
                          phone): it sets up a new one at its next sign-in

A person's data, found by the e-mail address they typed into a form:
  export EMAIL            print everything held about it as one JSON document
  erase EMAIL --yes       delete all of it, also from the database files
  affected FROM..TO       every address with an enquiry received from day FROM to day TO
                          (UTC, both included): whom to notify of a breach in that period

Housekeeping:
  purge                   apply the retention policy now and say what it removed
  backup FILE             copy the SQLite store to a new file, safely while it runs

The password is asked for on the terminal, or read from standard input:
  printf '%s\\n' "$PASSWORD" | npm run admin -- create-user team@example.com`;

/** Each command: the argument it takes after its name, and the options it accepts. */
const COMMANDS = {
  "create-user": { argument: "EMAIL", options: ["role"] },
  "set-password": { argument: "EMAIL", options: [] },
  "list-users": { argument: undefined, options: [] },
  "disable-user": { argument: "EMAIL", options: [] },
  "enable-user": { argument: "EMAIL", options: [] },
  "remove-user": { argument: "EMAIL", options: [] },
  "reset-two-step": { argument: "EMAIL", options: [] },
  "mark-consultant": { argument: "EMAIL", options: [] },
  "unmark-consultant": { argument: "EMAIL", options: [] },
  "mark-interviewer": { argument: "EMAIL", options: [] },
  "unmark-interviewer": { argument: "EMAIL", options: [] },
  export: { argument: "EMAIL", options: [] },
  erase: { argument: "EMAIL", options: ["yes"] },
  affected: { argument: "FROM..TO", options: [] },
  purge: { argument: undefined, options: [] },
  backup: { argument: "FILE", options: [] },
} as const satisfies Record<
  string,
  { argument: string | undefined; options: readonly (keyof typeof OPTIONS)[] }
>;
type Command = keyof typeof COMMANDS;

/** Every option of every command, for `util.parseArgs`; each command says which it accepts. */
const OPTIONS = {
  role: { type: "string", valueLabel: "administrator|reviewer|recruiter" },
  yes: { type: "boolean" },
  help: { type: "boolean" },
} as const;

function fail(message: string): never {
  throw new CommandExit(1, message);
}

function usageOf(command: Command): string {
  const { argument, options } = COMMANDS[command];
  const flags = options.map((name) => {
    const option: { type: string; valueLabel?: string } = OPTIONS[name];
    return option.type === "string" ? `[--${name} ${option.valueLabel}]` : `--${name}`;
  });
  return ["npm run admin --", command, argument, ...flags].filter(Boolean).join(" ");
}

/** Reads one line from the terminal without showing what is typed. */
function askHidden(io: CommandIo, prompt: string): Promise<string> {
  const input = io.stdin;
  io.stderr.write(prompt);
  input.setRawMode?.(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const stop = () => {
      input.off("data", onData);
      input.setRawMode?.(false);
      input.pause();
      io.stderr.write("\n");
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\u0003") {
          stop();
          reject(new CommandExit(130));
          return;
        } else if (character === "\r" || character === "\n" || character === "\u0004") {
          stop();
          resolve(typed);
          return;
        } else if (character === "\u007f" || character === "\b") {
          typed = [...typed].slice(0, -1).join("");
        } else if (character >= " ") {
          typed += character;
        }
      }
    };
    input.on("data", onData);
  });
}

/** The first line of standard input (a password from a file or a pipe). */
async function readFirstLine(io: CommandIo): Promise<string> {
  let text = "";
  for await (const chunk of io.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

async function readPassword(io: CommandIo): Promise<string> {
  if (!io.stdin.isTTY) return readFirstLine(io);
  const password = await askHidden(io, "Password: ");
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  if ((await askHidden(io, "Repeat the password: ")) !== password) fail("The passwords differ.");
  return password;
}

interface Parsed {
  readonly command: Command;
  readonly argument: string;
  readonly role: AdminRole | undefined;
}

/** "2026-11-01..2026-11-25": from the first day's start to the end of the last (UTC). */
function periodOf(argument: string): { from: Date; to: Date } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(argument);
  if (!match) return undefined;
  const from = new Date(`${match[1]}T00:00:00Z`);
  const to = new Date(Date.parse(`${match[2]}T00:00:00Z`) + 24 * 60 * 60_000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) return undefined;
  return { from, to };
}

/** Checks the whole command line before anything is opened, so a mistake changes nothing. */
function parse(args: readonly string[], io: CommandIo): Parsed {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  } catch {
    parsed = { values: {}, positionals: [] };
    const name = args[0];
    if (name !== undefined && name in COMMANDS) fail(`Usage: ${usageOf(name as Command)}`);
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  if (values.help || name === "help" || (name === undefined && args.length === 0)) {
    io.stdout.write(`${HELP}\n`);
    throw new CommandExit(values.help || name === "help" ? 0 : 1);
  }
  if (name === undefined || !(name in COMMANDS)) {
    fail(`Unknown command "${name ?? args[0]}". See the commands with: npm run admin -- help`);
  }
  const command = name as Command;
  const { argument: takes, options } = COMMANDS[command];
  const usage = `Usage: ${usageOf(command)}`;
  const given = Object.keys(values) as (keyof typeof OPTIONS)[];
  const argument = rest[0] ?? "";
  if (rest.length !== (takes ? 1 : 0)) fail(usage);

  if (command === "erase" && !values.yes) {
    fail(`erase deletes for good; confirm with: npm run admin -- erase ${argument} --yes`);
  }
  if (given.some((option) => !(options as readonly string[]).includes(option))) fail(usage);
  const role = values.role;
  if (role !== undefined && !isAdminRole(role)) {
    fail(`--role must be administrator, reviewer or recruiter, not "${role}"`);
  }

  if (takes === "EMAIL") {
    const problem = emailProblem(argument);
    if (problem) fail(`${problem}.`);
  }
  if (command === "backup") {
    const problem = backupTargetProblem(argument);
    if (problem) fail(problem);
  }
  if (command === "affected" && !periodOf(argument)) {
    fail(`The period must be two days as FROM..TO, such as 2026-11-01..2026-11-25`);
  }
  return { command, argument, role };
}

/** The account commands: what each does, and how its outcome reads. */
const ACCOUNT_CHANGES = {
  "disable-user": {
    act: disableAdminUser,
    done: "disabled; its sessions have ended",
    state: "disabled",
  },
  "enable-user": { act: enableAdminUser, done: "enabled", state: "enabled" },
  "remove-user": {
    act: deleteAdminUser,
    done: "removed; its sessions have ended",
    state: "removed",
  },
  "mark-consultant": {
    act: (db: Database, email: string) => setConsultant(db, email, true),
    done: "takes bookings now",
    state: "taking bookings",
  },
  "unmark-consultant": {
    act: (db: Database, email: string) => setConsultant(db, email, false),
    done: "takes no new bookings now; the ones it has stay its own",
    state: "taking no bookings",
  },
  "mark-interviewer": {
    act: (db: Database, email: string) => setInterviewer(db, email, true),
    done: "takes interview days now",
    state: "taking interview days",
  },
  "unmark-interviewer": {
    act: (db: Database, email: string) => setInterviewer(db, email, false),
    done: "takes no new interview days now; the ones it has stay its own",
    state: "taking no interview days",
  },
} as const;

function describeChange(
  change: AccountChange,
  account: string,
  { done, state }: { readonly done: string; readonly state: string },
): string {
  switch (change) {
    case "changed":
      return `${account} ${done}.`;
    case "unchanged":
      return `${account} was ${state} already; nothing changed.`;
    case "no-account":
      return `No account for ${account}; see them with: npm run admin -- list-users`;
    case "last-administrator":
      return `${account} is the last administrator who can sign in; make another one first (create-user EMAIL --role administrator).`;
  }
}

const commandLine = () => ({ actor: SYSTEM_ACTORS.commandLine, at: new Date() });

/** What every command works with: the store, the configuration, the account named, the output. */
interface CommandContext {
  readonly db: Database;
  readonly env: Env;
  readonly argument: string;
  readonly role: AdminRole | undefined;
  readonly io: CommandIo;
  /** The argument as an account's address. */
  readonly account: string;
  /** The database, as the messages name it. */
  readonly where: string;
  readonly say: (line: string) => void;
  readonly complain: (line: string) => void;
}

const ACCOUNT_COMMANDS = [
  "create-user",
  "set-password",
  "list-users",
  "disable-user",
  "enable-user",
  "remove-user",
  "reset-two-step",
  "mark-consultant",
  "unmark-consultant",
  "mark-interviewer",
  "unmark-interviewer",
] as const satisfies readonly Command[];
type AccountCommand = (typeof ACCOUNT_COMMANDS)[number];
type DataCommand = Exclude<Command, AccountCommand>;

const isAccountCommand = (command: Command): command is AccountCommand =>
  (ACCOUNT_COMMANDS as readonly Command[]).includes(command);

/** The team's accounts: create, set a password, list, disable, enable, remove, reset two-step. */
async function runAccountCommand(
  command: AccountCommand,
  { db, argument, role, io, account, where, say, complain }: CommandContext,
): Promise<number> {
  switch (command) {
    case "create-user": {
      const password = await readPassword(io);
      const badPassword = passwordProblem(password);
      if (badPassword) fail(badPassword);
      try {
        const created = await addAdminUser(db, argument, password, { role });
        say(`Created ${account}, ${created} (${where}). Sign in at /admin.`);
        return 0;
      } catch (error) {
        if (!(error instanceof DuplicateAdminUserError)) throw error;
        complain(
          `${account} has an account already. To replace its password: npm run admin -- set-password ${argument}`,
        );
        return 1;
      }
    }
    case "set-password": {
      const password = await readPassword(io);
      const badPassword = passwordProblem(password);
      if (badPassword) fail(badPassword);
      if (await setAdminPassword(db, argument, password)) {
        say(`New password set for ${account}; its sessions have ended.`);
        return 0;
      }
      complain(
        `No account for ${account} (${where}). Create it with: npm run admin -- create-user ${argument}`,
      );
      return 1;
    }
    case "list-users": {
      const users = await listAdminUsers(db);
      if (users.length === 0)
        say("No accounts yet. Create one with: npm run admin -- create-user EMAIL");
      for (const user of users) {
        const state = user.disabledAt ? `disabled ${user.disabledAt.toISOString()}` : "active";
        const twoStep = user.twoStep ? "authenticator app" : "password only";
        say(
          `${user.email}\t${user.role}\t${state}\t${twoStep}\tcreated ${user.createdAt.toISOString()}`,
        );
      }
      return 0;
    }
    case "disable-user":
    case "enable-user":
    case "remove-user":
    case "mark-consultant":
    case "unmark-consultant":
    case "mark-interviewer":
    case "unmark-interviewer": {
      const change = await ACCOUNT_CHANGES[command].act(db, argument);
      const line = describeChange(change, account, ACCOUNT_CHANGES[command]);
      const ok = change === "changed" || change === "unchanged";
      if (ok) say(line);
      else complain(line);
      return ok ? 0 : 1;
    }
    case "reset-two-step": {
      if (await resetAdminTwoStep(db, argument)) {
        say(
          `${account} will set up a new authenticator app at its next sign-in; its sessions have ended.`,
        );
        return 0;
      }
      complain(`No account for ${account}; see them with: npm run admin -- list-users`);
      return 1;
    }
  }
}

/** The people's data and the store: export, erase, who was affected, purge, back up. */
async function runDataCommand(
  command: DataCommand,
  { db, env, argument, where, say, complain }: CommandContext,
): Promise<number> {
  switch (command) {
    case "export": {
      const data = await exportPerson(db, argument, commandLine());
      // JSON escapes C0 controls itself; DEL, C1 and bidirectional characters are escaped here.
      say(escapeInvisible(JSON.stringify(data, null, 2), "\n"));
      return 0;
    }
    case "erase": {
      const erased = await erasePerson(db, argument, commandLine());
      say(`Erased ${erased.enquiries} ${erased.enquiries === 1 ? "enquiry" : "enquiries"}.`);
      if (!erased.forgotten) {
        complain(
          "The running server held the database log; the erased rows leave the files at its next checkpoint.",
        );
      }
      return 0;
    }
    case "affected": {
      const { from, to } = periodOf(argument)!;
      const people = await peopleWithEnquiriesBetween(db, from, to);
      for (const person of people) {
        say(
          `${person.email}\t${person.enquiries}\t${person.first.toISOString()}\t${person.last.toISOString()}`,
        );
      }
      complain(`${people.length} addresses with enquiries received in ${argument} (UTC).`);
      return 0;
    }
    case "purge": {
      const removed = await purgeExpired(db, env.retention, {
        now: new Date(),
        actor: SYSTEM_ACTORS.commandLine,
      });
      say(
        `${describePurge(removed)} (enquiries kept ${env.retention.enquiryMonths} months, unsuccessful job applications ${env.retention.unsuccessfulApplicationMonths} months after the decision, spam ${env.retention.spamDays} days).`,
      );
      return 0;
    }
    case "backup": {
      await backupSqlite(db, argument);
      say(`Backed up ${where} to ${argument}.`);
      return 0;
    }
  }
}

async function run(
  db: Database,
  env: Env,
  { command, argument, role }: Parsed,
  io: CommandIo,
): Promise<number> {
  const context: CommandContext = {
    db,
    env,
    argument,
    role,
    io,
    account: normalizeEmail(argument),
    where: env.database.kind === "sqlite" ? env.database.path : "PostgreSQL",
    say: (line) => io.stdout.write(`${line}\n`),
    complain: (line) => io.stderr.write(`${line}\n`),
  };
  return isAccountCommand(command)
    ? runAccountCommand(command, context)
    : runDataCommand(command, context);
}

/** `npm run admin -- ARGS`: the exit code; what it says goes to `io`'s output. */
export function admin(args: readonly string[], io: CommandIo = processIo): Promise<number> {
  return exitCodeOf(async () => {
    const parsed = parse(args, io);
    let env: Env;
    try {
      env = loadEnv(io.env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      fail(`Invalid configuration: ${error.message}`);
    }
    if (parsed.command === "backup" && env.database.kind !== "sqlite") {
      fail("backup copies the SQLite store; for PostgreSQL use pg_dump (see docs/deploy.md).");
    }
    const db = await openDatabase(env.database);
    try {
      return await run(db, env, parsed, io);
    } finally {
      await db.close();
    }
  }, io);
}

if (import.meta.main) process.exitCode = await admin(process.argv.slice(2));
