import type { ReactNode } from "react";
import { Logo } from "~/components/layout/logo";
import { Icon } from "~/components/ui/icon";
import { adminShellText } from "~/content/admin";
import { CsrfField } from "./csrf-field";

export interface Viewer {
  readonly email: string;
  readonly csrfToken: string;
}

/** The inbox's own frame: the mark, who is signed in, sign-out; no marketing header or footer. */
export function AdminShell({ viewer, children }: { viewer?: Viewer; children: ReactNode }) {
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
                <span className="font-semibold break-all text-ink">{viewer.email}</span>
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
      </header>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{children}</div>
    </div>
  );
}
