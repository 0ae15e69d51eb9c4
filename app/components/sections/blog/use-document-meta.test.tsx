// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useDocumentMeta } from "./use-document-meta";

function Article() {
  useDocumentMeta({ title: "Article title", description: "Article description" });
  return null;
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeEach(() => {
  document.title = "Blog list";
  document.head.querySelector('meta[name="description"]')?.remove();
});
afterEach(cleanup);

describe("useDocumentMeta (SPEC §4 article page)", () => {
  it("sets the title and description on entry", () => {
    render(<Article />);
    expect(document.title).toBe("Article title");
    expect(description()).toBe("Article description");
  });

  it("restores the previous title and removes the description on leaving", () => {
    const { unmount } = render(<Article />);
    unmount();
    expect(document.title).toBe("Blog list");
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it("leaves the next page's own title and description alone", () => {
    const pageDescription = document.createElement("meta");
    pageDescription.name = "description";
    pageDescription.content = "Blog list description";
    document.head.append(pageDescription);

    const { unmount } = render(<Article />);
    expect(description()).toBe("Article description");
    // The router renders the next page's tags before the article is unmounted.
    document.title = "Contact";
    pageDescription.content = "Contact description";
    unmount();

    expect(document.title).toBe("Contact");
    expect(description()).toBe("Contact description");
    expect(pageDescription.isConnected).toBe(true);
  });
});
