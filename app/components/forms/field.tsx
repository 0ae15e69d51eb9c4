import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import type { FieldErrors } from "@shared/schemas/enquiry";
import type { Option } from "@shared/options";
import type { FieldText } from "@shared/fields";
import { cn } from "~/lib/cn";

/** What every field of one form shares: an id prefix (forms share field names), errors, values. */
export interface FieldScopeValue {
  readonly idPrefix: string;
  readonly errors: FieldErrors;
  /** What the visitor typed before a page re-render (a submission without JavaScript). */
  readonly defaults: Readonly<Record<string, string>>;
}

export const FieldScope = createContext<FieldScopeValue>({
  idPrefix: "",
  errors: {},
  defaults: {},
});

const controlBase =
  "block w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 hover:border-brand-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger";

/** One-line controls are at least 48 px tall; long text boxes at least 120 px (SPEC §2). */
const singleLineClass = `${controlBase} min-h-12`;
const multiLineClass = `${controlBase} min-h-30 resize-y`;

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
  readonly text: FieldText;
  /** Shows the asterisk; SPEC §5 decides where. */
  readonly marked?: boolean;
  /**
   * A live line under the control that describes it, e.g. the chosen date spelled out; pass ""
   * while there is nothing to say, so the line exists before it first speaks.
   */
  readonly note?: string;
  readonly className?: string;
  readonly children: (control: ControlProps) => ReactNode;
}

/**
 * Label, control and the message under it. The message line keeps its height when empty so the
 * layout does not jump, and the control points at it while it says something.
 */
export function FieldFrame({
  name,
  text,
  marked = false,
  note,
  className,
  children,
}: FieldFrameProps) {
  const { idPrefix, errors, defaults } = useContext(FieldScope);
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
        ) : null}
      </label>
      {text.hint ? (
        <p id={hintId} className="-mt-1 mb-1.5 text-sm text-ink-muted">
          {text.hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        defaultValue: defaults[name],
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        className: singleLineClass,
      })}
      {noteId ? (
        <p id={noteId} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-ink-muted">
          {note}
        </p>
      ) : null}
      <p id={errorId} className="mt-1 min-h-6 text-sm leading-6 text-danger">
        {error}
      </p>
    </div>
  );
}

type FieldProps<Element extends "input" | "textarea" | "select"> = Omit<
  FieldFrameProps,
  "children"
> &
  Omit<ComponentProps<Element>, "name" | "id" | "defaultValue" | "className" | "children">;

export function TextField({ name, text, marked, note, className, ...input }: FieldProps<"input">) {
  return (
    <FieldFrame {...{ name, text, marked, note, className }}>
      {(control) => <input type="text" placeholder={text.placeholder} {...input} {...control} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  name,
  text,
  marked,
  note,
  className,
  ...textarea
}: FieldProps<"textarea">) {
  return (
    <FieldFrame {...{ name, text, marked, note, className }}>
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

/** A dropdown whose first, empty choice carries the placeholder text. */
export function SelectField({
  name,
  text,
  marked,
  note,
  className,
  options,
  ...select
}: FieldProps<"select"> & { readonly options: readonly Option[] }) {
  return (
    <FieldFrame {...{ name, text, marked, note, className }}>
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
