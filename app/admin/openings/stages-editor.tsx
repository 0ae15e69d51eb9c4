import type { OpeningSummary } from "#shared/hiring/contract.ts";
import { isFixedStage } from "#shared/hiring/pipeline.ts";
import { Button } from "#app/components/ui/button.tsx";
import { openingsText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import type { ActionNoticeValue } from "#app/admin/common/answer.ts";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

const words = openingsText.stages;

/**
 * An opening's stages in order, each in a form of its own: rename it, move it earlier or later,
 * delete it (not Hired nor the exits); and a form that adds one. Plain forms, no script.
 */
export function StagesEditor({
  action,
  stages,
  notice,
  csrfToken,
}: {
  action: string;
  stages: OpeningSummary["stages"];
  notice: ActionNoticeValue | undefined;
  csrfToken: string;
}) {
  return (
    <section id="stages" aria-labelledby="stages-heading" className={cn(panelClass, "mt-4")}>
      <h2 id="stages-heading" className="text-lg font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">{words.intro}</p>
      <div className="mt-2">
        <ActionNotice id="stages-notice" notice={notice} />
      </div>
      <ol className="mt-2 grid gap-2">
        {stages.map((stage, index) => (
          <li key={stage.key}>
            <form method="post" action={action} className="flex flex-wrap items-center gap-2">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="key" value={stage.key} />
              <input
                name="name"
                defaultValue={stage.name}
                maxLength={40}
                required
                aria-label={words.name(stage.name)}
                className={cn(controlClass, "w-56 max-w-full")}
              />
              <span className="min-w-24 text-sm text-ink-muted">{words.count(stage.count)}</span>
              <Button
                type="submit"
                name="intent"
                value="stage-rename"
                variant="secondary"
                aria-label={words.actionOn(words.rename, stage.name)}
              >
                {words.rename}
              </Button>
              {index > 0 ? (
                <Button
                  type="submit"
                  name="intent"
                  value="stage-up"
                  variant="ghost"
                  aria-label={words.actionOn(words.up, stage.name)}
                >
                  {words.up}
                </Button>
              ) : null}
              {index < stages.length - 1 ? (
                <Button
                  type="submit"
                  name="intent"
                  value="stage-down"
                  variant="ghost"
                  aria-label={words.actionOn(words.down, stage.name)}
                >
                  {words.down}
                </Button>
              ) : null}
              {isFixedStage(stage.key) ? null : (
                <Button
                  type="submit"
                  name="intent"
                  value="stage-delete"
                  variant="ghost"
                  formNoValidate
                  aria-label={words.actionOn(words.remove, stage.name)}
                >
                  {words.remove}
                </Button>
              )}
            </form>
          </li>
        ))}
      </ol>
      <form method="post" action={action} className="mt-4 flex flex-wrap items-end gap-2">
        <CsrfField token={csrfToken} />
        <div>
          <label htmlFor="new-stage" className={labelClass}>
            {words.addLabel}
          </label>
          <input
            id="new-stage"
            name="name"
            maxLength={40}
            required
            className={cn(controlClass, "w-56 max-w-full")}
          />
        </div>
        <Button type="submit" name="intent" value="stage-add">
          {words.add}
        </Button>
      </form>
    </section>
  );
}
