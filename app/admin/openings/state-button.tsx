import type { Opening } from "#shared/hiring/openings.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { openingsText } from "#app/content/admin.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import { closeConfirmPath } from "./openings-page.ts";

/**
 * The one state change an opening offers: publish a draft, close an open one, reopen a closed
 * one. Closing first asks (`closeConfirmPath`), saying how many candidates are still in progress.
 */
export function StateButton({
  opening,
  csrfToken,
  action,
}: {
  opening: Pick<Opening, "id" | "state" | "title">;
  csrfToken: string;
  action: string;
}) {
  const [state, label, reopen] =
    opening.state === "draft"
      ? (["open", openingsText.publish, false] as const)
      : opening.state === "open"
        ? (["closed", openingsText.close, false] as const)
        : (["open", openingsText.reopen, true] as const);
  if (state === "closed") {
    return (
      <a
        href={closeConfirmPath(opening.id)}
        className={buttonClass({ variant: "secondary" })}
        aria-label={`${label}: ${opening.title}`}
      >
        {label}
      </a>
    );
  }
  return (
    <form method="post" action={action}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="id" value={opening.id} />
      <input type="hidden" name="state" value={state} />
      {reopen ? <input type="hidden" name="reopen" value="yes" /> : null}
      <Button
        type="submit"
        variant={state === "open" ? "primary" : "secondary"}
        aria-label={`${label}: ${opening.title}`}
      >
        {label}
      </Button>
    </form>
  );
}
