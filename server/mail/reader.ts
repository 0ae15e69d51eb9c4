/**
 * The team mailbox's reader: over IMAP (imapflow), the instance holding the lease opens the
 * folder, imports every message in it and moves each one, once imported, into the folder for
 * handled mail; then it waits for new mail (IDLE where the server offers it, else polling) and
 * reads again. A message is moved only after its import committed, and an import is unique by the
 * message's identity, so a restart or a second reader never loses or doubles one.
 */
import { ImapFlow } from "imapflow";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import type { Database } from "#server/store/database.ts";
import type { MailImport } from "./import.ts";
import { holdMailboxLease, releaseMailboxLease } from "./lease.ts";
import { MESSAGE_MAX_BYTES } from "./parse.ts";

export interface MailboxSettings {
  /** `imaps://user:password@host:993/INBOX` */
  readonly url: string;
  /** Where a handled message is moved. */
  readonly doneFolder: string;
}

export interface MailboxReaderOptions {
  readonly db: Database;
  readonly settings: MailboxSettings;
  readonly importMail: MailImport;
  readonly logger: Logger;
  readonly now?: () => Date;
  /** The longest wait between two reads when no IDLE news comes. */
  readonly pollIntervalMs?: number;
  readonly leaseMs?: number;
  readonly owner?: string;
}

export interface MailboxReader {
  start(): void;
  stop(): Promise<void>;
}

/** A message that failed this many times for a reason of its own is set aside. */
const TRIES_PER_MESSAGE = 3;

function connectionOf(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === "imaps:";
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    auth: {
      user: decodeURIComponent(parsed.username),
      pass: decodeURIComponent(parsed.password),
    },
    folder: decodeURIComponent(parsed.pathname.slice(1)) || "INBOX",
  };
}

export function createMailboxReader({
  db,
  settings,
  importMail,
  logger,
  now = () => new Date(),
  pollIntervalMs = 30_000,
  leaseMs = 2 * 60_000,
  owner = `mailbox-reader-${crypto.randomUUID()}`,
}: MailboxReaderOptions): MailboxReader {
  const { folder, ...connection } = connectionOf(settings.url);
  const leaseName = `${connection.auth.user}@${connection.host}/${folder}`;
  const failures = new Map<number, number>();
  let stopped = false;
  let running: Promise<void> | undefined;
  let interrupt: (() => void) | undefined;
  let client: ImapFlow | undefined;

  const holdLease = () => holdMailboxLease(db, { mailbox: leaseName, owner, now: now(), leaseMs });

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interrupt = undefined;
        resolve();
      }
      interrupt = done;
    });
  }

  /** Imports one message and moves it; a message that keeps failing is set aside after a few tries. */
  async function handle(imap: ImapFlow, uid: number): Promise<void> {
    const meta = await imap.fetchOne(String(uid), { size: true }, { uid: true });
    if (!meta) return;
    if ((meta.size ?? 0) > MESSAGE_MAX_BYTES) {
      logger.warn({ bytes: meta.size }, "inbound mail refused: too large");
    } else {
      const message = await imap.fetchOne(String(uid), { source: true }, { uid: true });
      if (!message || !message.source) return;
      try {
        await importMail(message.source);
      } catch (error) {
        const tries = (failures.get(uid) ?? 0) + 1;
        failures.set(uid, tries);
        if (tries < TRIES_PER_MESSAGE) {
          logger.warn(
            { error: loggableError(error), tries },
            "inbound mail not imported, will try again",
          );
          return;
        }
        logger.error({ error: loggableError(error) }, "inbound mail refused: it failed every try");
      }
    }
    failures.delete(uid);
    await imap.messageMove(String(uid), settings.doneFolder, { uid: true });
  }

  /** Every message now in the folder, oldest first. */
  async function drain(imap: ImapFlow): Promise<void> {
    const uids = (await imap.search({ all: true }, { uid: true })) || [];
    for (const uid of uids.toSorted((a, b) => a - b)) {
      // Renewed before each message, so a long read never outlives the lease.
      if (stopped || !(await holdLease())) return;
      await handle(imap, uid);
    }
  }

  async function ensureFolder(imap: ImapFlow): Promise<void> {
    const folders = await imap.list();
    if (!folders.some((entry) => entry.path === settings.doneFolder)) {
      await imap.mailboxCreate(settings.doneFolder);
    }
  }

  /** One connection: reads while this instance holds the lease. */
  async function session(): Promise<void> {
    const imap = new ImapFlow({ ...connection, logger: false, emitLogs: false });
    client = imap;
    imap.on("error", (error: unknown) =>
      logger.warn({ error: loggableError(error) }, "team mailbox connection failed"),
    );
    await imap.connect();
    try {
      await ensureFolder(imap);
      const lock = await imap.getMailboxLock(folder);
      try {
        imap.on("exists", () => interrupt?.());
        while (!stopped && imap.usable && (await holdLease())) {
          await drain(imap);
          if (!stopped) await sleep(Math.min(pollIntervalMs, leaseMs / 3));
        }
      } finally {
        lock.release();
      }
    } finally {
      client = undefined;
      await imap.logout().catch(() => imap.close());
    }
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      try {
        if (await holdLease()) await session();
      } catch (error) {
        if (!stopped) {
          logger.warn({ error: loggableError(error) }, "team mailbox unreachable, will try again");
        }
      }
      if (!stopped) await sleep(pollIntervalMs);
    }
  }

  return {
    start() {
      if (running) return;
      stopped = false;
      logger.info({ mailbox: folder }, "reading the team mailbox for answers");
      running = loop();
    },
    async stop() {
      stopped = true;
      interrupt?.();
      client?.close();
      await running;
      running = undefined;
      await releaseMailboxLease(db, leaseName, owner).catch(() => undefined);
    },
  };
}
