import { mayWork } from "#shared/accounts/roles.ts";
import { AGENDA_PATH } from "#shared/booking/agenda.ts";
import { inboxEnquiryPath } from "#shared/enquiries/inbox-links.ts";
import {
  NOTES_MAX_LENGTH,
  RATINGS,
  RECOMMENDATIONS,
  type Scorecard,
} from "#shared/hiring/scorecards.ts";
import { scorecardText as words } from "#app/content/admin.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import { formatTeamTime } from "#app/admin/common/team-time.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { ratingField, type ScorecardView } from "./scorecard-page.ts";

/** A group of radio buttons with its legend, each label wrapping its button. */
function Choices({
  legend,
  name,
  options,
  checked,
  describedBy,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: string;
  describedBy?: string;
}) {
  return (
    <fieldset className="mt-4" aria-describedby={describedBy}>
      <legend className="font-semibold">{legend}</legend>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={checked === option.value}
                required
                className="size-5 accent-brand-600"
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const RATING_OPTIONS = RATINGS.map((rating) => ({
  value: String(rating),
  label: words.ratings[rating] ?? String(rating),
}));
const RECOMMENDATION_OPTIONS = RECOMMENDATIONS.map((value) => ({
  value,
  label: words.recommendations[value],
}));

/** A submitted scorecard as the recruiters read it. */
function ScorecardCard({ card }: { card: Scorecard }) {
  return (
    <li className={cn(panelClass, "mt-4")}>
      <h3 className="font-bold">
        {card.interviewer ?? words.formerInterviewer}: {words.recommendations[card.recommendation]}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {card.updatedAt.getTime() === card.submittedAt.getTime()
          ? words.submittedAt(formatTeamTime(card.submittedAt))
          : words.updatedAt(formatTeamTime(card.updatedAt))}
      </p>
      <ul className="mt-2">
        {card.ratings.map((entry) => (
          <li key={entry.attribute}>
            <span className="font-semibold">{entry.attribute}: </span>
            {words.ratings[entry.rating]}
          </li>
        ))}
      </ul>
      {card.notes ? <p className="mt-2 whitespace-pre-wrap text-ink">{card.notes}</p> : null}
    </li>
  );
}

/** An interview day's scorecard: the interviewer's own form, and the ones the viewer may read. */
export function ScorecardScreen({ viewer, sheet, values, notice }: ScorecardView) {
  const time = formatTeamTime(sheet.startsAt);
  const waiting = sheet.interviewers.filter((person) => !person.submitted);
  const others = sheet.scorecards.filter((card) => card !== sheet.own?.scorecard);
  return (
    <AdminShell viewer={viewer} section="agenda">
      <p className="flex flex-wrap items-center gap-4">
        {mayWork(viewer.role, "jobEnquiry") ? (
          <a
            href={inboxEnquiryPath(sheet.enquiryId)}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {words.toApplication}
          </a>
        ) : null}
        <a href={AGENDA_PATH} className="text-sm font-semibold text-brand-700 underline">
          {words.toAgenda}
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{words.heading(sheet.candidateName)}</h1>
      <p className="mt-2">
        {sheet.opening
          ? words.interviewOf(sheet.opening.title, time)
          : words.interviewNoOpening(time)}
      </p>
      <ActionNotice id="scorecard-notice" notice={notice} />
      {sheet.own && !sheet.cancelled ? (
        <form method="post" className="mt-4">
          <CsrfField token={viewer.csrfToken} />
          <fieldset className="mt-4" aria-describedby="ratings-hint">
            <legend className="text-lg font-bold">{words.ratingsLegend}</legend>
            <p id="ratings-hint" className="max-w-prose text-sm text-ink-muted">
              {words.ratingsHint}
            </p>
            {sheet.attributes.map((attribute, index) => (
              <Choices
                key={attribute}
                legend={attribute}
                name={ratingField(index)}
                options={RATING_OPTIONS}
                checked={values.ratings[attribute] ?? ""}
              />
            ))}
          </fieldset>
          <Choices
            legend={words.recommendationLegend}
            name="recommendation"
            options={RECOMMENDATION_OPTIONS}
            checked={values.recommendation}
          />
          <div className="mt-4">
            <label htmlFor="scorecard-notes" className={labelClass}>
              {words.notes}
            </label>
            <textarea
              id="scorecard-notes"
              name="notes"
              rows={6}
              maxLength={NOTES_MAX_LENGTH}
              aria-describedby="scorecard-notes-hint"
              defaultValue={values.notes}
              className={cn(controlClass, "max-w-prose")}
            />
            <p id="scorecard-notes-hint" className="mt-1 text-sm text-ink-muted">
              {words.notesHint}
            </p>
          </div>
          <button type="submit" className={buttonClass({}, "mt-6")}>
            {sheet.own.scorecard ? words.update : words.submit}
          </button>
        </form>
      ) : null}
      {sheet.cancelled ? <p className="mt-4">{words.cancelled}</p> : null}
      {sheet.own ? null : (
        <section aria-labelledby="scorecards-heading" className="mt-6">
          <h2 id="scorecards-heading" className="text-lg font-bold">
            {words.others}
          </h2>
          {waiting.length > 0 ? (
            <p className="mt-1">{words.waitingFor(waiting.map((p) => p.name).join(", "))}</p>
          ) : null}
          {others.length === 0 ? (
            <p className="mt-1 text-ink-muted">{words.none}</p>
          ) : (
            <ul>
              {others.map((card, index) => (
                <ScorecardCard key={index} card={card} />
              ))}
            </ul>
          )}
        </section>
      )}
    </AdminShell>
  );
}
