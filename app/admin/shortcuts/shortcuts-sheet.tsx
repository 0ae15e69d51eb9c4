import { Button } from "#app/components/ui/button.tsx";
import { shortcutsText } from "#app/content/admin.ts";
import { InboxScript } from "#app/admin/common/inbox-script.tsx";
import { SHORTCUTS_SCRIPT } from "./shortcuts-endpoint.ts";
import { SHORTCUTS_SHEET_ID } from "./sheet-id.ts";

/** The keyboard shortcuts on the pages whose keys they serve (the list and an enquiry). */
export function Shortcuts() {
  return (
    <>
      <ShortcutsSheet />
      <InboxScript src={SHORTCUTS_SCRIPT} />
    </>
  );
}

/** The sheet of keyboard shortcuts: a dialog the script opens; closed, it is not shown. */
function ShortcutsSheet() {
  return (
    <dialog
      id={SHORTCUTS_SHEET_ID}
      aria-labelledby="shortcuts-heading"
      className="m-auto w-full max-w-sm rounded-card border border-line bg-surface p-5 shadow-card backdrop:bg-black/40"
    >
      <h2 id="shortcuts-heading" className="text-lg font-bold">
        {shortcutsText.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{shortcutsText.intro}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {shortcutsText.keys.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-line bg-surface-muted px-2 py-0.5 font-mono">
                {key}
              </kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4">
        <Button type="submit" variant="secondary">
          {shortcutsText.close}
        </Button>
      </form>
    </dialog>
  );
}
