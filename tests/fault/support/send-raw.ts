/** Sends requests byte for byte, as a hostile client would, and reads what comes back. */
import { request } from "node:http";
import { connect } from "node:net";

export interface Answer {
  /** The status, or undefined when the connection was cut before an answer. */
  readonly status?: number;
  readonly body: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly error?: string;
}

export interface SendOptions {
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** Sends the body in ten pieces, `pauseMs` apart. */
  readonly slow?: boolean;
  readonly pauseMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function send(url: URL, { method, headers, body, slow, pauseMs = 150 }: SendOptions) {
  return new Promise<Answer>((resolve) => {
    const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body && Buffer.from(body);
    const outgoing = request(url, {
      method,
      agent: false,
      headers: { ...headers, ...(bytes ? { "content-length": String(bytes.byteLength) } : {}) },
    });
    let settled = false;
    const settle = (answer: Answer) => {
      if (!settled) resolve(answer);
      settled = true;
    };
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      const done = () =>
        settle({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
      response.on("end", done);
      response.on("error", done);
      response.on("aborted", done);
    });
    outgoing.on("error", (error) => settle({ body: "", headers: {}, error: error.message }));
    void (async () => {
      if (!bytes) return outgoing.end();
      if (!slow) return outgoing.end(bytes);
      const size = Math.ceil(bytes.byteLength / 10);
      for (let start = 0; start < bytes.byteLength; start += size) {
        if (outgoing.destroyed) return;
        outgoing.write(bytes.subarray(start, start + size));
        await pause(pauseMs);
      }
      outgoing.end();
    })();
  });
}

/** Writes `raw` to a fresh connection and answers the status line the server sent back. */
export function sendRawBytes(port: number, raw: string | Uint8Array): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(received.split("\r\n")[0] ?? ""));
    // The server answers a malformed request at once and closes; a silent one is cut after 3 s.
    socket.setTimeout(3000, () => socket.destroy());
    socket.write(raw);
  });
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of results. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
