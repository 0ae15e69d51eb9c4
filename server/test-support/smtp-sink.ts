/**
 * A real SMTP server on loopback (the `smtp-server` package) that records what it receives, so
 * tests assert on the mail as it crossed the wire: envelope, headers, and decoded bodies. It can
 * refuse messages (a temporary 451) and hold one unanswered, to test retries and restarts.
 */
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "#server/dev/parse-mail.ts";

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients (RCPT TO). */
  readonly recipients: readonly string[];
  readonly raw: string;
}

export interface HeldMessage {
  /** Resolves once the held message's data has arrived (the sender now waits for an answer). */
  readonly arrived: Promise<void>;
  /** Answers the held message with 250 and records it. */
  release(): void;
}

export interface SmtpSink {
  /** For SMTP_URL, e.g. `smtp://127.0.0.1:2525`. */
  readonly url: string;
  readonly messages: readonly ReceivedMail[];
  /** How many messages were refused so far. */
  readonly refusals: number;
  /** Refuses the next `count` messages with "451 try again later" (0: accept again). */
  refuseNext(count: number): void;
  /** Holds the next message unanswered until `release()`. */
  holdNext(): HeldMessage;
  /** Forgets the messages received so far (between tests). */
  clear(): void;
  /** Resolves when at least `count` messages were accepted. */
  waitForMessages(count: number, timeoutMs?: number): Promise<readonly ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let refuse = 0;
  let refusals = 0;
  let held: { arrived: () => void; released: Promise<void> } | undefined;
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (refuse > 0) {
          refuse--;
          refusals++;
          const error = Object.assign(new Error("Mailbox busy, try again later"), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const hold = held;
        held = undefined;
        if (hold) {
          hold.arrived();
          await hold.released;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          ...(await parseMail(raw)),
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
        for (const wake of waiters) wake();
      });
    },
  });

  // A sender killed in the middle of a conversation resets its connection; that is its failure,
  // which the tests look for in what arrived, not the sink's.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refusals() {
      return refusals;
    },
    refuseNext(count) {
      refuse = count;
    },
    clear() {
      messages.length = 0;
      refuse = 0;
    },
    holdNext() {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { arrived, released };
      return { arrived: arrival, release };
    },
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`Expected ${count} messages within ${timeoutMs} ms, got ${messages.length}`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
