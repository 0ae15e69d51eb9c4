import { mediaTypeOf } from "#server/lib/content-type.ts";

/** A form sent as multipart/form-data: a job application with its CV. */
export function isMultipart(contentType: string | undefined): boolean {
  return mediaTypeOf(contentType) === "multipart/form-data";
}
