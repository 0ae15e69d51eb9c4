import type { MouseEvent } from "react";
import type { FieldErrors } from "#shared/enquiries/schemas.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The top of a form sent with mistakes: one link per field to correct, its message as the link's
 * text, in the form's order. It takes focus after a submit (the form moves it there), so the
 * visitor hears what to fix. A page that comes back from a post without JavaScript opens at the
 * form (its address names it), the summary first in view and in the Tab order; `autofocus` would
 * not apply there, as browsers skip it when the address targets an element. A link moves focus
 * into its field.
 */
export function ErrorSummary({
  title,
  errors,
  fieldId,
  postedFailure,
}: {
  title: string;
  errors: FieldErrors;
  fieldId: (name: string) => string;
  /**
   * A plain post's failure (its page came back with the messages): said at the top of this
   * summary, announced, rather than in a second red banner above it.
   */
  postedFailure?: string | undefined;
}) {
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (entries.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const control = document.getElementById(fieldId(name));
    if (!control) return;
    event.preventDefault();
    control.focus();
  };
  return (
    <section
      tabIndex={-1}
      role={postedFailure ? "alert" : undefined}
      data-error-summary=""
      aria-labelledby={`${fieldId("error-summary")}-title`}
      className="mb-6 rounded-control border border-red-200 bg-red-50 px-4 py-3 text-sm focus-visible:outline-danger"
    >
      {postedFailure ? <p className="mb-1 font-semibold text-danger">{postedFailure}</p> : null}
      <p
        id={`${fieldId("error-summary")}-title`}
        className="flex items-center gap-2 font-semibold text-danger"
      >
        <Icon name="alertCircle" className="size-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-10 text-danger marker:text-red-300">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              onClick={(event) => focusField(event, name)}
              className="underline underline-offset-2 hover:no-underline"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
