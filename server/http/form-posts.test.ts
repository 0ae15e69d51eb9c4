import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { formPostCheck } from "./form-posts.ts";
import { formWords } from "#server/enquiries/form-words.ts";

function app() {
  const app = new Hono();
  app.use(formPostCheck());
  app.post("*", async (c) => c.json({ fields: Object.fromEntries(await c.req.formData()) }));
  return app;
}

const post = (headers: Record<string, string>, body?: string) =>
  app().request("/contact", { method: "POST", headers, body });

describe("formPostCheck", () => {
  it("lets a form through to the action, its body still readable", async () => {
    const response = await post(
      { "content-type": "application/x-www-form-urlencoded" },
      "name=Asha&email=a%40example.com",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ fields: { name: "Asha", email: "a@example.com" } });
  });

  it.each(["application/json", "text/plain", "application/xml"])(
    "refuses %s with 415 JSON",
    async (type) => {
      const response = await post({ "content-type": type }, "{}");
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: formWords.answers.request.notForm });
    },
  );

  it("refuses a POST without a content type with 415", async () => {
    expect((await post({})).status).toBe(415);
  });

  it("refuses a multipart body that cannot be parsed with 400 JSON", async () => {
    const response = await post(
      { "content-type": "multipart/form-data; boundary=zz" },
      '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--y',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: formWords.answers.request.unreadableForm });
  });
});
