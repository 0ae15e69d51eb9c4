import type { ComponentProps } from "react";
import { controlClass, labelClass } from "./controls.ts";

/** A labelled admin input; `id` ties the label to it, every other prop goes to the input. */
export function LabelledInput({
  id,
  label,
  ...input
}: Omit<ComponentProps<"input">, "className"> & { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={controlClass} {...input} />
    </div>
  );
}
