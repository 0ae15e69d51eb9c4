// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { formText } from "@shared/fields";
import { FieldScope, SelectField, TextAreaField, TextField } from "./field";

afterEach(cleanup);

function renderInScope(ui: ReactNode, errors: Record<string, string> = {}) {
  return render(
    <FieldScope value={{ idPrefix: "test-form", errors, defaults: { name: "Asha" } }}>
      {ui}
    </FieldScope>,
  );
}

describe("form fields", () => {
  it("label their control, keep what was typed and stay quiet without an error", () => {
    renderInScope(<TextField name="name" text={formText("name")} marked required />);
    const input = screen.getByRole("textbox", { name: "Full Name" });
    expect(input.id).toBe("test-form-name");
    expect((input as HTMLInputElement).value).toBe("Asha");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    // The message line exists, empty, so a message later does not push the layout.
    expect(document.getElementById("test-form-name-error")?.textContent).toBe("");
  });

  it("point the control at its message and mark it invalid", () => {
    renderInScope(<TextField name="phone" type="tel" text={formText("phone")} />, {
      phone: "Phone number must be at least 10 digits",
    });
    const input = screen.getByRole("textbox", { name: "Phone Number" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby")!;
    expect(document.getElementById(describedBy)?.textContent).toBe(
      "Phone number must be at least 10 digits",
    );
  });

  it("show the asterisk only where asked, hidden from screen readers", () => {
    renderInScope(
      <>
        <TextField name="name" text={formText("name")} marked required />
        <TextAreaField name="coverLetter" text={formText("coverLetter")} required />
      </>,
    );
    const [marked, unmarked] = document.querySelectorAll("label");
    expect(marked!.textContent).toBe("Full Name*");
    expect(marked!.querySelector("[aria-hidden=true]")?.textContent).toBe("*");
    expect(unmarked!.textContent).toBe("Cover Letter");
    const coverLetter = screen.getByRole("textbox", { name: "Cover Letter" });
    expect(coverLetter.hasAttribute("required")).toBe(true);
    expect(
      document.getElementById(coverLetter.getAttribute("aria-describedby")!)?.textContent,
    ).toBe("At least 50 characters.");
  });

  it("offer an empty first choice in dropdowns", () => {
    renderInScope(
      <SelectField
        name="budget"
        text={formText("budget")}
        options={[{ value: "discuss", label: "Let's Discuss" }]}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Budget" }) as HTMLSelectElement;
    expect(select.value).toBe("");
    expect([...select.options].map((option) => option.text)).toEqual([
      "Select budget range",
      "Let's Discuss",
    ]);
  });
});
