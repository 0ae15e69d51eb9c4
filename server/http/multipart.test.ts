import { describe, expect, it } from "vitest";
import { boundaryOf, textPartsOf } from "./multipart.ts";

/** A form as a browser posts it: its multipart bytes and Content-Type. */
async function posted(form: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const request = new Request("http://site.test/", { method: "POST", body: form });
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get("content-type") ?? "",
  };
}

/** `bytes` as a stream of chunks of `size` bytes, the way they arrive over a connection. */
function inChunks(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function fieldsOf(body: Uint8Array<ArrayBuffer>, type: string) {
  const form = await new Response(body, { headers: { "content-type": type } }).formData();
  return [...form].map(([name, value]) => [name, typeof value === "string" ? value : "file"]);
}

const limits = { textBytes: 64 * 1024, bodyBytes: 8 * 1024 * 1024 };

function application(cvBytes: number): FormData {
  const form = new FormData();
  form.set("action", "jobEnquiry");
  form.set("name", "Meera Iyer");
  // A CV that, like a PDF, holds bytes of every value, the boundary's first letters included.
  const cv = new Uint8Array(cvBytes).map((_, index) => (index * 7) % 256);
  form.set("cv", new Blob([cv], { type: "application/pdf" }), "cv.pdf");
  form.set("coverLetter", "Line one\r\n--not a boundary\r\nLine three ✓");
  return form;
}

describe("the text parts of a multipart body whose file is too large", () => {
  it("keeps every text field, in order, and drops the file, however the bytes arrive", async () => {
    const { bytes, type } = await posted(application(300_000));
    for (const size of [1, 3, 70, 4096, bytes.length]) {
      const kept = await textPartsOf(inChunks(bytes, size), boundaryOf(type)!, limits);
      expect(kept, `chunks of ${size}`).toBeDefined();
      expect(await fieldsOf(kept!, type)).toEqual([
        ["action", "jobEnquiry"],
        ["name", "Meera Iyer"],
        ["coverLetter", "Line one\r\n--not a boundary\r\nLine three ✓"],
      ]);
    }
  });

  it("gives up on text over its limit, a body over its limit, or a body cut short", async () => {
    const { bytes, type } = await posted(application(300_000));
    const boundary = boundaryOf(type)!;
    expect(
      await textPartsOf(inChunks(bytes, 4096), boundary, { ...limits, textBytes: 100 }),
    ).toBeUndefined();
    expect(
      await textPartsOf(inChunks(bytes, 4096), boundary, { ...limits, bodyBytes: 200_000 }),
    ).toBeUndefined();
    expect(
      await textPartsOf(inChunks(bytes.slice(0, 200_000), 4096), boundary, limits),
    ).toBeUndefined();
  });
});
