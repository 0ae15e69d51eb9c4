/** The enquiry endpoint (`ENQUIRY_ENDPOINT`): the JSON face of the enquiry service. */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { EnquiryService, SubmitOutcome } from "#shared/enquiries/service.ts";
import { CV_MAX_BYTES } from "#shared/hiring/cv.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { readPostedForm } from "#shared/enquiries/posted-form.ts";
import type { RefusalReason } from "./metrics.ts";
import { isMultipart } from "./multipart.ts";
import { mediaTypeOf } from "#server/lib/content-type.ts";

export const BODY_LIMIT_BYTES = 64 * 1024;
/** A multipart body: one CV and the form's text fields. */
export const MULTIPART_LIMIT_BYTES = CV_MAX_BYTES + BODY_LIMIT_BYTES;

/** The endpoint's answers to a request it cannot read (the content's words). */
const endpointMessages = formWords.answers.request;

function isJsonContentType(header: string | undefined): boolean {
  return mediaTypeOf(header) === "application/json";
}

/** The body as UTF-8 text; undefined when it is not UTF-8 or could not be read to its end. */
async function utf8Text(request: Request): Promise<string | undefined> {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await request.arrayBuffer());
  } catch {
    return undefined;
  }
}

/** The attribution a multipart form carries as a JSON text; anything unreadable is none. */
function parsedAttribution(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function answerOutcome(c: Context, outcome: SubmitOutcome): Response {
  switch (outcome.status) {
    case "stored":
      return c.json({ id: outcome.id }, 201);
    case "invalid":
      return c.json({ message: outcome.message, errors: outcome.errors }, 400);
    case "unavailable":
      return c.json({ message: outcome.message }, 503, { "Retry-After": "60" });
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

  const multipartLimit = bodyLimit({
    maxSize: MULTIPART_LIMIT_BYTES,
    onError: (c) => {
      onRefused("too-large");
      return c.json({ message: formWords.answers.cv.tooLarge }, 413, { Connection: "close" });
    },
  });

  /** A job application with its CV: the same service, the fields and the file from the form. */
  async function multipartSubmission(c: Context): Promise<Response> {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      onRefused("malformed");
      return c.json({ message: endpointMessages.unreadableForm, errors: {} }, 400);
    }
    const { fields, files } = await readPostedForm(form);
    const outcome = await service.submit(
      { ...fields, attribution: parsedAttribution(fields.attribution) },
      files,
    );
    return answerOutcome(c, outcome);
  }

  endpoint.post(
    "/",
    async (c, next) => {
      const type = c.req.header("content-type");
      if (isMultipart(type)) {
        const limited = await multipartLimit(c, async () => {
          c.res = await multipartSubmission(c);
        });
        return limited ?? c.res;
      }
      if (isJsonContentType(type)) return next();
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
      return c.json({ message: endpointMessages.unreadableJson, errors: {} }, 400);
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

    return answerOutcome(c, await service.submit(parsed));
  });

  endpoint.all("/", (c) =>
    c.json({ message: endpointMessages.methodNotAllowed }, 405, { Allow: "POST" }),
  );

  return endpoint;
}
