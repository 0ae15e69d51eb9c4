import { useContext, useLayoutEffect, useRef, useState } from "react";
import type { FieldText } from "#shared/enquiries/words.ts";
import { PICKER_ON_FOCUS, pickerType, type DateFieldType } from "#app/lib/date-picker.ts";
import { formatLongDate, useToday } from "./dates.ts";
import { FieldFrame, FieldScope, useFieldText } from "./field.tsx";

interface DateFieldProps {
  readonly name: string;
  /** The field's words; the form's own when left out. */
  readonly text?: FieldText;
  readonly marked?: boolean;
  readonly required?: boolean;
  /** Before the chosen day spelled out under the field: "Selected:". */
  readonly chosenPrefix: string;
  /**
   * Starts as a text box with the placeholder and becomes the date picker on focus, back to text
   * on blur while empty (the home consultation form; `#app/lib/date-picker.ts`, whose page script
   * does it before the island runs). Without JavaScript it stays a text box for a typed day.
   */
  readonly deferUntilFocus?: boolean;
  readonly className?: string;
}

/**
 * The one date field of every form: the browser's own picker (days before today disabled), the
 * calendar mark at its right edge, and the chosen day spelled out underneath.
 */
export function DateField({
  name,
  text: given,
  marked,
  required,
  chosenPrefix,
  deferUntilFocus = false,
  className,
}: DateFieldProps) {
  const text = useFieldText(name, given);
  const today = useToday();
  const { defaults } = useContext(FieldScope);
  const [value, setValue] = useState(defaults[name] ?? "");
  const [type, setType] = useState<DateFieldType>(deferUntilFocus ? "text" : "date");
  const input = useRef<HTMLInputElement>(null);
  // The island starts at the first focus, which the page's script has answered with the picker.
  useLayoutEffect(() => {
    const field = input.current;
    if (deferUntilFocus && field && field === document.activeElement) {
      setType(pickerType("text", field.value, true));
    }
  }, [deferUntilFocus]);
  const follow = (field: HTMLInputElement, focused: boolean) => {
    if (deferUntilFocus) setType(pickerType(type, field.value, focused));
  };
  const long = formatLongDate(value);
  return (
    <FieldFrame
      {...{ name, text, className }}
      marked={marked ?? Boolean(required)}
      adornment="calendarDays"
      note={long ? `${chosenPrefix} ${long}` : ""}
    >
      {(control) => (
        <>
          <input
            ref={input}
            type={type}
            {...(deferUntilFocus && { [PICKER_ON_FOCUS]: "" })}
            min={today}
            required={required}
            // A date input takes no placeholder; the text box it starts as does.
            placeholder={type === "text" ? text.placeholder : undefined}
            onFocus={(event) => follow(event.currentTarget, true)}
            onBlur={(event) => follow(event.currentTarget, false)}
            onChange={(event) => setValue(event.currentTarget.value)}
            {...control}
          />
          {/* While an empty date field is not being edited, the placeholder stands where the
              browser would show its own "mm/dd/yyyy" (app.css); the label names the field. */}
          <span aria-hidden="true" className="date-placeholder">
            {text.placeholder}
          </span>
        </>
      )}
    </FieldFrame>
  );
}
