import { useContext, useState } from "react";
import type { FieldText } from "@shared/fields";
import { formTexts } from "~/content/forms";
import { formatLongDate, useToday } from "./dates";
import { FieldFrame, FieldScope } from "./field";

interface DateFieldProps {
  readonly name: string;
  readonly text: FieldText;
  readonly marked?: boolean;
  readonly required?: boolean;
  readonly className?: string;
}

/**
 * The browser's own date picker (one month, weeks from Sunday in en-US, days before today
 * disabled) with the chosen day spelled out underneath.
 */
export function StartDateField({ name, text, marked, required, className }: DateFieldProps) {
  const today = useToday();
  const { defaults } = useContext(FieldScope);
  const [value, setValue] = useState(defaults[name] ?? "");
  const long = formatLongDate(value);
  return (
    <FieldFrame
      {...{ name, text, marked, className }}
      note={long ? `${formTexts.chosenDatePrefix} ${long}` : ""}
    >
      {(control) => (
        <input
          type="date"
          min={today}
          required={required}
          onChange={(event) => setValue(event.currentTarget.value)}
          {...control}
        />
      )}
    </FieldFrame>
  );
}

/**
 * SPEC §3/§4, home consultation: a text box that turns into a date picker on focus and back into
 * text on blur while empty. Until the page runs in the browser it is a plain date field, so it
 * works without JavaScript.
 */
export function DeferredDateField({ name, text, marked, required, className }: DateFieldProps) {
  const today = useToday();
  const { defaults } = useContext(FieldScope);
  const [picking, setPicking] = useState(Boolean(defaults[name]));
  return (
    <FieldFrame {...{ name, text, marked, className }}>
      {(control) => (
        <input
          type={today && !picking ? "text" : "date"}
          min={today}
          required={required}
          // A date input takes no placeholder; the text box it starts as does.
          placeholder={today && !picking ? text.placeholder : undefined}
          onFocus={() => setPicking(true)}
          onBlur={(event) => setPicking(event.currentTarget.value !== "")}
          {...control}
        />
      )}
    </FieldFrame>
  );
}
