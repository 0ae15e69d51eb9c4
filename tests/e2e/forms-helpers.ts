import { expect, type Locator, type Page, type Route } from "@playwright/test";
import { content } from "#tests/helpers/content.ts";

/** Shared steps of the enquiry form tests (tests/e2e/forms-*.spec.ts). */

export const ENDPOINT = "**/notification-hub/websiteToTeamNotification";

/** A day `days` from now as YYYY-MM-DD in local time, the format of a date input. */
export function isoDay(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

export function longDay(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toLocaleDateString("en-IN", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** A text box, text area or dropdown by its visible label, with or without the asterisk. */
/** A field by its label, whether it carries the asterisk or says it is optional. */
export function field(form: Locator, label: string): Locator {
  const optional = escapeRegExp(content("forms").optional);
  return form.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\*| ${optional})?$`));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export type Filling = Readonly<Record<string, string>>;

/** The contact form as a prospective client fills it in. */
export const contactFilling: Filling = {
  "Full Name": "Rohan Mehta",
  "Email Address": "rohan@mehta-textiles.example",
  "Phone Number": "+91 98930 55555",
  Message: "Do you build Shopify integrations for textile wholesalers?",
};

/** Fills fields by label; dropdowns get the option with that label. */
export async function fill(form: Locator, values: Filling): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = field(form, label);
    const tag = await control.evaluate((element) => element.tagName);
    if (tag === "SELECT") await control.selectOption({ label: value });
    else await control.fill(value);
  }
}

export async function expectValues(form: Locator, values: Filling): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = field(form, label);
    const tag = await control.evaluate((element) => element.tagName);
    if (tag === "SELECT") {
      await expect(control.locator("option:checked")).toHaveText(value);
    } else {
      await expect(control).toHaveValue(value);
    }
  }
}

export async function expectEmpty(form: Locator, labels: readonly string[]): Promise<void> {
  for (const label of labels) await expect(field(form, label)).toHaveValue("");
}

/** A toast with this title (and description, when given). */
export function toast(page: Page, title: string, description?: string): Locator {
  let toastItem = page.locator("[data-sonner-toast]").filter({
    has: page.locator("[data-title]", { hasText: title }),
  });
  if (description !== undefined) {
    toastItem = toastItem.filter({
      has: page.locator("[data-description]", { hasText: description }),
    });
  }
  return toastItem;
}

/** Holds every enquiry request until `release()` is called, then answers 201. */
export async function holdRequests(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route) => {
    await released;
    await route.fulfill({ status: 201, json: { id: "held" } });
  });
  return { release };
}

/**
 * Holds each enquiry request until `release()` is called, then answers it with `answer`,
 * recording what was sent.
 */
export async function holdAndAnswerRequests(page: Page, answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sent = await answerRequests(page, async (route) => {
    await released;
    await answer(route);
  });
  return { sent, release };
}

/** Answers every enquiry request with `answer`, recording what was sent. */
export async function answerRequests(page: Page, answer: (route: Route) => Promise<void>) {
  const sent: { body: Record<string, string>; headers: Record<string, string> }[] = [];
  await page.route(ENDPOINT, async (route) => {
    const request = route.request();
    sent.push({
      body: request.postDataJSON() as Record<string, string>,
      headers: request.headers(),
    });
    await answer(route);
  });
  return sent;
}

/** The failed submissions a form must survive, each with the /start-project description it shows. */
export const failureCases = [
  {
    name: "a 400 with the server's message",
    answer: (route: Route) =>
      route.fulfill({ status: 400, json: { message: "This enquiry could not be accepted." } }),
    description: "This enquiry could not be accepted.",
  },
  {
    name: "a 500 without a message",
    answer: (route: Route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
    description: "Server error: 500",
  },
  {
    name: "no response at all",
    answer: (route: Route) => route.abort("failed"),
    description: "No response from server. Please check your connection.",
  },
] as const;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Collects console errors other than the ones a failed submission logs on purpose and the
 * browser's own report of a failed request.
 */
export function unexpectedConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() !== "error") return;
    if (text.startsWith("Enquiry submission failed")) return;
    if (text.startsWith("Failed to load resource")) return;
    errors.push(text);
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}
