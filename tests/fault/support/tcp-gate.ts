/**
 * A TCP forwarder on a fixed loopback port in front of a real server, that can be shut (new
 * connections refused, open ones cut: the server is "down") and opened again on the same port.
 */
import { createConnection, createServer, type Server, type Socket } from "node:net";

export interface TcpGate {
  readonly port: number;
  shut(): Promise<void>;
  open(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpGate(targetPort: number): Promise<TcpGate> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  async function open(): Promise<void> {
    const listening = createServer((client) => {
      const upstream = createConnection({ host: "127.0.0.1", port: targetPort });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
    port = (listening.address() as { port: number }).port;
    server = listening;
  }

  async function shut(): Promise<void> {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await open();
  return {
    get port() {
      return port;
    },
    shut,
    open,
    close: shut,
  };
}
