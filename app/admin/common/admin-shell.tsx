import type { ReactNode } from "react";
import { mayManageOpenings } from "#shared/hiring/contract.ts";
import type { AdminRole } from "#shared/accounts/contract.ts";
import { keepsAgenda } from "#shared/booking/agenda.ts";
import { Logo } from "#app/components/layout/logo.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { adminNavText, adminShellText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { CsrfField } from "./csrf-field.tsx";

/** Where the page's skip link leads on the inbox's screens (app/layouts/Shell.astro). */
export const ADMIN_CONTENT_ID = "screen";

export interface Viewer {
  readonly email: string;
  /** Their name to show; the address stands in without one. */
  readonly name?: string;
  readonly role: AdminRole;
  readonly csrfToken: string;
}

function administrators(role: AdminRole): boolean {
  return role === "administrator";
}

export type AdminSection =
  | "enquiries"
  | "spam"
  | "agenda"
  | "openings"
  | "report"
  | "person"
  | "privacy-requests"
  | "audit"
  | "saved-replies"
  | "people";

const sections: readonly {
  id: AdminSection;
  href: string;
  label: string;
  for: (role: AdminRole) => boolean;
}[] = [
  { id: "enquiries", href: "/admin", label: adminNavText.enquiries, for: () => true },
  { id: "spam", href: "/admin?status=spam", label: adminNavText.spam, for: () => true },
  {
    id: "agenda",
    href: "/admin/agenda",
    label: adminNavText.agenda,
    for: keepsAgenda,
  },
  {
    id: "openings",
    href: "/admin/openings",
    label: adminNavText.openings,
    for: mayManageOpenings,
  },
  { id: "report", href: "/admin/report", label: adminNavText.report, for: () => true },
  { id: "person", href: "/admin/person", label: adminNavText.person, for: administrators },
  {
    id: "privacy-requests",
    href: "/admin/privacy-requests",
    label: adminNavText.privacyRequests,
    for: administrators,
  },
  { id: "audit", href: "/admin/audit", label: adminNavText.audit, for: administrators },
  {
    id: "saved-replies",
    href: "/admin/saved-replies",
    label: adminNavText.savedReplies,
    for: administrators,
  },
  { id: "people", href: "/admin/people", label: adminNavText.people, for: administrators },
];

/** The way between the inbox's sections a role may use. */
function SectionNav({
  current,
  shown,
}: {
  current: AdminSection | undefined;
  shown: typeof sections;
}) {
  return (
    <nav aria-label={adminNavText.label} className="border-t border-line">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
        {shown.map((section) => (
          <li key={section.id}>
            <a
              href={section.href}
              aria-current={section.id === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap",
                section.id === current
                  ? "border-brand-600 text-brand-800"
                  : "border-transparent text-ink-muted hover:text-ink",
              )}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The inbox's own frame: the mark, who is signed in, sign-out; no marketing header or footer. */
export function AdminShell({
  viewer,
  section,
  children,
}: {
  viewer?: Viewer;
  section?: AdminSection;
  children: ReactNode;
}) {
  const shown = viewer ? sections.filter((entry) => entry.for(viewer.role)) : [];
  return (
    <div className="min-h-dvh bg-surface-muted">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <a href="/admin" className="flex items-center gap-3 rounded-md">
            <Logo />
            <span className="rounded-pill bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
              {adminShellText.product}
            </span>
          </a>
          {viewer ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <p className="text-ink-muted">
                {adminShellText.signedInAs}{" "}
                <span className="font-semibold break-all text-ink">
                  {viewer.name ?? viewer.email}
                </span>
              </p>
              <form method="post" action="/admin/sign-out">
                <CsrfField token={viewer.csrfToken} />
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center gap-2 rounded-pill px-3 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  <Icon name="logOut" className="size-4" />
                  {adminShellText.signOut}
                </button>
              </form>
            </div>
          ) : null}
        </div>
        {shown.length > 1 ? <SectionNav current={section} shown={shown} /> : null}
      </header>
      {/* The skip link's target in the inbox: past its header and sections, to the screen itself. */}
      <div
        id={ADMIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        {children}
      </div>
    </div>
  );
}
