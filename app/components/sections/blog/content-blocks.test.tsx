// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentBlock } from "~/content/blog";
import { ContentBlocks } from "./content-blocks";

afterEach(cleanup);

describe("article content blocks (SPEC §3)", () => {
  it("renders headings, subheadings, paragraphs and lists", () => {
    render(
      <ContentBlocks
        blocks={[
          { type: "heading", text: "Start with the outcome" },
          { type: "subheading", text: "Ask to see the work" },
          { type: "paragraph", text: "Write one page first." },
          { type: "list", items: ["Users", "Constraints"] },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Start with the outcome" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Ask to see the work" })).toBeTruthy();
    expect(screen.getByText("Write one page first.").tagName).toBe("P");
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(["Users", "Constraints"]);
  });

  it("renders a quote with its author, and without one", () => {
    render(
      <ContentBlocks
        blocks={[
          { type: "quote", text: "Adding manpower makes it later.", author: "Fred Brooks" },
          { type: "quote", text: "Unattributed words." },
        ]}
      />,
    );
    const [withAuthor, withoutAuthor] = screen.getAllByRole("figure");
    expect(withAuthor?.querySelector("blockquote")?.textContent).toBe(
      "Adding manpower makes it later.",
    );
    expect(withAuthor?.querySelector("figcaption")?.textContent).toContain("Fred Brooks");
    expect(withoutAuthor?.querySelector("figcaption")).toBeNull();
  });

  it("labels a callout 'Pro Tip:'", () => {
    render(<ContentBlocks blocks={[{ type: "callout", text: "Send one brief to everyone." }]} />);
    const tip = screen.getByRole("complementary");
    expect(tip.textContent).toBe("Pro Tip: Send one brief to everyone.");
    expect(tip.querySelector("strong")?.textContent).toBe("Pro Tip:");
  });

  it("renders an image with its caption and size, alt defaulting to 'image'", () => {
    render(
      <ContentBlocks
        blocks={[
          {
            type: "image",
            src: "/a.svg",
            alt: "A scorecard",
            caption: "Weights first",
            width: 960,
            height: 540,
          },
          { type: "image", src: "/b.svg" },
        ]}
      />,
    );
    const described = screen.getByRole("img", { name: "A scorecard" });
    expect(described.getAttribute("src")).toBe("/a.svg");
    expect(described.getAttribute("width")).toBe("960");
    expect(described.getAttribute("height")).toBe("540");
    expect(screen.getByText("Weights first").tagName).toBe("FIGCAPTION");
    expect(screen.getByRole("img", { name: "image" }).getAttribute("src")).toBe("/b.svg");
  });

  it("renders nothing for a block type it does not know", () => {
    const unknown = { type: "video", src: "/clip.mp4", text: "Should not show" };
    const { container } = render(
      <ContentBlocks
        blocks={[
          { type: "paragraph", text: "Before" },
          unknown as unknown as ContentBlock,
          { type: "paragraph", text: "After" },
        ]}
      />,
    );
    expect(container.textContent).toBe("BeforeAfter");
    expect(container.children).toHaveLength(2);
  });
});
