import type { BookContent } from "#app/content/schemas/book.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { formCardClass } from "#app/components/forms/form-card.ts";
import {
  BOOK_PATH,
  MANAGE_INTENT_FIELD,
  type ManageIntent,
  type ManageView,
} from "#shared/booking/contract.ts";
import { BOOKING_ZONE_FIELD } from "#shared/enquiries/schemas.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { TimeChoices, ZoneSwitch } from "./book.tsx";

type OpenView = Extract<ManageView, { kind: "open" }>;

const Intent = ({ intent }: { intent: ManageIntent }) => (
  <input type="hidden" name={MANAGE_INTENT_FIELD} value={intent} />
);

/** The move: fresh times by the visitor's day, the nearest ones first after a refusal. */
function RescheduleForm({ view, text }: { view: OpenView; text: BookContent }) {
  const { calendar } = view;
  return (
    <form method="post" className={`mt-8 ${formCardClass}`}>
      <Intent intent="reschedule" />
      <input type="hidden" name={BOOKING_ZONE_FIELD} value={calendar.zone} />
      <fieldset className="grid gap-3">
        <legend className="text-lg font-bold">{text.manage.rescheduleHeading}</legend>
        {view.refused ? (
          <p role="alert" className="font-semibold text-danger">
            {view.refused}
          </p>
        ) : null}
        <TimeChoices calendar={calendar} nearest={view.nearest} text={text} />
      </fieldset>
      <Button type="submit" size="lg" className="mt-6">
        {text.manage.rescheduleButton}
      </Button>
    </form>
  );
}

function CancelForm({ text }: { text: BookContent }) {
  return (
    <form method="post" className={`mt-8 ${formCardClass}`}>
      <Intent intent="cancel" />
      <h2 className="text-lg font-bold">{text.manage.cancelHeading}</h2>
      <p className="mt-2">{text.manage.cancelLead}</p>
      <Button type="submit" variant="secondary" className="mt-4">
        {text.manage.cancelButton}
      </Button>
    </form>
  );
}

/** A page that only says where the booking stands, with a way to book another time. */
function Notice({ heading, body, text }: { heading: string; body: string; text: BookContent }) {
  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">{heading}</h1>
      <output className="mt-4 block text-lg">{body}</output>
      <a href={BOOK_PATH} className={buttonClass({ variant: "secondary" }, "mt-8")}>
        {text.manage.bookAgain}
      </a>
    </>
  );
}

/** /book/manage/<token>: the booking and its choices; only the page's own forms change it. */
export function BookManagePage({ view, text }: { view: ManageView; text: BookContent }) {
  const words = text.manage;
  const notice = (heading: string, body: string) => (
    <Notice heading={heading} body={body} text={text} />
  );
  let content;
  switch (view.kind) {
    case "unknown":
      content = notice(words.unknownHeading, words.unknownBody);
      break;
    case "too-late":
      content = notice(words.tooLateHeading, fillIn(words.tooLateBody, { time: view.line }));
      break;
    case "over":
      content = notice(words.overHeading, fillIn(words.overBody, { time: view.line }));
      break;
    case "rescheduled":
      content = notice(
        words.rescheduledHeading,
        fillIn(words.rescheduledBody, { time: view.line }),
      );
      break;
    case "cancelled":
      content = notice(words.cancelledHeading, fillIn(words.cancelledBody, { time: view.line }));
      break;
    case "open":
      content = (
        <>
          <h1 className="text-3xl font-bold sm:text-4xl">{words.heading}</h1>
          <p className="mt-4 text-lg">{fillIn(words.current, { time: view.line })}</p>
          <ZoneSwitch calendar={view.calendar} text={text} />
          <p className="mt-3 text-sm text-ink-muted">
            {fillIn(text.shownIn, {
              zone: view.calendar.zoneName,
              office: view.calendar.officeZoneName,
            })}
          </p>
          <RescheduleForm view={view} text={text} />
          <CancelForm text={text} />
        </>
      );
      break;
  }
  return (
    <section className="mx-auto max-w-4xl px-4 pt-32 pb-20 sm:px-6 sm:pt-40">{content}</section>
  );
}
