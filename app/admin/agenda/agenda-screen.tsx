import { CANCEL_REASON_MAX_CHARS } from "#shared/booking/agenda.ts";
import { agendaText } from "#app/content/admin.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import {
  BOOKING_FIELD,
  REASON_FIELD,
  RENEW_FEED_INTENT,
  type AgendaItemView,
  type AgendaView,
} from "./agenda-page.ts";

const stateTones: Readonly<Record<AgendaItemView["state"], string>> = {
  booked: "bg-brand-100 text-brand-900",
  rescheduled: "bg-sky-100 text-sky-900",
  cancelled: "bg-slate-200 text-slate-800",
  held: "bg-green-100 text-green-900",
  no_show: "bg-orange-100 text-orange-900",
};

/** A pair of links choosing one of two views, the current one marked. */
function Choice({
  label,
  options,
}: {
  label: string;
  options: readonly { href: string; text: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.href}>
            <a
              href={option.href}
              aria-current={option.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-pill border px-4 text-sm font-semibold",
                option.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-line bg-surface text-ink hover:bg-brand-50",
              )}
            >
              {option.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A booking's changes: "Held" and "No-show" once it has started; "Cancel" opens (without
 * JavaScript, a details element) the reason it needs and the button that cancels.
 */
function BookingActions({ item, csrfToken }: { item: AgendaItemView; csrfToken: string }) {
  const reasonId = `reason-${item.bookingId}`;
  return (
    <div className="flex w-full flex-wrap items-start gap-3 pt-2">
      {item.actions.close ? (
        <form method="post" className="flex flex-wrap gap-2">
          <CsrfField token={csrfToken} />
          <input type="hidden" name={BOOKING_FIELD} value={item.bookingId} />
          <button type="submit" name="intent" value="held" className={buttonClass({})}>
            {agendaText.markHeld}
          </button>
          <button
            type="submit"
            name="intent"
            value="no-show"
            className={buttonClass({ variant: "secondary" })}
          >
            {agendaText.markNoShow}
          </button>
        </form>
      ) : null}
      {item.moveHref ? (
        <a href={item.moveHref} className={buttonClass({ variant: "secondary" })}>
          {agendaText.move}
        </a>
      ) : null}
      <details className="min-w-0 flex-1">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700 underline">
          {agendaText.cancelOpen}
        </summary>
        <form method="post" className="mt-2 max-w-prose">
          <CsrfField token={csrfToken} />
          <input type="hidden" name={BOOKING_FIELD} value={item.bookingId} />
          <label htmlFor={reasonId} className="block text-sm font-semibold">
            {agendaText.reasonLabel}
          </label>
          <textarea
            id={reasonId}
            name={REASON_FIELD}
            required
            rows={2}
            maxLength={CANCEL_REASON_MAX_CHARS}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
          />
          <button
            type="submit"
            name="intent"
            value="cancel"
            className={buttonClass({}, "mt-2 bg-danger hover:bg-red-800")}
          >
            {agendaText.cancelConfirm}
          </button>
        </form>
      </details>
    </div>
  );
}

function AgendaItem({ item, csrfToken }: { item: AgendaItemView; csrfToken: string }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
      <p className="w-28 shrink-0">
        <time dateTime={item.startIso} className="font-semibold tabular-nums">
          {item.officeTime}
        </time>
      </p>
      <div className="min-w-0 flex-1">
        <a href={item.enquiryHref} className="font-semibold break-words text-brand-700 underline">
          {item.visitorName}
        </a>
        <span className="text-ink-muted"> · {item.company || agendaText.noCompany}</span>
        {item.visitorTime ? (
          <p className="text-sm text-ink-muted">
            {agendaText.visitorTime}: {item.visitorTime}
          </p>
        ) : null}
      </div>
      <p className="text-sm">
        <span className="text-ink-muted">{agendaText.consultant}: </span>
        {item.consultant}
      </p>
      <span
        className={cn(
          "inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold",
          stateTones[item.state],
        )}
      >
        {agendaText.states[item.state]}
      </span>
      {item.scorecardHref ? (
        <a href={item.scorecardHref} className="text-sm font-semibold text-brand-700 underline">
          {agendaText.scorecard}
        </a>
      ) : null}
      {item.actions.cancel ? <BookingActions item={item} csrfToken={csrfToken} /> : null}
    </li>
  );
}

/** The viewer's private calendar feed: when its address was made, a new one, shown once. */
function FeedPanel({ feed, csrfToken }: { feed: AgendaView["feed"]; csrfToken: string }) {
  return (
    <section
      aria-labelledby="feed-heading"
      className="mt-10 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id="feed-heading" className="text-lg font-bold">
        {agendaText.feedHeading}
      </h2>
      <p className="mt-2 max-w-prose text-sm text-ink-muted">{agendaText.feedIntro}</p>
      {feed.newAddress ? (
        <div className="mt-4">
          <p className="font-semibold">{agendaText.feedShownOnce}</p>
          <label htmlFor="feed-address" className="mt-2 block text-sm font-semibold">
            {agendaText.feedAddressLabel}
          </label>
          <input
            id="feed-address"
            readOnly
            value={feed.newAddress}
            className="mt-1 w-full rounded-md border border-line bg-surface-muted px-3 py-2 font-mono text-sm"
          />
        </div>
      ) : (
        <p className="mt-4 text-sm">
          {feed.madeAt ? agendaText.feedMadeAt(feed.madeAt) : agendaText.feedNone}
        </p>
      )}
      <form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <CsrfField token={csrfToken} />
        <button type="submit" name="intent" value={RENEW_FEED_INTENT} className={buttonClass({})}>
          {feed.madeAt ? agendaText.feedRenew : agendaText.feedMake}
        </button>
        {feed.madeAt ? (
          <span className="text-sm text-ink-muted">{agendaText.feedRenewHint}</span>
        ) : null}
      </form>
    </section>
  );
}

/** The bookings by the office's day, with the choice of period and of whose. */
export function AgendaScreen({ viewer, query, days, links, feed, notice }: AgendaView) {
  const past = query.period === "past";
  return (
    <AdminShell viewer={viewer} section="agenda">
      <h1 className="text-2xl font-bold sm:text-3xl">{agendaText.heading}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{agendaText.intro}</p>
      <div className="mt-4 flex flex-wrap gap-4">
        <Choice
          label={agendaText.periodLabel}
          options={[
            { href: links.coming, text: agendaText.coming, current: !past },
            { href: links.past, text: agendaText.past, current: past },
          ]}
        />
        <Choice
          label={agendaText.whoseLabel}
          options={[
            { href: links.everyone, text: agendaText.everyone, current: !query.mine },
            { href: links.mine, text: agendaText.mine, current: query.mine },
          ]}
        />
      </div>
      <ActionNotice id="agenda-notice" notice={notice} />
      {days.length === 0 ? (
        <p className="mt-6 rounded-card border border-dashed border-slate-400 bg-surface p-6 text-ink-muted">
          {past ? agendaText.emptyPast : agendaText.emptyComing}
        </p>
      ) : (
        days.map((day) => (
          <section key={day.isoDay} aria-labelledby={`day-${day.isoDay}`} className="mt-6">
            <h2 id={`day-${day.isoDay}`} className="mb-2 text-lg font-bold">
              {day.label}
            </h2>
            <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
              {day.items.map((item) => (
                <AgendaItem key={item.bookingId} item={item} csrfToken={viewer.csrfToken} />
              ))}
            </ul>
          </section>
        ))
      )}
      <FeedPanel feed={feed} csrfToken={viewer.csrfToken} />
    </AdminShell>
  );
}
