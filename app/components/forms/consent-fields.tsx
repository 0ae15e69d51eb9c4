import { useContext } from "react";
import { MARKETING_FIELD } from "#shared/enquiries/submission-fields.ts";
import type { FormText } from "#app/content/schemas/forms.ts";
import { FieldScope } from "./field.tsx";

/**
 * The form's consent: a separate, optional box for occasional updates that starts unticked
 * (only a tick opts in), and what the details are used for, with the privacy policy a link away.
 */
export function ConsentFields({ text }: { text: FormText["consent"] }) {
  const { idPrefix, defaults } = useContext(FieldScope);
  const id = `${idPrefix}-${MARKETING_FIELD}`;
  return (
    <div className="grid gap-3 text-sm text-ink-muted">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={MARKETING_FIELD}
          type="checkbox"
          value="yes"
          defaultChecked={defaults[MARKETING_FIELD] === "yes"}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={id} className="text-ink">
          {text.marketing}
        </label>
      </div>
      <p>
        {text.notice}{" "}
        <a href="/privacy" className="font-medium text-brand-700 underline">
          {text.privacyLink}
        </a>
        .
      </p>
    </div>
  );
}
