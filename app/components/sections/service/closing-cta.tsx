import type { SectionOf } from "#app/content/schemas/service.ts";
import { CtaPanel } from "#app/components/sections/cta-band.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** A sentence with an e-mail address in it ("Write to {address} and …"), the address a link. */
function EmailLine({ text, address }: { text: string; address: string }) {
  const [before, after] = text.split("{address}");
  return (
    <p className="mt-6 max-w-xl text-brand-100 sm:mx-auto">
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

/** A service page's closing call to action: the one panel, with a text link and an e-mail line. */
export function ClosingCta({ section }: { section: SectionOf<"cta"> }) {
  return (
    <CtaPanel
      eyebrow={section.eyebrow}
      title={section.title}
      text={section.intro}
      actions={section.actions}
      notes={section.notes}
    >
      {section.link ? (
        <p className="mt-8">
          <a
            href={section.link.href}
            className="group font-semibold text-balance text-white underline decoration-accent-300 decoration-2 underline-offset-4 hover:decoration-white"
          >
            {section.link.label}
            <Icon
              name="arrowRight"
              className="ml-1.5 inline size-4 align-[-0.125em] transition-transform group-hover:translate-x-1"
            />
          </a>
        </p>
      ) : null}
      {section.email ? <EmailLine {...section.email} /> : null}
    </CtaPanel>
  );
}
