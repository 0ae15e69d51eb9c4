import type { SectionOf } from "~/content/schemas/service";
import { CtaActions } from "~/components/sections/cta-actions";
import { Reveal } from "~/components/ui/reveal";
import { Icon } from "~/components/ui/icon";

/** A sentence with an e-mail address in it ("Write to {address} and …"), the address a link. */
function EmailLine({ text, address }: { text: string; address: string }) {
  const [before, after] = text.split("{address}");
  return (
    <p className="mt-6 max-w-xl text-brand-100">
      {before}
      <a
        href={`mailto:${address}`}
        className="font-semibold break-words text-white underline underline-offset-4 hover:decoration-accent-300"
      >
        {address}
      </a>
      {after}
    </p>
  );
}

/** The closing call to action: a brand panel with its heading, buttons, text link, e-mail line and notes. */
export function ClosingCta({ section }: { section: SectionOf<"cta"> }) {
  return (
    <Reveal className="relative isolate flex flex-col overflow-hidden rounded-panel bg-surface-dark px-6 py-14 text-white shadow-lift sm:items-center sm:px-12 sm:py-20 sm:text-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-brand-400/30 blur-3xl"
      />
      {section.eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wider text-accent-300 uppercase">
          {section.eyebrow}
        </p>
      ) : null}
      <h2 className="max-w-3xl text-3xl font-bold sm:text-4xl">{section.title}</h2>
      {section.intro ? (
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{section.intro}</p>
      ) : null}
      <CtaActions actions={section.actions} />
      {section.link ? (
        <a
          href={section.link.href}
          className="group mt-8 font-semibold text-balance text-white underline decoration-accent-300 decoration-2 underline-offset-4 hover:decoration-white"
        >
          {section.link.label}
          <Icon
            name="arrowRight"
            className="ml-1.5 inline size-4 align-[-0.125em] transition-transform group-hover:translate-x-1"
          />
        </a>
      ) : null}
      {section.email ? <EmailLine {...section.email} /> : null}
      {section.notes ? (
        <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-brand-100">
          {section.notes.map((note) => (
            <li key={note} className="flex items-center gap-2">
              <Icon name="check" className="size-4 text-accent-300" />
              {note}
            </li>
          ))}
        </ul>
      ) : null}
    </Reveal>
  );
}
