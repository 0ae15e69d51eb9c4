import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import type { FieldErrors } from "#shared/enquiries/schemas.ts";
import type { FieldText } from "#shared/enquiries/words.ts";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";

/** What every field of one form shares: an id prefix (forms share field names), errors, values. */
export interface FieldScopeValue {
  readonly idPrefix: string;
  readonly errors: FieldErrors;
  /** What the visitor typed before a page re-render (a submission without JavaScript). */
  readonly defaults: Readonly<Record<string, string>>;
  /** Beside the label of a field that may be left empty: "(optional)". */
  readonly optionalLabel?: string;
  /** The form's words for its fields, by name (app/content/forms.yaml). */
  readonly words?: Readonly<Record<string, FieldText>>;
}

export const FieldScope = createContext<FieldScopeValue>({
  idPrefix: "",
  errors: {},
  defaults: {},
});

const controlBase =
  "block w-full appearance-none rounded-control border border-slate-400 bg-surface px-4 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 hover:border-brand-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger";

/** One-line controls are at least 48 px tall; long text boxes at least 120 px. */
const singleLineClass = `${controlBase} h-12`;
const multiLineClass = `${controlBase} min-h-30 resize-y`;
/** Room on the right for the icon that marks a dropdown or a date. */
const adornedClass = `${singleLineClass} pr-11`;

/** The props a field's control receives from its frame. */
export interface ControlProps {
  readonly id: string;
  readonly name: string;
  readonly defaultValue: string | undefined;
  readonly "aria-invalid": true | undefined;
  readonly "aria-describedby": string | undefined;
  readonly className: string;
}

interface FieldFrameProps {
  readonly name: string;
  /** The field's words; the form's own for a field of that name when left out. */
  readonly text?: FieldText;
  /**
   * The field must be filled: its label carries the asterisk. Otherwise it says "(optional)"
   * (from the form's words). A field that is `required` is marked unless told otherwise.
   */
  readonly marked?: boolean;
  /**
   * A live line under the control that describes it, e.g. the chosen date spelled out; pass ""
   * while there is nothing to say, so the line exists before it first speaks.
   */
  readonly note?: string;
  /** An icon at the control's right edge: the chevron of a dropdown, the calendar of a date. */
  readonly adornment?: IconName;
  readonly className?: string;
  readonly children: (control: ControlProps) => ReactNode;
}

/**
 * Label, control and one message line right under it: the error when there is one (with its
 * mark), otherwise the note. The line keeps its height when empty, so every row of a form is as
 * tall as the next and the layout does not jump, and the rows stand apart so a message reads as
 * its own field's; the control points at the line while it says something.
 */
/** The words of the field `name`: those handed to it, else the form's. */
export function useFieldText(name: string, text: FieldText | undefined): FieldText {
  const { words } = useContext(FieldScope);
  const found = text ?? words?.[name];
  if (!found) throw new Error(`The form has no words for its ${name} field`);
  return found;
}

export function FieldFrame({
  name,
  text: given,
  marked = false,
  note,
  adornment,
  className,
  children,
}: FieldFrameProps) {
  const { idPrefix, errors, defaults, optionalLabel } = useContext(FieldScope);
  const text = useFieldText(name, given);
  const id = `${idPrefix}-${name}`;
  const error = errors[name];
  const hintId = text.hint ? `${id}-hint` : undefined;
  const noteId = note !== undefined ? `${id}-note` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, note ? noteId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={cn("flex flex-col", className)}>
      <label htmlFor={id} className="mb-1.5 text-sm font-semibold text-ink">
        {text.label}
        {marked ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : optionalLabel ? (
          <>
            {" "}
            <span className="font-normal text-ink-muted">{optionalLabel}</span>
          </>
        ) : null}
      </label>
      {text.hint ? (
        <p id={hintId} className="-mt-1 mb-1.5 text-sm text-ink-muted">
          {text.hint}
        </p>
      ) : null}
      <div className="relative">
        {children({
          id,
          name,
          defaultValue: defaults[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
          className: adornment ? adornedClass : singleLineClass,
        })}
        {adornment ? (
          <Icon
            name={adornment}
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-muted"
          />
        ) : null}
      </div>
      <div className="mt-1.5 min-h-5 text-sm leading-5">
        {noteId ? (
          <p id={noteId} aria-live="polite" hidden={Boolean(error)} className="text-ink-muted">
            {note}
          </p>
        ) : null}
        <p id={errorId} className="flex items-start gap-1.5 font-medium text-danger">
          {error ? <Icon name="alertCircle" className="mt-px size-4 shrink-0" /> : null}
          {error}
        </p>
      </div>
    </div>
  );
}

type FieldProps<Element extends "input" | "textarea" | "select"> = Omit<
  FieldFrameProps,
  "children"
> &
  Omit<ComponentProps<Element>, "name" | "id" | "defaultValue" | "className" | "children">;

export function TextField({
  name,
  text: given,
  marked,
  note,
  className,
  ...input
}: FieldProps<"input">) {
  const text = useFieldText(name, given);
  return (
    <FieldFrame {...{ name, text, note, className }} marked={marked ?? Boolean(input.required)}>
      {(control) => <input type="text" placeholder={text.placeholder} {...input} {...control} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  name,
  text: given,
  marked,
  note,
  className,
  ...textarea
}: FieldProps<"textarea">) {
  const text = useFieldText(name, given);
  return (
    <FieldFrame {...{ name, text, note, className }} marked={marked ?? Boolean(textarea.required)}>
      {(control) => (
        <textarea
          rows={5}
          placeholder={text.placeholder}
          {...textarea}
          {...control}
          className={multiLineClass}
        />
      )}
    </FieldFrame>
  );
}

/** A dropdown whose first, empty choice carries the placeholder text, then the field's choices. */
export function SelectField({
  name,
  text: given,
  marked,
  note,
  className,
  ...select
}: FieldProps<"select">) {
  const text = useFieldText(name, given);
  const options = text.options ?? [];
  return (
    <FieldFrame
      {...{ name, text, note, className }}
      marked={marked ?? Boolean(select.required)}
      adornment="chevronDown"
    >
      {(control) => (
        <select {...select} {...control} defaultValue={control.defaultValue ?? ""}>
          <option value="">{text.placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
