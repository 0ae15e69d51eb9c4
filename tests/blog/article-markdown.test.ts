// @vitest-environment happy-dom
import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri";
import { describe, expect, it } from "vitest";
import { articleMarkdown } from "#server/astro/article-markdown.ts";
import { content } from "#tests/helpers/content.ts";

const { tipLabel, defaultImageAlt } = content("blog").article;

/** The article's Markdown as HTML, through Astro's Markdown processor set up as astro.config.ts. */
async function html(markdown: string): Promise<string> {
  const processor = await createSatteriMarkdownProcessor({
    hastPlugins: [articleMarkdown],
    syntaxHighlight: false,
  });
  return (await processor.render(markdown)).code;
}

/** The HTML parsed, so the test reads it as a browser would. */
function dom(markup: string): HTMLElement {
  return new DOMParser().parseFromString(markup, "text/html").body;
}

describe("article Markdown: the blocks of an article", () => {
  it("keeps headings, subheadings, paragraphs and lists as plain Markdown makes them", async () => {
    const body = dom(await html("## Outcome\n\n### Evidence\n\nOne page.\n\n- Users\n- Limits\n"));
    expect(body.querySelector("h2")?.textContent).toBe("Outcome");
    expect(body.querySelector("h3")?.textContent).toBe("Evidence");
    expect(body.querySelector("p")?.textContent).toBe("One page.");
    expect([...body.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Users",
      "Limits",
    ]);
  });

  it("labels a `> [!TIP]` blockquote as a tip, inline formatting kept", async () => {
    const body = dom(await html("> [!TIP]\n> Send **one** brief.\n"));
    const tip = body.querySelector("aside");
    expect(tip?.textContent).toBe(`${tipLabel} Send one brief.`);
    expect(tip?.querySelector("strong")?.textContent).toBe(tipLabel);
    expect(body.querySelector("blockquote")).toBeNull();
  });

  it("captions a quote with its author when its last line starts with an em dash", async () => {
    const body = dom(
      await html(
        "> Adding manpower makes it later.\n>\n> — Fred Brooks, *The Mythical Man-Month*\n",
      ),
    );
    const quote = body.querySelector("figure");
    expect(quote?.querySelector("blockquote")?.textContent?.trim()).toBe(
      "Adding manpower makes it later.",
    );
    expect(quote?.querySelector("figcaption")?.textContent).toBe(
      "— Fred Brooks, The Mythical Man-Month",
    );
  });

  it("shows a quote without an author with no caption", async () => {
    const body = dom(await html("> Unattributed words.\n"));
    expect(body.querySelector("figure blockquote")?.textContent?.trim()).toBe(
      "Unattributed words.",
    );
    expect(body.querySelector("figcaption")).toBeNull();
  });

  it("makes an image on its own line a figure, captioned with its title", async () => {
    const body = dom(await html('![A scorecard](https://example.com/a.png "Weights first")\n'));
    const figure = body.querySelector("figure");
    expect(figure?.querySelector("img")?.getAttribute("alt")).toBe("A scorecard");
    expect(figure?.querySelector("img")?.getAttributeNames().toSorted()).toEqual(["alt", "src"]);
    expect(figure?.querySelector("figcaption")?.textContent).toBe("Weights first");
    expect(body.querySelector("p")).toBeNull();
  });

  it("gives an image without alt text the default description and no caption", async () => {
    const body = dom(await html("![](https://example.com/b.png)\n"));
    expect(body.querySelector("figure img")?.getAttribute("alt")).toBe(defaultImageAlt);
    expect(body.querySelector("figcaption")).toBeNull();
  });

  it("leaves an image inside a sentence where it is", async () => {
    const body = dom(await html("Look ![icon](https://example.com/c.png) here.\n"));
    expect(body.querySelector("p img")).not.toBeNull();
    expect(body.querySelector("figure")).toBeNull();
  });
});
