import type { ReactNode } from "react";
import type { BookContent } from "#app/content/schemas/book.ts";
import type { FormText } from "#app/content/schemas/forms.ts";
import type { EnquiryFormResult } from "#app/lib/form-post.ts";
import { CompanyField, EmailField, NameField } from "#app/components/forms/contact-fields.tsx";
import { ConsentFields } from "#app/components/forms/consent-fields.tsx";
import { EnquiryForm } from "#app/components/forms/enquiry-form.tsx";
import { TextAreaField, TextField } from "#app/components/forms/field.tsx";
import { fieldGridClass, formCardClass } from "#app/components/forms/form-card.ts";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useEnquiryForm } from "#app/components/forms/use-enquiry-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { BookingCalendarView, SlotView } from "#shared/booking/contract.ts";
import { ZONE_PARAMETER } from "#shared/booking/contract.ts";
import { BOOKING_SLOT_FIELD, BOOKING_ZONE_FIELD } from "#shared/enquiries/schemas.ts";
import { fillIn } from "#shared/text/fill-in.ts";

const FORM_ID = "booking-form";

export interface BookView {
  readonly calendar: BookingCalendarView;
  readonly posted: EnquiryFormResult | undefined;
  /** The booked time in words, once booked. */
  readonly booked: string | undefined;
  /** The free times nearest to a refused one. */
  readonly nearest: readonly SlotView[];
  /** The details carried over from the enquiry just sent, to fill the form in with. */
  readonly carried?: Readonly<Record<string, string>>;
}

/** The zone switch: a plain GET form, so it works without JavaScript. */
export function ZoneSwitch({
  calendar,
  text,
}: {
  calendar: BookingCalendarView;
  text: BookContent;
}) {
  return (
    <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 max-w-full gap-1">
        <label htmlFor="zone" className="text-sm font-semibold">
          {text.zoneLabel}
        </label>
        <select
          id="zone"
          name={ZONE_PARAMETER}
          defaultValue={calendar.zone}
          className="h-12 w-full max-w-full rounded-control border border-slate-400 bg-surface px-3 text-base"
        >
          {/* A zone's name is its value: written once, the 400-odd options weigh 1 KB less sent. */}
          {calendar.zones.map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {text.zoneButton}
      </Button>
    </form>
  );
}

function SlotChoice({
  slot,
  text,
  checked,
}: {
  slot: SlotView;
  text: BookContent;
  checked: boolean;
}) {
  // The label wraps its button: no id needed for each of some hundred times.
  return (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name={BOOKING_SLOT_FIELD}
        value={slot.start}
        defaultChecked={checked}
        className="size-5 accent-brand-600"
      />
      {slot.time}
      {slot.officeTime ? (
        <span className="text-ink-muted">{fillIn(text.officeTime, { time: slot.officeTime })}</span>
      ) : null}
    </label>
  );
}

/**
 * The times to choose from: the nearest free ones after a refusal, then the free times by the
 * visitor's day, each day a disclosure (the first open), radio buttons. /book and a booking's
 * own page (to move it) both offer them.
 */
export function TimeChoices({
  calendar,
  nearest,
  text,
  chosen,
}: {
  calendar: BookingCalendarView;
  nearest: readonly SlotView[];
  text: BookContent;
  chosen?: string;
}) {
  return (
    <>
      {nearest.length > 0 ? (
        <fieldset className="rounded-card border border-line p-4">
          <legend className="px-1 font-semibold">{text.nearestHeading}</legend>
          <div className="mt-2 grid gap-2">
            {nearest.map((slot) => (
              <label key={slot.start} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={BOOKING_SLOT_FIELD}
                  value={slot.start}
                  className="size-5 accent-brand-600"
                />
                {slot.line}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {calendar.days.length === 0 ? <p>{text.noSlots}</p> : null}
      {calendar.days.map((day, index) => (
        <details
          key={day.isoDay}
          open={index === 0}
          className="rounded-card border border-line p-4"
        >
          <summary className="cursor-pointer font-semibold">{day.label}</summary>
          <fieldset className="mt-3">
            <legend className="sr-only">{day.label}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {day.slots.map((slot) => (
                <SlotChoice
                  key={slot.start}
                  slot={slot}
                  text={text}
                  checked={slot.start === chosen}
                />
              ))}
            </div>
          </fieldset>
        </details>
      ))}
    </>
  );
}

/**
 * A form of its own offering the times, the nearest ones first after a refusal: a booking's move
 * on its manage page, and the candidate's pick of an interview day.
 */
export function TimesForm({
  calendar,
  nearest,
  refused,
  legend,
  button,
  text,
  children,
}: {
  calendar: BookingCalendarView;
  nearest: readonly SlotView[];
  refused: string | undefined;
  legend: string;
  button: string;
  text: BookContent;
  /** Hidden fields the form's answer needs besides the time and the zone. */
  children?: ReactNode;
}) {
  return (
    <form method="post" className={`mt-8 ${formCardClass}`}>
      {children}
      <input type="hidden" name={BOOKING_ZONE_FIELD} value={calendar.zone} />
      <fieldset className="grid gap-3">
        <legend className="text-lg font-bold">{legend}</legend>
        {refused ? (
          <p role="alert" className="font-semibold text-danger">
            {refused}
          </p>
        ) : null}
        <TimeChoices calendar={calendar} nearest={nearest} text={text} />
      </fieldset>
      <Button type="submit" size="lg" className="mt-6">
        {button}
      </Button>
    </form>
  );
}

/** The free times by the visitor's day, each day a disclosure (the first open), radio buttons. */
function SlotPicker({ view, text }: { view: BookView; text: BookContent }) {
  const { calendar, posted, nearest } = view;
  const chosen =
    posted && posted.status !== "stored" ? posted.values[BOOKING_SLOT_FIELD] : undefined;
  const error = posted?.status === "invalid" ? posted.errors[BOOKING_SLOT_FIELD] : undefined;
  return (
    <fieldset id={`${FORM_ID}-${BOOKING_SLOT_FIELD}`} tabIndex={-1} className="grid gap-3">
      <legend className="text-lg font-bold">{text.slotsLegend}</legend>
      {error ? (
        <p id={`${FORM_ID}-${BOOKING_SLOT_FIELD}-error`} className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <TimeChoices calendar={calendar} nearest={nearest} text={text} chosen={chosen} />
    </fieldset>
  );
}

/** /book: the times in the visitor's zone and the consultation form, or the booked time. */
export function BookPage({
  view,
  text,
  formText,
}: {
  view: BookView;
  text: BookContent;
  formText: FormText;
}) {
  const form = useEnquiryForm("consultation", formText, view.posted, view.carried);
  const { calendar } = view;
  return (
    <section className="mx-auto max-w-4xl px-4 pt-32 pb-20 sm:px-6 sm:pt-40">
      <h1 className="text-3xl font-bold sm:text-4xl">{text.heading}</h1>
      {view.booked ? (
        <section
          aria-labelledby="booked-heading"
          className="mt-8 rounded-card border border-line bg-surface p-6 shadow-card"
        >
          <h2 id="booked-heading" className="text-xl font-bold">
            {text.bookedHeading}
          </h2>
          <output className="mt-2 block">{fillIn(text.bookedBody, { time: view.booked })}</output>
        </section>
      ) : (
        <>
          <p className="mt-4 text-lg text-ink-muted">{text.lead}</p>
          <ZoneSwitch calendar={calendar} text={text} />
          <p className="mt-3 text-sm text-ink-muted">
            {fillIn(text.shownIn, { zone: calendar.zoneName, office: calendar.officeZoneName })}
          </p>
          <div className="mt-8">
            <EnquiryForm id={FORM_ID} form={form} className={formCardClass}>
              <input type="hidden" name={BOOKING_ZONE_FIELD} value={calendar.zone} />
              <SlotPicker view={view} text={text} />
              <h2 className="mt-8 text-lg font-bold">{text.detailsHeading}</h2>
              <div className={`mt-4 ${fieldGridClass}`}>
                <NameField />
                <EmailField />
                <CompanyField />
                <TextField name="phone" type="tel" autoComplete="tel" />
                <TextAreaField name="projectDetails" marked required className="sm:col-span-2" />
              </div>
              <ConsentFields text={formText.consent} />
              <SubmitButton submitting={form.submitting} submittingLabel={formText.submitting}>
                {formText.submit}
              </SubmitButton>
            </EnquiryForm>
          </div>
        </>
      )}
    </section>
  );
}
