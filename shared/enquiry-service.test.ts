import { expect, it } from "vitest";
import { enquiryServiceContext } from "./enquiry-service.ts";

it("hands out one context key however many copies of the module are loaded", async () => {
  // The query string makes a second, separate instance of the module, as the app build has.
  const copy = (await import(
    /* @vite-ignore */ `./enquiry-service.ts?copy=${Date.now()}`
  )) as typeof import("./enquiry-service.ts");
  expect(copy).not.toBe(await import("./enquiry-service.ts"));
  expect(copy.enquiryServiceContext).toBe(enquiryServiceContext);
});
