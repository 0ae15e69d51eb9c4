export type BodyReading =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: "too-large" | "unreadable" };

/**
 * Reads a request body as UTF-8 text, stopping as soon as it passes `limitBytes` — a declared
 * Content-Length is checked first, but the bytes that actually arrive are what count.
 */
export async function readBodyWithLimit(
  request: Request,
  limitBytes: number,
): Promise<BodyReading> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limitBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, text: "" };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limitBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  try {
    return {
      ok: true,
      text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)),
    };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}
