import { describe, expect, it } from "vitest";
import { textFieldsOf } from "./multipart.ts";

/** A form as a browser posts it: its multipart bytes and Content-Type. */
async function posted(form: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const request = new Request("http://site.test/", { method: "POST", body: form });
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get("content-type") ?? "",
  };
}

/** `bytes` as a stream of chunks of `size` bytes, the way they arrive over a connection. */
function inChunks(
  bytes: Uint8Array,
  size: number,
  pulled = { bytes: 0 },
): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      if (pulled.bytes >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(pulled.bytes, pulled.bytes + size));
      pulled.bytes += size;
    },
  });
}

function namesAndValues(form: FormData | undefined) {
  return (
    form && [...form].map(([name, value]) => [name, typeof value === "string" ? value : "file"])
  );
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

describe("the text fields of a multipart body whose file is too large", () => {
  it("keeps every text field, in order, and drops the file, however the bytes arrive", async () => {
    const { bytes, type } = await posted(application(300_000));
    for (const size of [1, 3, 70, 4096, bytes.length]) {
      const kept = await textFieldsOf(inChunks(bytes, size), type, limits);
      expect(namesAndValues(kept), `chunks of ${size}`).toEqual([
        ["action", "jobEnquiry"],
        ["name", "Meera Iyer"],
        ["coverLetter", "Line one\r\n--not a boundary\r\nLine three ✓"],
      ]);
    }
  });

  it("gives up on text over its limit, or a body cut short or without a boundary", async () => {
    const { bytes, type } = await posted(application(300_000));
    expect(await textFieldsOf(inChunks(bytes, 4096), type, { ...limits, textBytes: 40 })).toBe(
      undefined,
    );
    expect(await textFieldsOf(inChunks(bytes.slice(0, 200_000), 4096), type, limits)).toBe(
      undefined,
    );
    expect(await textFieldsOf(inChunks(bytes, 4096), "multipart/form-data", limits)).toBe(
      undefined,
    );
  });

  it("stops reading a body over its limit", async () => {
    const { bytes, type } = await posted(application(300_000));
    const pulled = { bytes: 0 };
    const kept = await textFieldsOf(inChunks(bytes, 4096, pulled), type, {
      ...limits,
      bodyBytes: 100_000,
    });
    expect(kept).toBeUndefined();
    expect(pulled.bytes).toBeLessThan(150_000);
  });

  it("gives up on more fields or files than a form of ours has", async () => {
    const manyFields = new FormData();
    for (let index = 0; index < 200; index++) manyFields.append("field", "value");
    const manyFiles = new FormData();
    for (let index = 0; index < 20; index++) manyFiles.append("cv", new Blob(["x"]), "cv.pdf");
    for (const form of [manyFields, manyFiles]) {
      const { bytes, type } = await posted(form);
      expect(await textFieldsOf(inChunks(bytes, 4096), type, limits)).toBeUndefined();
    }
  });
});
