/**
 * A request's or a response's media type, from its Content-Type header: the type without its
 * parameters, lower-cased ("Application/JSON; charset=utf-8" is "application/json"); undefined
 * when there is no header.
 */
export function mediaTypeOf(contentType: string | null | undefined): string | undefined {
  if (contentType === null || contentType === undefined) return undefined;
  return contentType.split(";")[0]?.trim().toLowerCase();
}
