import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { enquiryServiceContext, type EnquiryService } from "../../shared/enquiry-service.ts";
import { permanentRedirects } from "../../shared/redirects.ts";
import { staticResponse, type StaticFiles } from "./static-files.ts";

export interface AppDependencies {
  readonly build: ServerBuild;
  readonly staticFiles: StaticFiles;
  readonly enquiries: EnquiryService;
}

/** The whole HTTP surface: static pages and assets from memory, redirects, then React Router. */
export function createApp({ build, staticFiles, enquiries }: AppDependencies): Hono {
  const app = new Hono();
  const handleRequest = createRequestHandler(build, "production");

  app.use(async (c, next) => {
    const target = permanentRedirects[c.req.path];
    if (target) return c.redirect(target, 301);
    await next();
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const file = staticFiles.get(safeDecode(c.req.path));
    if (file) return staticResponse(file, c.req.raw);
    await next();
  });

  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(enquiryServiceContext, enquiries);
    return handleRequest(c.req.raw, context);
  });

  return app;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
