import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";

const compress = compression();

/**
 * Makes `res` compress what a page rendered on request writes to it (Brotli or gzip, whichever
 * the browser accepts), as the pre-rendered pages are served compressed from the build.
 */
export function compressRendered(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    // The library is written for Express, whose request and response extend Node's own.
    compress(req as never, res as never, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}
