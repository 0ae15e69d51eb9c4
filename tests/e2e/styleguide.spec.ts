import { expect, test } from "@playwright/test";
import { fieldTextIn } from "#shared/enquiries/words.ts";
import { sitePaths } from "#scripts/lib/built-pages.ts";
import { content, service } from "#tests/helpers/content.ts";

/**
 * The hidden style guide: every shared component on one page, for the team, with the site's own
 * content; kept out of search engines and out of every visitor's path.
 */
const PATH = "/styleguide";
const styleguide = content("styleguide");
const home = content("home");
const forms = content("forms");
const [firstService] = content("services").catalogue.services;

test("/styleguide shows every shared component and its states with the site's content", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(PATH);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(styleguide.hero.title);
  for (const title of Object.values(styleguide.blocks)) {
    await expect(main.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  }
  for (const state of Object.values(styleguide.states)) {
    await expect(main.getByText(state, { exact: true }).first()).toBeVisible();
  }

  const [action] = home.closing.actions;
  // Buttons in every variant, one disabled; the closing band with its actions and notes.
  expect(await main.getByRole("button", { name: action!.label }).count()).toBeGreaterThan(4);
  await expect(main.getByRole("button", { name: action!.label, disabled: true })).toHaveCount(1);
  await expect(main.getByRole("heading", { name: home.closing.title })).toBeVisible();

  // Chips, check list, cards and icon tiles from a service's card.
  const card = service(firstService!).card;
  for (const technology of card.technologies) {
    await expect(main.getByText(technology, { exact: true }).first()).toBeVisible();
  }
  await expect(main.locator(".check-mark").first()).toBeVisible();
  await expect(
    main.getByRole("listitem").filter({ hasText: card.features[0]! }).first(),
  ).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: card.title })).toBeVisible();

  // Figures, process steps, questions, testimonials.
  for (const stat of home.trackRecord.stats) {
    await expect(main.getByText(stat.label, { exact: true }).first()).toBeVisible();
  }
  for (const step of home.process.steps) {
    await expect(main.getByRole("heading", { name: step.title }).first()).toBeVisible();
  }
  const question = main.getByRole("button", { name: home.faq.items[0]!.question });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(main.getByText(home.testimonials.items[0]!.name, { exact: true })).toBeVisible();

  // The styleguide shows the project form's fields.
  const emailText = fieldTextIn(forms.fields, "project", "email");
  const messages = { email: emailText.message! };
  // Form fields: required with the asterisk, optional, with an error, and the error summary.
  const summary = main.getByRole("region", { name: forms.errorSummary });
  await expect(summary.getByRole("link", { name: messages.email })).toBeVisible();
  const email = main.getByRole("textbox", { name: emailText.label });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(messages.email);
  await expect(main.getByText(forms.optional, { exact: true }).first()).toBeVisible();
  await summary.getByRole("link", { name: messages.email }).click();
  await expect(email).toBeFocused();
});

test("/styleguide asks robots not to index it, is not in the sitemap and no page links to it", async ({
  request,
}) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);

  const index = await (await request.get("/sitemap.xml")).text();
  const parts = [...index.matchAll(/<loc>[^<]*(\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    const sitemap = await (await request.get(part)).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain(`${PATH}<`);
  }

  const pages = sitePaths().filter((path) => path !== PATH);
  expect(pages.length).toBeGreaterThan(1);
  for (const path of pages) {
    const page = await (await request.get(path)).text();
    expect(page, path).toContain("<a ");
    expect(page, path).not.toMatch(new RegExp(`href="(https?://[^"/]+)?${PATH}[/"?#]`));
  }
  const feed = await (await request.get("/rss.xml")).text();
  expect(feed).not.toContain(PATH);
});
