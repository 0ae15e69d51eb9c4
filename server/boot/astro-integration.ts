import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { AstroIntegration } from "astro";
import type PinoPretty from "pino-pretty";
import { resolveSiteUrl } from "#shared/site/url.ts";
import type { Site } from "#server/http/app.ts";
import { precompressDirectory } from "#server/http/precompress.ts";
import { startMailCatcher, type MailCatcher } from "#server/dev/mail-catcher.ts";
import { loadEnv } from "./env.ts";
import { addressOf } from "#shared/text/email.ts";
import { createLogger } from "#server/lib/logger.ts";
import { assembleServer } from "./start-server.ts";
import { readSiteFacts } from "#server/site/facts-file.ts";

/** The usual ports of a development mail catcher; others are taken when these are busy. */
const DEV_MAIL_PORTS = { smtpPort: 1025, webPort: 1080 };

/** Where Astro's development server looks for the locals of a request. */
const ASTRO_LOCALS = Symbol.for("astro.locals");

/**
 * The server has read a posted body already and keeps it as `body`; the development server
 * reads the request's stream again, so it gets those bytes once more.
 */
function replayBody(req: IncomingMessage): void {
  const body: unknown = Reflect.get(req, "body");
  if (!(body instanceof Buffer)) return;
  const replay = Readable.from([body]);
  Object.assign(req, {
    on(event: string, listener: (...args: unknown[]) => void) {
      replay.on(event, listener);
      return req;
    },
  });
}

/**
 * Joins the site to its server.
 * - In development, the server's whole HTTP app (the JSON endpoint, form posts, the inbox's
 *   services, redirects, limits) stands in front of Astro's development server, as it stands in
 *   front of the built site in production.
 * - After a build: Brotli and gzip forms of every page and asset (made once, not at each start),
 *   and the origin the pages were built for, so `npm start` rebuilds when SITE_URL changes.
 */
export function siteServer(): AstroIntegration {
  let command: string | undefined;
  return {
    name: "site-server",
    hooks: {
      "astro:config:setup": ({ command: started }) => {
        command = started;
      },
      "astro:server:setup": async ({ server, logger }) => {
        // A build starts a server of its own to sync content; only `astro dev` serves visitors.
        if (command !== "dev") return;
        const continueTo = new WeakMap<IncomingMessage, () => void>();
        const site: Site = {
          staticFiles: new Map(),
          render(req, _res, _next, locals) {
            Reflect.set(req, ASTRO_LOCALS, locals);
            replayBody(req);
            continueTo.get(req)?.();
          },
        };
        // Development stores apart from production (DEV_DATABASE_URL), and logs for a person.
        let env = loadEnv(process.env);
        env = { ...env, database: env.devDatabase };
        // Required, not imported: the configuration's module loader is closed by now, and
        // pino-pretty is a development dependency a production build must not need.
        const pretty = createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;
        const serverLogger = createLogger(
          env.logLevel,
          pretty({ colorize: true, ignore: "pid,hostname", translateTime: "HH:MM:ss" }),
        );
        let catcher: MailCatcher | undefined;
        if (env.smtpUrl === undefined) {
          catcher = await startMailCatcher(DEV_MAIL_PORTS);
          env = {
            ...env,
            smtpUrl: catcher.smtpUrl,
            // Answers written on the catcher's page come back as a mailbox's would.
            inbound: env.inbound ?? {
              imapUrl: undefined,
              doneFolder: "Handled",
              pollSeconds: 60,
              mailbox: { address: addressOf(env.notifyEmailFrom).toLowerCase(), separator: "+" },
            },
          };
          logger.info(`no SMTP_URL: the site's e-mails are caught and shown at ${catcher.webUrl}`);
          const caught = catcher;
          server.httpServer?.once("close", () => void caught.close());
        }
        const assembled = await assembleServer(env, {
          site,
          development: true,
          logger: serverLogger,
        });
        if (assembled.importMail) catcher?.answerWith(assembled.importMail);
        assembled.start();
        const listener = getRequestListener(assembled.app.fetch);
        server.middlewares.use((req, res, next) => {
          continueTo.set(req, next);
          void listener(req, res);
        });
        server.httpServer?.once("close", () => void assembled.stop());
      },
      "astro:build:done": async ({ dir }) => {
        await precompressDirectory(fileURLToPath(dir));
        await writeFile(
          new URL("../site-url.txt", dir),
          `${resolveSiteUrl(process.env.SITE_URL)}\n`,
        );
        await writeFile(new URL("../reply-promise.txt", dir), `${readSiteFacts().replyPromise}\n`);
      },
    },
  };
}
