/**
 * Debian's nginx as the load balancer, run from the deployment guide's own configuration
 * (`docs/deploy/nginx.conf`) in a temporary folder: a self-signed certificate for 127.0.0.1,
 * free loopback ports, `daemon off` as a child process, stopped after the test.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#server/test-support/free-port.ts";

const TEMPLATE = path.resolve(import.meta.dirname, "../../docs/deploy/nginx.conf");
const CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];

export interface Nginx {
  /** `https://127.0.0.1:PORT` */
  readonly url: string;
  readonly httpPort: number;
  /** nginx's own access log so far. */
  accessLog(): string;
  stop(): Promise<void>;
}

export type NginxStart =
  | { readonly available: true; readonly nginx: Nginx }
  | { readonly available: false; readonly reason: string };

export async function startNginx(upstreams: readonly string[]): Promise<NginxStart> {
  const binary = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!binary)
    return { available: false, reason: "nginx is not installed (apt-get install nginx)" };

  const dir = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  // The worker processes run as an unprivileged user when the test runs as root.
  chmodSync(dir, 0o755);
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ].concat(["-keyout", key, "-out", certificate]),
    { stdio: "ignore" },
  );

  const httpsPort = await freePort();
  const httpPort = await freePort();
  const config = readFileSync(TEMPLATE, "utf8")
    .replaceAll("{{RUNTIME_DIR}}", dir)
    .replaceAll("{{HTTPS_LISTEN}}", `127.0.0.1:${httpsPort}`)
    .replaceAll("{{HTTP_LISTEN}}", `127.0.0.1:${httpPort}`)
    .replaceAll("{{SERVER_NAME}}", "127.0.0.1")
    .replaceAll("{{TLS_CERTIFICATE}}", certificate)
    .replaceAll("{{TLS_KEY}}", key)
    .replaceAll(
      "{{UPSTREAM_SERVERS}}",
      upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`).join("\n    "),
    );
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, config);

  const child = spawn(binary, ["-p", dir, "-c", configFile, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 10_000;
  while (!(await listening(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    available: true,
    nginx: {
      url: `https://127.0.0.1:${httpsPort}`,
      httpPort,
      accessLog: () => {
        const file = path.join(dir, "access.log");
        return existsSync(file) ? readFileSync(file, "utf8") : "";
      },
      async stop() {
        if (child.exitCode === null) child.kill("SIGQUIT");
        await exited;
        rmSync(dir, { recursive: true, force: true });
      },
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
