import type { SlotView } from "#shared/booking/contract.ts";
import { agendaText } from "#app/content/admin.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { START_FIELD, type MoveView } from "./move-page.ts";

/** One group of times to choose from: a day's, or the nearest to a refused one. */
function TimeChoices({
  legend,
  slots,
  idPrefix,
}: {
  legend: string;
  slots: readonly SlotView[];
  idPrefix: string;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">{legend}</legend>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {slots.map((slot) => (
          <li key={`${idPrefix}-${slot.start}`}>
            {/* The label wraps its button: no id needed for each of some hundred times. */}
            <label className="flex min-h-11 items-center gap-2 tabular-nums">
              <input
                type="radio"
                name={START_FIELD}
                value={slot.start}
                required
                className="size-5 accent-brand-600"
              />
              {slot.time}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A booking's move: its time, the free ones by the office's day, and one button. */
export function MoveScreen({
  viewer,
  visitorName,
  line,
  state,
  active,
  days,
  nearest,
  notice,
  agendaHref,
}: MoveView) {
  return (
    <AdminShell viewer={viewer} section="agenda">
      <p>
        <a href={agendaHref} className="text-sm font-semibold text-brand-700 underline">
          {agendaText.backToAgenda}
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{agendaText.moveHeading(visitorName)}</h1>
      <p className="mt-2">
        <span className="font-semibold">{agendaText.movedNow}: </span>
        {line} · {agendaText.states[state]}
      </p>
      <ActionNotice id="move-notice" notice={notice} />
      {active ? (
        <form method="post" className="mt-4">
          <CsrfField token={viewer.csrfToken} />
          <p className="max-w-prose text-ink-muted">{agendaText.moveIntro}</p>
          {nearest.length > 0 ? (
            <TimeChoices legend={agendaText.nearestHeading} slots={nearest} idPrefix="nearest" />
          ) : null}
          {days.length === 0 ? (
            <p className="mt-4">{agendaText.noFreeTimes}</p>
          ) : (
            days.map((day) => (
              <TimeChoices key={day.isoDay} legend={day.label} slots={day.slots} idPrefix="day" />
            ))
          )}
          <button type="submit" className={buttonClass({}, "mt-6")}>
            {agendaText.moveSubmit}
          </button>
        </form>
      ) : (
        <p className="mt-4">{agendaText.noLongerMovable}</p>
      )}
    </AdminShell>
  );
}
