import { buttonClass } from "#app/components/ui/button.tsx";
import { adminShellText } from "#app/content/admin.ts";
import type { Problem } from "./answer.ts";
import { AdminShell } from "./admin-shell.tsx";

/** A refused POST or an unknown enquiry, in the inbox's own frame, with the way back. */
export function ProblemScreen({ heading, body }: Problem) {
  return (
    <AdminShell>
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <p className="mt-3 max-w-prose text-ink-muted">{body}</p>
      <a href="/admin" className={buttonClass({}, "mt-6")}>
        {adminShellText.backToInbox}
      </a>
    </AdminShell>
  );
}
