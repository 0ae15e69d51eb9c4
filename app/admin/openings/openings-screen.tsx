import { openingPath } from "#shared/hiring/openings.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { openingsText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { panelClass } from "#app/admin/common/controls.ts";
import { OPENINGS_PATH, type OpeningsView } from "./openings-page.ts";
import { APPLICATIONS_PATH } from "./applications-page.ts";
import { boardPath } from "./board-page.ts";
import { HIRING_REPORT_PATH } from "./hiring-report-page.ts";
import { StateButton } from "./state-button.tsx";

const badgeClass = "inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold";
const stateTones = {
  draft: "bg-slate-200 text-slate-800",
  open: "bg-green-100 text-green-900",
  closed: "bg-orange-100 text-orange-900",
} as const;

/** Every opening: its state, last day, applications per stage, and what can be done with it. */
export function OpeningsScreen({ viewer, openings, notice }: OpeningsView) {
  return (
    <AdminShell viewer={viewer} section="openings">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{openingsText.heading}</h1>
          <p className="mt-2 max-w-prose text-ink-muted">{openingsText.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={HIRING_REPORT_PATH} className={buttonClass({ variant: "secondary" })}>
            {openingsText.hiringReport}
          </a>
          <a href={APPLICATIONS_PATH} className={buttonClass({ variant: "secondary" })}>
            {openingsText.allApplications}
          </a>
          <a href={`${OPENINGS_PATH}/new`} className={buttonClass({})}>
            {openingsText.create}
          </a>
        </div>
      </div>
      <div className="mt-4">
        <ActionNotice id="openings-notice" notice={notice} />
      </div>
      {openings.length === 0 ? (
        <p className={cn(panelClass, "mt-4")}>{openingsText.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {openings.map((opening) => (
            <li key={opening.id} className={panelClass}>
              <article aria-labelledby={`opening-${opening.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 id={`opening-${opening.id}`} className="text-lg font-bold">
                      <a
                        href={`${OPENINGS_PATH}/${opening.id}`}
                        className="underline-offset-4 hover:underline"
                      >
                        {opening.title}
                      </a>
                    </h2>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                      <span className={cn(badgeClass, stateTones[opening.state])}>
                        {openingsText.states[opening.state]}
                      </span>
                      {opening.state === "open" && !opening.listed ? (
                        <span className={cn(badgeClass, "bg-orange-100 text-orange-900")}>
                          {openingsText.expired}
                        </span>
                      ) : null}
                      <span>
                        {openingsText.validThrough}: {opening.validThrough}
                      </span>
                      <span>{openingPath(opening.slug)}</span>
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <a
                      href={boardPath(opening.id)}
                      className={buttonClass({ variant: "ghost" })}
                      aria-label={`${openingsText.board}: ${opening.title}`}
                    >
                      {openingsText.board}
                    </a>
                    <a
                      href={`${OPENINGS_PATH}/${opening.id}`}
                      className={buttonClass({ variant: "ghost" })}
                      aria-label={`${openingsText.edit}: ${opening.title}`}
                    >
                      {openingsText.edit}
                    </a>
                    <StateButton
                      opening={opening}
                      csrfToken={viewer.csrfToken}
                      action={OPENINGS_PATH}
                    />
                  </div>
                </div>
                <dl
                  aria-label={openingsText.applications}
                  className="mt-4 grid grid-cols-3 gap-2 text-center sm:grid-cols-7"
                >
                  {opening.stages.map((stage) => (
                    <div key={stage.key} className="rounded-lg bg-surface-muted px-2 py-2">
                      <dt className="text-xs text-ink-muted">{stage.name}</dt>
                      <dd className="text-lg font-bold">
                        <a
                          href={`${APPLICATIONS_PATH}?opening=${opening.id}&stage=${stage.key}`}
                          className="underline-offset-4 hover:underline"
                        >
                          {stage.count}
                          <span className="sr-only">
                            {" "}
                            {openingsText.stageLink(stage.name, opening.title)}
                          </span>
                        </a>
                      </dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
