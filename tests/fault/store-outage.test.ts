/**
 * Store outage: PostgreSQL stops under a running server. The endpoint answers 503 with a JSON
 * message, /readyz says why, and a visitor on /start-project sees the 'Submission Failed'
 * notice with everything they typed still in the form. When PostgreSQL is back the server
 * recovers by itself: the same visitor's next submit is stored.
 */
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formWords } from "#server/enquiries/form-words.ts";
import { fieldTextIn } from "#shared/enquiries/words.ts";
import { READY_PATH, readinessMessages } from "#server/http/health.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import { isoDay, fill, field, toast } from "#tests/e2e/forms-helpers.ts";
import { chromiumLaunchOptions } from "#scripts/lib/chromium.ts";
import { missingBinaries } from "#server/test-support/missing-binaries.ts";
import { startPostgresCluster } from "#server/test-support/postgres-cluster.ts";
import { distinctEnquiry, ENQUIRY_ENDPOINT, submit } from "#tests/fault/support/enquiries.ts";
import { startServerProcess, type ServerProcess } from "#tests/fault/support/server-process.ts";
import { until } from "#tests/fault/support/until.ts";

const started = await startPostgresCluster();
if (!started.available) missingBinaries("The store outage test", started.reason);

/** The project form's label of a field, and the name of one of its choices. */
const label = (name: string) => fieldTextIn(formWords.fields, "project", name).label;
const choice = (name: string, value: string) =>
  fieldTextIn(formWords.fields, "project", name).options?.find((option) => option.value === value)
    ?.label ?? value;

const visitor = {
  [label("name")]: "Asha Verma",
  [label("email")]: "asha@verma-logistics.example",
  [label("companyName")]: "Verma Logistics",
  [label("phone")]: "+91 98260 12345",
  [label("projectType")]: choice("projectType", "web-app"),
  [label("budget")]: choice("budget", "discuss"),
  [label("projectTimeline")]: choice("projectTimeline", "3-months"),
  [label("projectStartDate")]: isoDay(30),
  [label("projectDetails")]: "A dispatch portal for 40 trucks with live tracking.",
};

describe.runIf(started.available)("PostgreSQL stopped under a running server", () => {
  const cluster = started.available ? started.cluster : undefined;
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    const databaseUrl = await cluster!.createDatabase("outage");
    [server, browser] = await Promise.all([
      startServerProcess({
        site: true,
        env: {
          DATABASE_URL: databaseUrl,
          RATE_LIMIT_PER_MINUTE: "1000",
          SERVER_SECRET: TEST_SERVER_SECRET,
        },
      }),
      chromium.launch(chromiumLaunchOptions()),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await cluster?.stop();
  });

  it("answers 503 JSON, keeps the visitor's input, and recovers by itself", async () => {
    expect(await submit(server.url, distinctEnquiry(1))).toMatchObject({ status: 201 });
    await cluster!.halt();

    const refused = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(distinctEnquiry(2).body),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ message: formWords.answers.unavailable });
    const readiness = await fetch(new URL(READY_PATH, server.url));
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({
      status: "unavailable",
      message: readinessMessages.unreachable,
    });

    const page = await browser.newPage();
    await page.goto(new URL("/start-project", server.url).href);
    const form = page.locator("#project-form");
    await fill(form, visitor);
    const failed = page.waitForResponse(`**${ENQUIRY_ENDPOINT}`);
    await form.locator("button[type=submit]").click();
    expect((await failed).status()).toBe(503);
    await toast(page, "Submission Failed", formWords.answers.unavailable).waitFor();
    for (const [label, value] of Object.entries(visitor)) {
      const control = field(form, label);
      const shown = await control.evaluate((element) =>
        element instanceof HTMLSelectElement
          ? (element.selectedOptions[0]?.text ?? "")
          : (element as HTMLInputElement).value,
      );
      expect(shown, label).toBe(value);
    }

    await cluster!.resume();
    await until(
      async () => (await fetch(new URL(READY_PATH, server.url))).status === 200,
      20_000,
      "ready again",
    );
    const stored = page.waitForResponse(`**${ENQUIRY_ENDPOINT}`);
    await form.locator("button[type=submit]").click();
    expect((await stored).status()).toBe(201);
    await toast(page, "Form Submitted Successfully!").waitFor();
    await page.close();
  }, 90_000);
});
