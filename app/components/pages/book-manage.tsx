import type { BookContent } from "#app/content/schemas/book.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { formCardClass } from "#app/components/forms/form-card.ts";
import {
  BOOK_PATH,
  MANAGE_INTENT_FIELD,
  type ManageIntent,
  type ManageView,
} from "#shared/booking/contract.ts";
import { CAREER_PATH } from "#shared/site/sitemap-paths.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { TimesForm, ZoneSwitch } from "./book.tsx";

type OpenView = Extract<ManageView, { kind: "open" }>;
type ManageWords = BookContent["manage"];

const Intent = ({ intent }: { intent: ManageIntent }) => (
  <input type="hidden" name={MANAGE_INTENT_FIELD} value={intent} />
);

/** The move: fresh times by the visitor's day, the nearest ones first after a refusal. */
function RescheduleForm({
  view,
  text,
  words,
}: {
  view: OpenView;
  text: BookContent;
  words: ManageWords;
}) {
  return (
    <TimesForm
      calendar={view.calendar}
      nearest={view.nearest}
      refused={view.refused}
      legend={words.rescheduleHeading}
      button={words.rescheduleButton}
      text={text}
    >
      <Intent intent="reschedule" />
    </TimesForm>
  );
}

function CancelForm({ words }: { words: ManageWords }) {
  return (
    <form method="post" className={`mt-8 ${formCardClass}`}>
      <Intent intent="cancel" />
      <h2 className="text-lg font-bold">{words.cancelHeading}</h2>
      <p className="mt-2">{words.cancelLead}</p>
      <Button type="submit" variant="secondary" className="mt-4">
        {words.cancelButton}
      </Button>
    </form>
  );
}

/**
 * A page that only says where the booking stands, with a way to book another time (the openings,
 * for an interview day).
 */
function Notice({
  heading,
  body,
  words,
  again,
}: {
  heading: string;
  body: string;
  words: ManageWords;
  again: string;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">{heading}</h1>
      <output className="mt-4 block text-lg">{body}</output>
      <a href={again} className={buttonClass({ variant: "secondary" }, "mt-8")}>
        {words.bookAgain}
      </a>
    </>
  );
}

/** /book/manage/<token>: the booking and its choices; only the page's own forms change it. */
export function BookManagePage({ view, text }: { view: ManageView; text: BookContent }) {
  const interview = view.kind !== "unknown" && view.eventType === "interview";
  const words = interview ? text.manageInterview : text.manage;
  const again = interview ? CAREER_PATH : BOOK_PATH;
  const notice = (heading: string, body: string) => (
    <Notice heading={heading} body={body} words={words} again={again} />
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
          <RescheduleForm view={view} text={text} words={words} />
          <CancelForm words={words} />
        </>
      );
      break;
  }
  return (
    <section className="mx-auto max-w-4xl px-4 pt-32 pb-20 sm:px-6 sm:pt-40">{content}</section>
  );
}
