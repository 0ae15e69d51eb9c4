import type { ReactNode } from "react";
import {
  EMPLOYMENT_TYPES,
  openingPath,
  WORKPLACES,
  type OpeningField,
} from "#shared/hiring/openings.ts";
import { Button } from "#app/components/ui/button.tsx";
import { openingsText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import type { OpeningFormView } from "./opening-page.ts";
import { OPENINGS_PATH } from "./openings-page.ts";
import { boardPath } from "./board-page.ts";
import { AttributesEditor } from "./attributes-editor.tsx";
import { StagesEditor } from "./stages-editor.tsx";
import { StateButton } from "./state-button.tsx";

const text = openingsText.fields;

/** A labelled control with its hint and its error, tied to it for screen readers. */
function Field({
  name,
  label,
  hint,
  error,
  children,
  wide = false,
}: {
  name: OpeningField;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (described: { "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
  wide?: boolean;
}) {
  const described = [hint ? `${name}-hint` : undefined, error ? `${name}-error` : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={`opening-${name}`} className={labelClass}>
        {label}
      </label>
      {children({
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
      })}
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type OpeningValues = OpeningFormView["values"];

/** The form's text boxes and dropdowns, each filled with the value posted or stored. */
function controlsFor(values: OpeningValues) {
  const input = (name: OpeningField, type = "text", extra: Record<string, unknown> = {}) =>
    function Control(described: Record<string, unknown>) {
      return (
        <input
          id={`opening-${name}`}
          name={name}
          type={type}
          defaultValue={values[name] ?? ""}
          className={controlClass}
          {...extra}
          {...described}
        />
      );
    };
  const select = (name: OpeningField, choices: readonly (readonly [string, string])[]) =>
    function Control(described: Record<string, unknown>) {
      return (
        <select
          id={`opening-${name}`}
          name={name}
          defaultValue={values[name]}
          className={controlClass}
          {...described}
        >
          {choices.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      );
    };
  return { input, select };
}

/** The way back, the heading, and an opening's state with its page and its state button. */
function OpeningHeading({
  opening,
  csrfToken,
}: {
  opening: OpeningFormView["opening"];
  csrfToken: string;
}) {
  return (
    <>
      <a href={OPENINGS_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
        {openingsText.back}
      </a>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {opening ? openingsText.editHeading(opening.title) : openingsText.newHeading}
        </h1>
        {opening ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-semibold">{openingsText.states[opening.state]}</span>
            <a
              href={boardPath(opening.id)}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {openingsText.board}
            </a>
            {opening.state === "open" ? (
              <a
                href={openingPath(opening.slug)}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {openingsText.view}
              </a>
            ) : null}
            <StateButton
              opening={opening}
              csrfToken={csrfToken}
              action={`${OPENINGS_PATH}/${opening.id}`}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}

/** Every field of the opening, and the button that saves it. */
function OpeningForm({
  viewer,
  opening,
  values,
  errors,
}: Pick<OpeningFormView, "viewer" | "opening" | "values" | "errors">) {
  const { input, select } = controlsFor(values);
  const slugFixed = opening?.publishedAt !== undefined;
  return (
    <form method="post" noValidate className={cn(panelClass, "mt-3 grid gap-5 sm:grid-cols-2")}>
      <CsrfField token={viewer.csrfToken} />
      <Field name="title" label={text.title} error={errors.title} wide>
        {input("title", "text", { required: true, maxLength: 120 })}
      </Field>
      <Field
        name="slug"
        label={text.slug}
        hint={slugFixed ? text.slugFixed : text.slugHint}
        error={errors.slug}
      >
        {input("slug", "text", {
          required: true,
          readOnly: slugFixed,
          pattern: "[a-z0-9]+(-[a-z0-9]+)*",
        })}
      </Field>
      <Field name="department" label={text.department} error={errors.department}>
        {input("department", "text", { required: true })}
      </Field>
      <Field name="workplace" label={text.workplace} error={errors.workplace}>
        {select("workplace", Object.entries(WORKPLACES))}
      </Field>
      <Field name="employmentType" label={text.employmentType} error={errors.employmentType}>
        {select(
          "employmentType",
          Object.entries(EMPLOYMENT_TYPES).map(([id, type]) => [id, type.label] as const),
        )}
      </Field>
      <Field
        name="experience"
        label={text.experience}
        hint={text.experienceHint}
        error={errors.experience}
      >
        {input("experience", "text", { required: true })}
      </Field>
      <div className="hidden sm:block" />
      <Field name="salaryMin" label={text.salaryMin} error={errors.salaryMin}>
        {input("salaryMin", "number", { min: 1, step: 1, inputMode: "numeric" })}
      </Field>
      <Field name="salaryMax" label={text.salaryMax} error={errors.salaryMax}>
        {input("salaryMax", "number", { min: 1, step: 1, inputMode: "numeric" })}
      </Field>
      <Field
        name="description"
        label={text.description}
        hint={text.descriptionHint}
        error={errors.description}
        wide
      >
        {(described) => (
          <textarea
            id="opening-description"
            name="description"
            rows={14}
            required
            defaultValue={values.description}
            className={cn(controlClass, "font-mono text-sm")}
            {...described}
          />
        )}
      </Field>
      <Field name="datePosted" label={text.datePosted} error={errors.datePosted}>
        {input("datePosted", "date", { required: true })}
      </Field>
      <Field
        name="validThrough"
        label={text.validThrough}
        hint={text.validThroughHint}
        error={errors.validThrough}
      >
        {input("validThrough", "date", { required: true })}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit">{opening ? openingsText.save : openingsText.createSubmit}</Button>
      </div>
    </form>
  );
}

/** Asked after Close: how many candidates are still in progress, then close or keep it open. */
function CloseConfirmation({
  opening,
  inProgress,
  csrfToken,
}: {
  opening: NonNullable<OpeningFormView["opening"]>;
  inProgress: number;
  csrfToken: string;
}) {
  const words = openingsText.confirmClose;
  return (
    <section
      aria-labelledby="close-heading"
      className={cn(panelClass, "mt-3 border-2 border-orange-300")}
    >
      <h2 id="close-heading" className="text-lg font-bold">
        {words.heading(opening.title)}
      </h2>
      <p className="mt-2 max-w-prose">{words.body(inProgress)}</p>
      <form
        method="post"
        action={`${OPENINGS_PATH}/${opening.id}`}
        className="mt-4 flex flex-wrap items-center gap-3"
      >
        <CsrfField token={csrfToken} />
        <input type="hidden" name="id" value={opening.id} />
        <input type="hidden" name="state" value="closed" />
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit">{words.submit}</Button>
        <a
          href={`${OPENINGS_PATH}/${opening.id}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {words.cancel}
        </a>
      </form>
    </section>
  );
}

/** An opening's form: create it as a draft, or edit it and publish, close or reopen it. */
export function OpeningScreen({
  viewer,
  opening,
  values,
  errors,
  notice,
  closing,
  stages,
  stagesNotice,
  attributes,
  attributesNotice,
}: OpeningFormView) {
  return (
    <AdminShell viewer={viewer} section="openings">
      <OpeningHeading opening={opening} csrfToken={viewer.csrfToken} />
      {opening && closing ? (
        <CloseConfirmation
          opening={opening}
          inProgress={closing.inProgress}
          csrfToken={viewer.csrfToken}
        />
      ) : null}
      <div className="mt-3">
        <ActionNotice id="opening-notice" notice={notice} />
      </div>
      <OpeningForm viewer={viewer} opening={opening} values={values} errors={errors} />
      {opening ? (
        <StagesEditor
          action={`${OPENINGS_PATH}/${opening.id}`}
          stages={stages}
          notice={stagesNotice}
          csrfToken={viewer.csrfToken}
        />
      ) : null}
      {opening ? (
        <AttributesEditor
          action={`${OPENINGS_PATH}/${opening.id}`}
          attributes={attributes}
          notice={attributesNotice}
          csrfToken={viewer.csrfToken}
        />
      ) : null}
    </AdminShell>
  );
}
