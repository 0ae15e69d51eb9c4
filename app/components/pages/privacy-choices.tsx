import { siteFacts } from "virtual:site-facts";
import type { SiteText } from "#app/content/schemas/site-text.ts";
import type { PrivacyChoicesView } from "#app/lib/privacy-choices-page.ts";
import { Button } from "#app/components/ui/button.tsx";
import { fillIn } from "#shared/text/fill-in.ts";
import { dayIn } from "#shared/text/dates.ts";

/** A person's choices: stop updates, ask for erasure; or why the link cannot be used. */
export function PrivacyChoices({
  view,
  text,
}: {
  view: PrivacyChoicesView;
  text: SiteText["privacyChoices"];
}) {
  const { outcome, done } = view;
  const choices = typeof outcome === "string" ? undefined : outcome;
  const problem =
    outcome === "forged"
      ? { heading: text.forgedHeading, body: text.forgedBody }
      : outcome === "gone"
        ? { heading: text.goneHeading, body: text.goneBody }
        : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6 sm:pt-40">
      <h1 className="text-3xl font-bold sm:text-4xl">{text.title}</h1>
      {!choices ? (
        <div role="alert" className="mt-6 rounded-card border border-line bg-surface p-6">
          <h2 className="text-xl font-bold">{problem?.heading ?? text.forgedHeading}</h2>
          <p className="mt-2 text-ink-muted">{problem?.body ?? text.forgedBody}</p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg text-ink-muted">{text.lead}</p>
          <div className="mt-8 grid gap-6">
            <section
              aria-labelledby="updates-heading"
              className="rounded-card border border-line bg-surface p-6 shadow-card"
            >
              <h2 id="updates-heading" className="text-xl font-bold">
                {text.updatesHeading}
              </h2>
              {done === "withdraw-updates" ? (
                <output className="mt-2 block font-semibold text-success">{text.withdrawn}</output>
              ) : choices.receivingUpdates ? (
                <form method="post" className="mt-2">
                  <p className="text-ink-muted">{text.receivingUpdates}</p>
                  <input type="hidden" name="intent" value="withdraw-updates" />
                  <Button type="submit" className="mt-4">
                    {text.withdrawButton}
                  </Button>
                </form>
              ) : (
                <p className="mt-2 text-ink-muted">{text.notReceivingUpdates}</p>
              )}
            </section>
            <section
              aria-labelledby="erasure-heading"
              className="rounded-card border border-line bg-surface p-6 shadow-card"
            >
              <h2 id="erasure-heading" className="text-xl font-bold">
                {text.erasureHeading}
              </h2>
              {choices.erasureDueAt ? (
                <output className="mt-2 block font-semibold">
                  {fillIn(text.erasureRequested, {
                    date: dayIn(choices.erasureDueAt, siteFacts.timeZone),
                  })}
                </output>
              ) : (
                <form method="post" className="mt-2">
                  <p className="text-ink-muted">{text.erasureBody}</p>
                  <input type="hidden" name="intent" value="request-erasure" />
                  <Button type="submit" variant="secondary" className="mt-4">
                    {text.erasureButton}
                  </Button>
                </form>
              )}
            </section>
          </div>
        </>
      )}
      <p className="mt-8 text-sm text-ink-muted">{text.questions}</p>
    </section>
  );
}
