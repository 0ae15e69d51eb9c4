import { presenceText } from "#app/content/admin.ts";
import { InboxScript } from "#app/admin/common/inbox-script.tsx";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

interface PresenceBarProps {
  /** Where the page beats (`/admin/enquiries/:id/presence`). */
  readonly beatPath: string;
  /** Who else was here when the page was drawn; the script keeps it current. */
  readonly lines: readonly string[];
  readonly csrfToken: string;
}

/**
 * Who else has the enquiry open, and who is writing a reply. The script (`/admin/presence.js`,
 * app/lib/presence.ts) beats for this page and redraws the list within seconds; the list is a
 * polite live region, so a screen reader hears a colleague arrive or start writing.
 */
export function PresenceBar({ beatPath, lines, csrfToken }: PresenceBarProps) {
  return (
    <div data-presence={beatPath} className="mt-3">
      <CsrfField token={csrfToken} />
      <ul
        aria-label={presenceText.label}
        aria-live="polite"
        className="flex flex-wrap gap-2 text-sm empty:hidden"
      >
        {lines.map((line) => (
          <li key={line} className="rounded-full bg-amber-50 px-3 py-1 font-semibold text-ink">
            {line}
          </li>
        ))}
      </ul>
      <InboxScript src="/admin/presence.js" />
    </div>
  );
}
