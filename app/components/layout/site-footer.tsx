import { siteFacts } from "virtual:site-facts";
import { copyrightYears } from "#shared/site/facts.ts";
import type { Cta } from "#app/content/schemas/common.ts";
import type { SiteText } from "#app/content/schemas/site-text.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { Logo } from "./logo.tsx";

/** `wide`: the list runs in two columns on a phone, where the column spans the footer. */
function LinkColumn({
  title,
  links,
  wide = false,
}: {
  title: string;
  links: readonly Cta[];
  wide?: boolean;
}) {
  return (
    <div className={wide ? "col-span-2 md:col-span-1" : undefined}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className={wide ? "mt-3 columns-2 gap-6 md:columns-1" : "mt-3"}>
        {links.map((link) => (
          <li key={link.href} className="break-inside-avoid">
            <a
              href={link.href}
              className="inline-block py-1.5 text-sm text-brand-100 hover:text-white hover:underline sm:text-base"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SocialIcon({ kind }: { kind: "instagram" | "linkedin" }) {
  return kind === "instagram" ? (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.8a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2Zm6-8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21.9 8.2c-.1-1.6-.4-3-1.6-4.2S17.8 2.5 16.2 2.4C14.6 2.3 9.4 2.3 7.8 2.4 6.2 2.5 4.8 2.8 3.6 4S2.1 6.6 2 8.2c-.1 1.6-.1 6.8 0 8.4.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.8.1 8.4 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.8-.1-8.4Zm-2.1 10.2a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.7.4s-4.4.1-5.7-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.7s-.1-4.4.4-5.7A3.2 3.2 0 0 1 6.6 5c1.3-.5 4.3-.4 5.7-.4s4.4-.1 5.7.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.7s.1 4.4-.4 5.7Z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20.4 2H3.6C2.7 2 2 2.7 2 3.6v16.8c0 .9.7 1.6 1.6 1.6h16.8c.9 0 1.6-.7 1.6-1.6V3.6c0-.9-.7-1.6-1.6-1.6ZM8 19H5V9.5h3V19ZM6.5 8.2a1.7 1.7 0 1 1 0-3.5 1.7 1.7 0 0 1 0 3.5ZM19 19h-3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19h-3V9.5h2.8v1.3h.1c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.6 2 3.6 4.6V19Z"
      />
    </svg>
  );
}

/** `services`: the footer's links to the service pages, in the footer's order. */
export function SiteFooter({ text, services }: { text: SiteText; services: readonly Cta[] }) {
  const { footer } = text;
  const { address } = siteFacts;
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:gap-12 md:py-16 lg:grid-cols-5 lg:px-8">
        <div className="col-span-2">
          <Logo onDark />
          <p className="mt-4 max-w-sm">{footer.about}</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex gap-3">
              <Icon name="mapPin" className="size-5 shrink-0 text-accent-300" />
              <span>
                {address.street}, {address.city}, {address.region} {address.postalCode}
              </span>
            </li>
            <li className="flex gap-3">
              <Icon name="mail" className="size-5 shrink-0 text-accent-300" />
              <a
                href={`mailto:${siteFacts.email.sales}`}
                className="hover:text-white hover:underline"
              >
                <EmailAddress address={siteFacts.email.sales} />
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="phone" className="size-5 shrink-0 text-accent-300" />
              <a href={siteFacts.phone.href} className="hover:text-white hover:underline">
                {siteFacts.phone.display}
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn title={footer.servicesTitle} links={services} wide />
        <LinkColumn title={footer.quickLinksTitle} links={footer.quickLinks} />
        <div>
          <LinkColumn title={footer.legalTitle} links={footer.legalLinks} />
          <h2 className="mt-6 text-sm font-semibold tracking-wider text-white uppercase">
            {footer.followTitle}
          </h2>
          <ul className="mt-3 flex gap-3">
            <li>
              <a
                href={siteFacts.social.instagram}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={footer.instagramLabel}
                className="grid size-10 place-items-center rounded-full bg-white/10 hover:bg-white/20"
              >
                <SocialIcon kind="instagram" />
              </a>
            </li>
            <li>
              <a
                href={siteFacts.social.linkedin}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={footer.linkedinLabel}
                className="grid size-10 place-items-center rounded-full bg-white/10 hover:bg-white/20"
              >
                <SocialIcon kind="linkedin" />
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © {copyrightYears(siteFacts)} {siteFacts.company}. {footer.rights}
        </p>
      </div>
    </footer>
  );
}
