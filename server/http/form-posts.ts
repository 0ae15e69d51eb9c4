/**
 * The pages' form actions read their body as a form. A POST to a page whose body is no readable
 * form is refused here, as JSON like every other refusal of the server (415: not a form type;
 * 400: unreadable), instead of failing inside an action as a 500.
 */
import { formWords } from "#server/enquiries/form-words.ts";
import type { MiddlewareHandler } from "hono";
import { mediaTypeOf } from "#server/lib/content-type.ts";

const formPostMessages = formWords.answers.request;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export function formPostCheck(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const type = mediaTypeOf(c.req.header("content-type"));
    if (type === undefined || !FORM_TYPES.has(type)) {
      return c.json({ message: formPostMessages.notForm }, 415);
    }
    try {
      await c.req.raw.clone().formData();
    } catch (error) {
      // A parse failure is a TypeError; anything else (the body limit) is answered further out.
      if (error instanceof TypeError)
        return c.json({ message: formPostMessages.unreadableForm }, 400);
      throw error;
    }
    return next();
  };
}
