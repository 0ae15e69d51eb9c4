import { MAX_ATTRIBUTES } from "#shared/hiring/scorecards.ts";
import { Button } from "#app/components/ui/button.tsx";
import { openingsText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import type { ActionNoticeValue } from "#app/admin/common/answer.ts";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

const words = openingsText.attributes;

/** What the opening's scorecards rate, one per line in order: a plain form, no script. */
export function AttributesEditor({
  action,
  attributes,
  notice,
  csrfToken,
}: {
  action: string;
  attributes: readonly string[];
  notice: ActionNoticeValue | undefined;
  csrfToken: string;
}) {
  return (
    <section
      id="attributes"
      aria-labelledby="attributes-heading"
      className={cn(panelClass, "mt-4")}
    >
      <h2 id="attributes-heading" className="text-lg font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">{words.intro}</p>
      <div className="mt-2">
        <ActionNotice id="attributes-notice" notice={notice} />
      </div>
      <form method="post" action={action} className="mt-2 grid gap-2">
        <CsrfField token={csrfToken} />
        <label htmlFor="attributes-list" className={labelClass}>
          {words.label}
        </label>
        <textarea
          id="attributes-list"
          name="attributes"
          rows={MAX_ATTRIBUTES / 2}
          required
          aria-describedby="attributes-hint"
          defaultValue={attributes.join("\n")}
          className={cn(controlClass, "max-w-prose")}
        />
        <p id="attributes-hint" className="text-sm text-ink-muted">
          {words.hint}
        </p>
        <div>
          <Button type="submit" name="intent" value="attributes">
            {words.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
