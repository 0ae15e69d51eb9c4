// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareButton } from "./share-button";

const unsupported = "Share feature not supported. Please copy the URL manually.";

function stubShare(share: Navigator["share"] | undefined) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true, writable: true });
}

afterEach(() => {
  cleanup();
  stubShare(undefined);
});

describe("ShareButton (SPEC §2, §8)", () => {
  it("shares the title, excerpt and current address natively when it can", async () => {
    const share = vi.fn(() => Promise.resolve());
    stubShare(share);
    render(<ShareButton title="The title" text="The excerpt" />);
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
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
    render(<ShareButton title="The title" text="The excerpt" />);
    expect(screen.getByText("Share this article:")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("status").textContent).toBe(unsupported);
  });

  it("only logs a failed share", async () => {
    const failure = new Error("AbortError");
    stubShare(vi.fn(() => Promise.reject(failure)));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<ShareButton title="The title" text="The excerpt" />);
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Sharing the article failed", failure));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
