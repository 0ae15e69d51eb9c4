/**
 * The home consultation's start date (`DateField` with `deferUntilFocus`), as the specification
 * has it: a text box with its placeholder until focused, the date picker while focused, and text
 * again on blur while empty. The page's script (`scripts/date-picker.ts`) does it from the first
 * paint, before the form's island has started; the island follows the same rule once it runs.
 * Without JavaScript it stays a text box, and the server reads the day typed into it.
 */
import { isoDate } from "#shared/text/iso-date.ts";

/** Marks such a field. */
export const PICKER_ON_FOCUS = "data-picker-on-focus";

export type DateFieldType = "text" | "date";

/**
 * The field's type as focus comes or goes. A field holding something keeps its type: a picked
 * day stays in the picker, and text typed while it was a text box is not thrown away.
 */
export function pickerType(type: string, value: string, focused: boolean): DateFieldType {
  if (value === "") return focused ? "date" : "text";
  return type === "date" ? "date" : "text";
}

/** Follows focus in every marked field of the page: the picker from today on, or text. */
export function startDatePickers(): void {
  const follow =
    (focused: boolean) =>
    ({ target }: FocusEvent) => {
      if (!(target instanceof HTMLInputElement) || !target.hasAttribute(PICKER_ON_FOCUS)) return;
      const type = pickerType(target.type, target.value, focused);
      if (type === "date") target.min = isoDate(new Date());
      target.type = type;
    };
  addEventListener("focusin", follow(true));
  addEventListener("focusout", follow(false));
}
