import { describe, expect, it } from "vitest";
import { mediaTypeOf } from "./content-type.ts";

describe("mediaTypeOf", () => {
  it("is the media type without its parameters, in lower case", () => {
    expect(mediaTypeOf("Application/JSON; charset=utf-8")).toBe("application/json");
    expect(mediaTypeOf(" multipart/form-data ; boundary=x")).toBe("multipart/form-data");
    expect(mediaTypeOf("text/html")).toBe("text/html");
  });

  it("is undefined without a header", () => {
    expect(mediaTypeOf(undefined)).toBeUndefined();
    expect(mediaTypeOf(null)).toBeUndefined();
  });
});
