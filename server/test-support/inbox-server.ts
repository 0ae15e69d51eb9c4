/**
 * One server instance as production wires it (`assembleServer`: the store, the notifier, the
 * enquiry endpoint, the inbox's services), listening on loopback, with a stand-in for Astro's
 * pages: instead of rendering one, it hands the test the services a page of the inbox gets
 * (`Astro.locals`), bound to the request's client. So tests drive the inbox as its pages do,
 * without a build, and read everything the server logged.
 */
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { ConsentChoiceService } from "#shared/privacy/choices.ts";
import type { SiteLocals } from "#shared/locals/site-locals.ts";
import { loadEnv } from "#server/boot/env.ts";
import type { Site } from "#server/http/app.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { NotifierOptions } from "#server/outbox/notifier.ts";
import { assembleServer } from "#server/boot/start-server.ts";
import { allContracts, type AdminService } from "./admin-service.ts";

export interface InboxServer {
  /** Where the server answers, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** The services a page gets for a GET of `path` (a path of the inbox unless told otherwise). */
  pageServices(
    path?: string,
  ): Promise<{ readonly admin: AdminService; readonly consent: ConsentChoiceService }>;
  close(): Promise<void>;
}

export async function startInboxServer(
  env: Readonly<Record<string, string>>,
  options: {
    readonly logger: Logger;
    readonly notifier?: Pick<NotifierOptions, "pollIntervalMs">;
  },
): Promise<InboxServer> {
  const seen: { locals?: SiteLocals } = {};
  const site: Site = {
    staticFiles: new Map(),
    render(_request, response, _next, locals) {
      seen.locals = locals;
      response.statusCode = 204;
      response.end();
    },
  };
  const assembled = await assembleServer(loadEnv({ HOST: "127.0.0.1", PORT: "0", ...env }), {
    ...options,
    site,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: assembled.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(listening as Server),
    );
  });
  assembled.start();
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    async pageServices(path = "/admin") {
      delete seen.locals;
      const response = await fetch(new URL(path, url));
      const { accounts, inbox, replies, hiring, privacy, consent }: Partial<SiteLocals> =
        seen.locals ?? {};
      if (response.status !== 204 || !accounts || !inbox || !replies || !hiring || !privacy) {
        throw new Error(`No page services for ${path}: ${response.status}`);
      }
      if (!consent) throw new Error(`No consent page service for ${path}`);
      const admin = allContracts({ accounts, inbox, replies, hiring, privacy });
      return { admin, consent };
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await assembled.stop();
    },
  };
}
