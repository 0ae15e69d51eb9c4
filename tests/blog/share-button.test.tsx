// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startShare } from "#app/lib/share.ts";
import { ShareButton } from "#app/components/sections/blog/share-button.tsx";
import { content } from "#tests/helpers/content.ts";

const articleText = content("blog").article;

function stubShare(share: Navigator["share"] | undefined) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true, writable: true });
}

/** The component as a visitor's browser gets it: static HTML, run by the page script alone. */
function render(element: React.ReactElement): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(element);
  return document.body;
}

const shareButton = () => screen.getByRole("button", { name: articleText.shareButton });

beforeAll(() => startShare());

afterEach(() => {
  document.body.innerHTML = "";
  stubShare(undefined);
});

describe("ShareButton, static markup driven by the page script", () => {
  it("shares the title, excerpt and current address natively when it can", async () => {
    const share = vi.fn(() => Promise.resolve());
    stubShare(share);
    render(<ShareButton title="The title" excerpt="The excerpt" text={articleText} />);
    fireEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: "The title",
      text: "The excerpt",
      url: window.location.href,
    });
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows the fallback text in a status message without native sharing", () => {
    stubShare(undefined);
    render(<ShareButton title="The title" excerpt="The excerpt" text={articleText} />);
    expect(screen.getByText(articleText.shareLabel)).toBeTruthy();
    fireEvent.click(shareButton());
    expect(screen.getByRole("status").textContent).toBe(articleText.shareUnsupported);
  });

  it("only logs a failed share", async () => {
    const failure = new Error("AbortError");
    stubShare(vi.fn(() => Promise.reject(failure)));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<ShareButton title="The title" excerpt="The excerpt" text={articleText} />);
    fireEvent.click(shareButton());
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Sharing the article failed", failure));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("carries its own script, so the button answers wherever the component is used", () => {
    const page = render(<ShareButton title="The title" excerpt="The excerpt" text={articleText} />);
    expect(page.querySelector("script")?.textContent).toMatch(/navigator\.share/);
  });
});
