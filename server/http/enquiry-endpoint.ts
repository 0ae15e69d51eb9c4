/** The enquiry endpoint (`ENQUIRY_ENDPOINT`): the JSON face of the enquiry service. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { EnquiryService } from "../../shared/enquiry-service.ts";
import type { RefusalReason } from "./metrics.ts";

export const BODY_LIMIT_BYTES = 64 * 1024;

export const endpointMessages = {
  tooLarge: "The enquiry is too large. Please shorten it to under 64 KB and try again.",
  notJson: "Enquiries must be sent as JSON (Content-Type: application/json).",
  unreadable: "The request body could not be read as UTF-8 JSON.",
  invalidJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object of form fields.",
  methodNotAllowed: "Send enquiries with POST.",
} as const;

function isJsonContentType(header: string | undefined): boolean {
  return header?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** The body as UTF-8 text; undefined when it is not UTF-8 or could not be read to its end. */
async function utf8Text(request: Request): Promise<string | undefined> {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await request.arrayBuffer());
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `onRefused` hears of the requests turned away before the service could read them; the service
 * itself reports what became of the rest.
 */
export function enquiryEndpoint(
  service: EnquiryService,
  onRefused: (reason: RefusalReason) => void = () => {},
): Hono {
  const endpoint = new Hono();

  endpoint.post(
    "/",
    async (c, next) => {
      if (isJsonContentType(c.req.header("content-type"))) return next();
      onRefused("not-json");
      return c.json({ message: endpointMessages.notJson }, 415);
    },
    // A declared Content-Length is checked first; without one, the bytes that arrive count.
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => {
        onRefused("too-large");
        return c.json({ message: endpointMessages.tooLarge }, 413, { Connection: "close" });
      },
    }),
  );

  endpoint.post("/", async (c) => {
    const text = await utf8Text(c.req.raw);
    if (text === undefined) {
      onRefused("malformed");
      return c.json({ message: endpointMessages.unreadable, errors: {} }, 400);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      onRefused("malformed");
      return c.json({ message: endpointMessages.invalidJson, errors: {} }, 400);
    }
    if (!isPlainObject(parsed)) {
      onRefused("malformed");
      return c.json({ message: endpointMessages.notAnObject, errors: {} }, 400);
    }

    const outcome = await service.submit(parsed);
    switch (outcome.status) {
      case "stored":
        return c.json({ id: outcome.id }, 201);
      case "invalid":
        return c.json({ message: outcome.message, errors: outcome.errors }, 400);
      case "unavailable":
        return c.json({ message: outcome.message }, 503, { "Retry-After": "60" });
    }
  });

  endpoint.all("/", (c) =>
    c.json({ message: endpointMessages.methodNotAllowed }, 405, { Allow: "POST" }),
  );

  return endpoint;
}
