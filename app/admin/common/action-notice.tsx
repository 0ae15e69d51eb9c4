import { cn } from "#app/lib/cn.ts";
import type { ActionNoticeValue } from "./answer.ts";

/**
 * The outcome of a form's last submission, next to the form. The live region is always in the
 * page, so a screen reader announces the text when it appears.
 */
export function ActionNotice({
  id,
  notice,
}: {
  id: string;
  notice: ActionNoticeValue | undefined;
}) {
  return (
    <output
      id={id}
      aria-live="polite"
      className={cn(
        "block min-h-6 text-sm font-semibold",
        notice?.tone === "error" ? "text-danger" : "text-success",
      )}
    >
      {notice?.text}
    </output>
  );
}
