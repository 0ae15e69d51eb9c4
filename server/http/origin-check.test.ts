import { Hono } from "hono";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { originCheck } from "./origin-check.ts";
import { formWords } from "#server/enquiries/form-words.ts";

function appWith(allowedOrigins: readonly string[] = []) {
  const app = new Hono();
  app.use(
    originCheck({
      siteUrl: "https://www.malwasoftworks.example",
      allowedOrigins,
      logger: pino({ level: "silent" }),
    }),
  );
  app.all("*", (c) => c.json({ ok: true }));
  return app;
}

function post(app: Hono, headers: Record<string, string>, method = "POST") {
  return app.request(`http://site.internal:3000${ENQUIRY_ENDPOINT}`, {
    method,
    headers: { host: "site.internal:3000", ...headers },
  });
}

describe("originCheck", () => {
  it.each([
    ["the site's own origin", { origin: "https://www.malwasoftworks.example" }],
    ["the origin of the host the request was sent to", { origin: "http://site.internal:3000" }],
    ["no Origin at all (curl, another server)", {}],
  ])("lets a POST through from %s", async (_, headers) => {
    expect((await post(appWith(), headers)).status).toBe(200);
  });

  it("lets a POST through from an origin in ALLOWED_ORIGINS", async () => {
    const app = appWith(["https://partner.example"]);
    expect((await post(app, { origin: "https://partner.example" })).status).toBe(200);
  });

  it.each([
    "https://evil.example",
    "https://www.malwasoftworks.example.evil.example",
    "http://www.malwasoftworks.example",
    "null",
    "not a url",
  ])("refuses a POST from %s with 403 JSON", async (origin) => {
    const response = await post(appWith(), { origin });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: formWords.answers.request.crossOrigin });
  });

  it("refuses other state-changing methods too, and never reads GETs", async () => {
    const app = appWith();
    expect((await post(app, { origin: "https://evil.example" }, "DELETE")).status).toBe(403);
    expect((await post(app, { origin: "https://evil.example" }, "GET")).status).toBe(200);
  });
});
