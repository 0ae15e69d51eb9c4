// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldText } from "#shared/enquiries/words.ts";
import { FieldScope, SelectField, TextAreaField, TextField } from "./field.tsx";

/** Words of the test's own: the components show whatever words they are handed. */
const words: Record<string, FieldText> = {
  name: { label: "Full Name", placeholder: "Your full name" },
  phone: { label: "Phone Number", placeholder: "+91" },
  coverLetter: {
    label: "Cover Letter",
    placeholder: "Your story",
    hint: "At least 50 characters.",
  },
  budget: {
    label: "Budget",
    placeholder: "Select budget range",
    options: [{ value: "discuss", label: "Let's Discuss" }],
  },
};
const formText = (name: string): FieldText => words[name]!;

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

  it("mark every field that must be filled with an asterisk hidden from screen readers, and say which are optional", () => {
    render(
      <FieldScope
        value={{ idPrefix: "test-form", errors: {}, defaults: {}, optionalLabel: "(optional)" }}
      >
        <TextField name="name" text={formText("name")} marked required />
        <TextAreaField name="coverLetter" text={formText("coverLetter")} required />
        <SelectField name="budget" text={{ ...formText("budget"), options: [] }} />
      </FieldScope>,
    );
    const [name, coverLetterLabel, budget] = document.querySelectorAll("label");
    expect(name!.textContent).toBe("Full Name*");
    expect(name!.querySelector("[aria-hidden=true]")?.textContent).toBe("*");
    expect(coverLetterLabel!.textContent).toBe("Cover Letter*");
    expect(budget!.textContent).toBe("Budget (optional)");
    expect(screen.getByRole("combobox", { name: "Budget (optional)" })).toBeTruthy();
    const coverLetter = screen.getByRole("textbox", { name: "Cover Letter" });
    expect(coverLetter.hasAttribute("required")).toBe(true);
    expect(
      document.getElementById(coverLetter.getAttribute("aria-describedby")!)?.textContent,
    ).toBe("At least 50 characters.");
  });

  it("offer an empty first choice in dropdowns, then the choices of the form's words", () => {
    render(
      <FieldScope value={{ idPrefix: "test-form", errors: {}, defaults: {}, words }}>
        <SelectField name="budget" />
      </FieldScope>,
    );
    const select = screen.getByRole("combobox", { name: "Budget" }) as HTMLSelectElement;
    expect(select.value).toBe("");
    expect([...select.options].map((option) => option.text)).toEqual([
      "Select budget range",
      "Let's Discuss",
    ]);
  });
});
