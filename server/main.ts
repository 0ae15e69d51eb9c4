import path from "node:path";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./http/app.ts";
import { loadStaticFiles } from "./http/static-files.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
const staticFiles = await loadStaticFiles(path.join(buildDir, "client"));

const app = createApp({
  build,
  staticFiles,
  enquiries: {
    async submit() {
      return { status: "unavailable", message: "Enquiries are not accepted yet." };
    },
  },
});

serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.info(`Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${info.port}`);
});
