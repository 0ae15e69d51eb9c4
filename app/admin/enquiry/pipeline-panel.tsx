import type { ApplicationRecord } from "#shared/hiring/contract.ts";
import { Button } from "#app/components/ui/button.tsx";
import { applicationText, enquiryText, scorecardSummaryText } from "#app/content/admin.ts";
import { OFFER_REASON_MAX_LENGTH } from "#shared/hiring/scorecards.ts";
import { REASON_FIELD } from "#app/admin/openings/stage-move.ts";
import { ScorecardSummaryLines } from "#app/admin/openings/scorecard-summary.tsx";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import type { ActionNoticeValue } from "#app/admin/common/answer.ts";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import { formatTeamTime } from "#app/admin/common/team-time.ts";

/**
 * A job application's opening, its stage with the form that moves it and the moves so far, and
 * its CV, which downloads as a file and is never shown in the page.
 */
export function PipelinePanel({
  enquiryId,
  application,
  csrfToken,
  notice,
}: {
  enquiryId: string;
  application: ApplicationRecord;
  csrfToken: string;
  notice: ActionNoticeValue | undefined;
}) {
  const { opening, cv } = application;
  return (
    <section aria-labelledby="application-heading" className={panelClass}>
      <h2 id="application-heading" className="text-lg font-bold">
        {applicationText.heading}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="font-semibold">{applicationText.opening}</dt>
          <dd className="text-ink-muted">
            {opening ? (
              <a href={`/admin/openings/${opening.id}`} className="text-brand-700 underline">
                {opening.title}
              </a>
            ) : (
              applicationText.noOpening
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{applicationText.cv}</dt>
          <dd className="text-ink-muted">
            {cv ? (
              <a
                href={`/admin/enquiries/${enquiryId}/cv`}
                download={cv.fileName}
                className="break-all text-brand-700 underline"
              >
                {applicationText.download(cv.fileName)} ({applicationText.size(cv.sizeBytes)})
              </a>
            ) : (
              applicationText.noCv
            )}
          </dd>
        </div>
      </dl>
      <form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="version" value={application.version} />
        <div className="min-w-40 flex-1">
          <label htmlFor="stage" className={labelClass}>
            {applicationText.stage}
          </label>
          <select
            id="stage"
            name="stage"
            defaultValue={application.stage.key}
            aria-describedby="stage-notice"
            className={controlClass}
          >
            {application.stages.map((stage) => (
              <option key={stage.key} value={stage.key}>
                {stage.name}
              </option>
            ))}
          </select>
        </div>
        {application.scorecards && application.scorecards.missing.length > 0 ? (
          <div className="w-full">
            <label htmlFor="offer-reason" className={labelClass}>
              {scorecardSummaryText.reasonLabel}
            </label>
            <textarea
              id="offer-reason"
              name={REASON_FIELD}
              rows={2}
              maxLength={OFFER_REASON_MAX_LENGTH}
              aria-describedby="offer-reason-hint"
              className={controlClass}
            />
            <p id="offer-reason-hint" className="mt-1 text-sm text-ink-muted">
              {scorecardSummaryText.reasonHint(application.scorecards.missing.join(", "))}
            </p>
          </div>
        ) : null}
        <Button type="submit">{applicationText.stageSubmit}</Button>
      </form>
      {application.scorecards ? <ScorecardSummaryLines summary={application.scorecards} /> : null}
      <div className="mt-2">
        <ActionNotice id="stage-notice" notice={notice} />
      </div>
      {application.history.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{applicationText.historyEmpty}</p>
      ) : (
        <ol className="mt-2 grid gap-2 text-sm">
          {application.history.map((change) => (
            <li key={change.at.toISOString() + change.to} className="break-words">
              <span className="font-semibold">
                {enquiryText.historyEntry(change.from, change.to)}
              </span>{" "}
              {enquiryText.by} {change.by},{" "}
              <time dateTime={change.at.toISOString()}>{formatTeamTime(change.at)}</time>
              {change.reason ? (
                <span className="block text-ink-muted">
                  {scorecardSummaryText.historyReason(change.reason)}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
