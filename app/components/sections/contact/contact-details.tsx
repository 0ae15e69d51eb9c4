import type { ReactNode } from "react";
import { siteFacts } from "virtual:site-facts";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { TimeRange } from "#app/components/ui/time-range.tsx";
import type { ContactDetailsText } from "#app/content/schemas/contact.ts";

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <IconBadge name={icon} size="sm" className="max-sm:hidden" />
      <div className="min-w-0 flex-1">
        <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {/* On narrow screens the icon sits beside the label, leaving the full width to the text. */}
          <Icon name={icon} className="size-4 text-brand-600 sm:hidden" />
          {label}
        </h3>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "font-medium text-brand-700 hover:text-brand-800 hover:underline";

/** Office address, the two e-mail addresses, the phone number and business hours. */
export function ContactDetails({ text }: { text: ContactDetailsText }) {
  const { address } = siteFacts;
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h2 className="text-2xl font-bold text-ink">{text.title}</h2>
      <ul className="mt-6 space-y-6">
        <Detail icon="mapPin" label={text.officeLabel}>
          <address className="not-italic" id="office">
            {siteFacts.legalName}
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}, {address.country}
          </address>
        </Detail>
        <Detail icon="mail" label={text.emailLabel}>
          <dl className="space-y-2">
            <div>
              <dt className="text-sm text-ink-muted">{text.salesLabel}</dt>
              <dd>
                <a href={`mailto:${siteFacts.email.sales}`} className={linkClass}>
                  <EmailAddress address={siteFacts.email.sales} />
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">{text.careersLabel}</dt>
              <dd>
                <a href={`mailto:${siteFacts.email.careers}`} className={linkClass}>
                  <EmailAddress address={siteFacts.email.careers} />
                </a>
              </dd>
            </div>
          </dl>
        </Detail>
        <Detail icon="phone" label={text.phoneLabel}>
          <a href={siteFacts.phone.href} className={linkClass}>
            {siteFacts.phone.display}
          </a>
        </Detail>
        <Detail icon="clock" label={text.hoursTitle}>
          <dl className="space-y-2 sm:space-y-1">
            {siteFacts.hours.map((row) => (
              <div key={row.days} className="sm:flex sm:justify-between sm:gap-4">
                <dt className="text-sm text-ink-muted sm:text-base sm:text-ink">{row.days}</dt>
                <dd className="font-medium">
                  <TimeRange text={row.time} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-ink-muted">{text.hoursNote}</p>
        </Detail>
      </ul>
    </div>
  );
}
