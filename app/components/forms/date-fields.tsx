import { useContext, useState } from "react";
import type { FieldText } from "#shared/enquiries/words.ts";
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
   * on blur while empty (the home consultation form). Until the page runs in the browser it is a
   * plain date field, so it works without JavaScript.
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
  const [picking, setPicking] = useState(!deferUntilFocus || value !== "");
  const asText = Boolean(today) && !picking;
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
            type={asText ? "text" : "date"}
            min={today}
            required={required}
            // A date input takes no placeholder; the text box it starts as does.
            placeholder={asText ? text.placeholder : undefined}
            onFocus={() => setPicking(true)}
            onBlur={(event) => setPicking(!deferUntilFocus || event.currentTarget.value !== "")}
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
