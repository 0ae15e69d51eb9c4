/**
 * `npm run admin -- create-user EMAIL` and `npm run admin -- set-password EMAIL`: accounts for
 * the team's inbox at /admin, in the database the server uses (DATABASE_URL). The password is
 * asked for twice with the typing hidden, or read from the first line of standard input when it
 * is not a terminal (`… < password.txt`). There are no default credentials.
 *
 * `npm run admin -- backup FILE`: a consistent copy of the SQLite store, taken while the server
 * runs.
 */
import {
  addAdminUser,
  emailProblem,
  normalizeEmail,
  passwordProblem,
  setAdminPassword,
} from "../server/admin/accounts.ts";
import { ConfigError, loadEnv } from "../server/env.ts";
import { DuplicateAdminUserError } from "../server/store/admin-users.ts";
import { backupSqlite, backupTargetProblem } from "../server/store/backup.ts";
import { openDatabase } from "../server/store/open.ts";

const USAGE = `Usage:
  npm run admin -- create-user EMAIL    add a team member (asks for the password)
  npm run admin -- set-password EMAIL   replace a password and sign that account out everywhere
  npm run admin -- backup FILE          copy the SQLite store to a new file, safely while it runs

The password is asked for on the terminal, or read from standard input:
  printf '%s\\n' "$PASSWORD" | npm run admin -- create-user team@example.com`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line from the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\u0003") {
          process.stderr.write("\n");
          process.exit(130);
        } else if (character === "\r" || character === "\n" || character === "\u0004") {
          input.off("data", onData);
          input.setRawMode(false);
          input.pause();
          process.stderr.write("\n");
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
async function readFirstLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const password = await askHidden("Password: ");
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  if ((await askHidden("Repeat the password: ")) !== password) fail("The passwords differ.");
  return password;
}

const [command, argument, ...extra] = process.argv.slice(2);
const commands = ["create-user", "set-password", "backup"];
if (!command || !commands.includes(command) || !argument || extra.length > 0) fail(USAGE);

let env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(`Invalid configuration: ${error.message}`);
}

if (command === "backup") {
  if (env.database.kind !== "sqlite") {
    fail("backup copies the SQLite store; for PostgreSQL use pg_dump (see docs/deploy.md).");
  }
  const problem = backupTargetProblem(argument);
  if (problem) fail(problem);
  const db = await openDatabase(env.database);
  try {
    await backupSqlite(db, argument);
  } finally {
    await db.close();
  }
  console.info(`Backed up ${env.database.path} to ${argument}.`);
  process.exit(0);
}

const email = argument;
const badEmail = emailProblem(email);
if (badEmail) fail(badEmail);

const password = await readPassword();
const badPassword = passwordProblem(password);
if (badPassword) fail(badPassword);

const account = normalizeEmail(email);
const db = await openDatabase(env.database);
const where = env.database.kind === "sqlite" ? env.database.path : "PostgreSQL";
try {
  if (command === "create-user") {
    await addAdminUser(db, email, password);
    console.info(`Created ${account} (${where}). Sign in at /admin.`);
  } else if (await setAdminPassword(db, email, password)) {
    console.info(`New password set for ${account}; its sessions have ended.`);
  } else {
    process.exitCode = 1;
    console.error(
      `No account for ${account} (${where}). Create it with: npm run admin -- create-user ${email}`,
    );
  }
} catch (error) {
  if (!(error instanceof DuplicateAdminUserError)) throw error;
  process.exitCode = 1;
  console.error(
    `${account} has an account already. To replace its password: npm run admin -- set-password ${email}`,
  );
} finally {
  await db.close();
}
