import { createPortal } from "react-dom";
import { bookingOffer } from "virtual:form-words";
import { BOOK_PATH, BOOKING_CARRY_FIELD } from "#shared/booking/contract.ts";
import { Button } from "#app/components/ui/button.tsx";

/**
 * The post to /book that carries the details just sent over, where they fill in its form: in the
 * body, never the address. Empty and outside the enquiry's form (forms do not nest); its controls
 * are the offer's, which name it. After a send with JavaScript it goes to the document's end, so
 * the form's part of the page holds no second form.
 */
export function BookingOfferForm({ id, inBody }: { id: string; inBody: boolean }) {
  const form = <form id={id} method="post" action={BOOK_PATH} />;
  return inBody ? createPortal(form, document.body) : form;
}

/**
 * Below the success of a consultation or project enquiry: the offer to pick a time now; `form`
 * names the `BookingOfferForm` its button posts. Drawn by the server (no JavaScript), the button
 * is that form's submit button; after a send with JavaScript it submits that form by script, so
 * the enquiry's form keeps one submit button of its own. The success itself is said by the form's
 * notice (without JavaScript) or its toast (with it), so this adds no second live region.
 */
export function BookingOffer({
  details,
  form,
  byScript,
}: {
  details: Readonly<Record<string, string>>;
  form: string;
  byScript: boolean;
}) {
  return (
    <div className="mb-6">
      <p>{bookingOffer.lead}</p>
      <input type="hidden" form={form} name={BOOKING_CARRY_FIELD} value="1" />
      {Object.entries(details).map(([name, value]) => (
        <input key={name} type="hidden" form={form} name={name} value={value} />
      ))}
      {byScript ? (
        <Button
          className="mt-4"
          onClick={() => document.querySelector<HTMLFormElement>(`#${form}`)?.requestSubmit()}
        >
          {bookingOffer.button}
        </Button>
      ) : (
        <Button type="submit" form={form} className="mt-4">
          {bookingOffer.button}
        </Button>
      )}
    </div>
  );
}
