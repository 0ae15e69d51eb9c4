import { siteFacts } from "virtual:site-facts";
import type { BookContent } from "#app/content/schemas/book.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { InterviewView } from "#shared/booking/interview.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { TimesForm, ZoneSwitch } from "./book.tsx";

type OpenView = Extract<InterviewView, { kind: "open" }>;

/** The free interview times by the candidate's day, the nearest ones first after a refusal. */
function PickForm({ view, text }: { view: OpenView; text: BookContent }) {
  return (
    <TimesForm
      calendar={view.calendar}
      nearest={view.nearest}
      refused={view.refused}
      legend={text.interview.slotsLegend}
      button={text.interview.bookButton}
      text={text}
    />
  );
}

/** A link that books no more: why, and a way to ask the careers address for a new one. */
function Notice({ heading, body, text }: { heading: string; body: string; text: BookContent }) {
  const ask = `mailto:${siteFacts.email.careers}?subject=${encodeURIComponent(text.interview.askSubject)}`;
  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">{heading}</h1>
      <output className="mt-4 block text-lg">{body}</output>
      <a href={ask} className={buttonClass({ variant: "secondary" }, "mt-8")}>
        {text.interview.askForNew}
      </a>
    </>
  );
}

/** /interview/<token>: the candidate picks their interview day; only the page's form books. */
export function InterviewPage({ view, text }: { view: InterviewView; text: BookContent }) {
  const words = text.interview;
  let content;
  switch (view.kind) {
    case "unknown":
      content = <Notice heading={words.unknownHeading} body={words.unknownBody} text={text} />;
      break;
    case "expired":
      content = <Notice heading={words.expiredHeading} body={words.expiredBody} text={text} />;
      break;
    case "used":
      content = (
        <>
          <h1 className="text-3xl font-bold sm:text-4xl">{words.usedHeading}</h1>
          {view.line ? (
            <p className="mt-4 text-lg">{fillIn(words.usedTime, { time: view.line })}</p>
          ) : null}
          <p className="mt-4 text-lg">{words.usedBody}</p>
        </>
      );
      break;
    case "booked":
      content = (
        <>
          <h1 className="text-3xl font-bold sm:text-4xl">{words.bookedHeading}</h1>
          <output className="mt-4 block text-lg">
            {fillIn(words.bookedBody, { time: view.line })}
          </output>
        </>
      );
      break;
    case "open":
      content = (
        <>
          <h1 className="text-3xl font-bold sm:text-4xl">{words.heading}</h1>
          <p className="mt-4 text-lg text-ink-muted">
            {fillIn(words.lead, {
              name: view.name.trim().split(/\s+/)[0] ?? "",
              position: view.position,
            })}
          </p>
          <ZoneSwitch calendar={view.calendar} text={text} />
          <p className="mt-3 text-sm text-ink-muted">
            {fillIn(text.shownIn, {
              zone: view.calendar.zoneName,
              office: view.calendar.officeZoneName,
            })}
          </p>
          <PickForm view={view} text={text} />
        </>
      );
      break;
  }
  return (
    <section className="mx-auto max-w-4xl px-4 pt-32 pb-20 sm:px-6 sm:pt-40">{content}</section>
  );
}
