/**
 * A throw-away Dovecot IMAP server for the team mailbox tests, from the machine's own binary, in a
 * temp folder on a free loopback port: any user name logs in with the password `secret`. As root
 * it runs its processes as Debian's `dovecot` and `dovenull` users; otherwise as the current user.
 */
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ImapFlow } from "imapflow";
import { freePort } from "./free-port.ts";

const run = promisify(execFile);
const DOVECOT = ["/usr/sbin/dovecot", "/usr/bin/dovecot"].find((file) => existsSync(file));
export const IMAP_PASSWORD = "secret";

export interface Dovecot {
  readonly port: number;
  /** `imap://user:secret@127.0.0.1:port/INBOX` */
  urlFor(user: string): string;
  /** Puts a raw message into the user's folder, as a mail arriving. */
  append(user: string, raw: string | Buffer, folder?: string): Promise<void>;
  /** How many messages the user's folder holds. */
  count(user: string, folder: string): Promise<number>;
  stop(): Promise<void>;
}

export type DovecotStart =
  | { readonly available: true; readonly dovecot: Dovecot }
  | { readonly available: false; readonly reason: string };

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function idsOf(user: string): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run("id", ["-u", user]);
  const { stdout: gid } = await run("id", ["-g", user]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

function config(
  dir: string,
  port: number,
  users: Record<string, string>,
  ids: { uid: number; gid: number },
) {
  return `base_dir = ${dir}/run
state_dir = ${dir}/run/state
instance_name = test-imap-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
log_path = ${dir}/run/dovecot.log
default_internal_user = ${users.internal}
default_internal_group = ${users.group}
default_login_user = ${users.login}
first_valid_uid = 1
first_valid_gid = 1
passdb {
  driver = static
  args = password=${IMAP_PASSWORD}
}
userdb {
  driver = static
  args = uid=${ids.uid} gid=${ids.gid} home=${dir}/mail/%u
}
mail_location = maildir:~/Maildir
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
}

export async function startDovecot(): Promise<DovecotStart> {
  if (!DOVECOT) return { available: false, reason: "Dovecot (dovecot-imapd) is not installed" };
  const dir = await mkdtemp(path.join(tmpdir(), "site-dovecot-"));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const me = userInfo().username;
  const users = root
    ? { internal: "dovecot", group: "dovecot", login: "dovenull" }
    : { internal: me, group: me, login: me };
  const ids = await idsOf(root ? "dovecot" : me);
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, "mail"));
  await mkdir(path.join(dir, "run"));
  if (root) await chown(path.join(dir, "mail"), ids.uid, ids.gid);
  const file = path.join(dir, "dovecot.conf");
  await writeFile(file, config(dir, port, users, ids));
  // Installed but not starting is a failure, not a reason to skip. The daemon keeps inherited
  // output open, so it is started without any: its log is its own file.
  await new Promise<void>((resolve, reject) => {
    const child = spawn(DOVECOT, ["-c", file], { stdio: "ignore" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`Dovecot exited with ${code} (see its log)`)),
    );
  });
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (tries > 100) throw new Error(`Dovecot did not open port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async function withClient<T>(user: string, work: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user, pass: IMAP_PASSWORD },
      logger: false,
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  }

  return {
    available: true,
    dovecot: {
      port,
      urlFor: (user) => `imap://${user}:${IMAP_PASSWORD}@127.0.0.1:${port}/INBOX`,
      append: (user, raw, folder = "INBOX") =>
        withClient(user, async (client) => {
          await client.append(folder, raw);
        }),
      count: (user, folder) =>
        withClient(user, async (client) => {
          const folders = await client.list();
          if (!folders.some((entry) => entry.path === folder)) return 0;
          const status = await client.status(folder, { messages: true });
          return status ? (status.messages ?? 0) : 0;
        }),
      async stop() {
        await new Promise((resolve) =>
          spawn(DOVECOT, ["-c", file, "stop"], { stdio: "ignore" }).once("exit", resolve),
        );
        await rm(dir, { recursive: true, force: true });
      },
    },
  };
}
