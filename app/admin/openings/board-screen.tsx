import { OFFER_REASON_MAX_LENGTH, scorecardPath } from "#shared/hiring/scorecards.ts";
import { REASON_FIELD } from "./stage-move.ts";
import { ScorecardSummaryLines } from "./scorecard-summary.tsx";
import { INTERVIEW_LINK_SLOT } from "#shared/hiring/interview-link.ts";
import type { ApplicationCard } from "#shared/hiring/contract.ts";
import { Button } from "#app/components/ui/button.tsx";
import { boardText, scorecardSummaryText } from "#app/content/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import { formatTeamTime } from "#app/admin/common/team-time.ts";
import { InboxScript } from "#app/admin/common/inbox-script.tsx";
import { BOARD_SCRIPT, boardPath, type BoardView } from "./board-page.ts";
import { APPLICATIONS_PATH } from "./applications-page.ts";
import { OPENINGS_PATH } from "./openings-page.ts";

const DAY_MS = 86_400_000;

/**
 * One candidate: their name (to the application), days in the stage, the CV, and the form that
 * moves the card, which works by keyboard and without a script; the board's script submits it
 * on a drop.
 */
function Card({
  card,
  stages,
  action,
  csrfToken,
  now,
}: {
  card: ApplicationCard;
  stages: BoardView["stages"];
  action: string;
  csrfToken: string;
  now: Date;
}) {
  const days = Math.max(0, Math.floor((now.getTime() - card.stageSince.getTime()) / DAY_MS));
  const id = card.enquiryId;
  return (
    <li
      id={`card-${id}`}
      data-card={id}
      className="rounded-lg border border-line bg-white p-3 shadow-sm"
    >
      <h3 className="font-semibold break-words">
        <a href={`/admin/enquiries/${id}`} className="text-brand-700 underline underline-offset-4">
          {card.name}
        </a>
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{boardText.days(days)}</p>
      {card.interviewAt ? (
        <p className="mt-1 text-sm font-semibold">
          {boardText.interviewAt(formatTeamTime(card.interviewAt))}
        </p>
      ) : null}
      {card.interviewId ? (
        <p className="mt-1 text-sm">
          <a href={scorecardPath(card.interviewId)} className="break-all text-brand-700 underline">
            {boardText.scorecards(card.name)}
          </a>
        </p>
      ) : null}
      {card.scorecards ? <ScorecardSummaryLines summary={card.scorecards} /> : null}
      <p className="mt-1 text-sm">
        {card.cv ? (
          <a
            href={`/admin/enquiries/${id}/cv`}
            download={card.cv.fileName}
            className="break-all text-brand-700 underline"
          >
            {boardText.cv(card.name)}
          </a>
        ) : (
          <span className="text-ink-muted">{boardText.noCv}</span>
        )}
      </p>
      <form method="post" action={action} className="mt-2 flex items-end gap-2" data-move>
        <CsrfField token={csrfToken} />
        <input type="hidden" name="enquiryId" value={id} />
        <input type="hidden" name="version" value={card.version} />
        <label htmlFor={`move-${id}`} className="sr-only">
          {boardText.moveTo(card.name)}
        </label>
        <select
          id={`move-${id}`}
          name="stage"
          defaultValue={card.stage.key}
          className={cn(controlClass, "min-w-0 text-sm")}
        >
          {stages.map((stage) => (
            <option key={stage.key} value={stage.key}>
              {stage.name}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" aria-label={boardText.moveOf(card.name)}>
          {boardText.move}
        </Button>
      </form>
    </li>
  );
}

/**
 * Before a move that e-mails the candidate: the mail, to read and change, then move and send it,
 * move without it, or leave the card where it is.
 */
function MailPreview({
  preview,
  action,
  csrfToken,
}: {
  preview: NonNullable<BoardView["preview"]>;
  action: string;
  csrfToken: string;
}) {
  const words = boardText.preview;
  const { card, stage } = preview;
  const offersLink = preview.body.includes(INTERVIEW_LINK_SLOT);
  return (
    <section aria-labelledby="preview-heading" className={cn(panelClass, "mt-3")}>
      <h1 id="preview-heading" className="text-2xl font-bold">
        {words.heading(card.name, stage.name)}
      </h1>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">{words.intro}</p>
      <form method="post" action={action} className="mt-3 grid gap-3">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="enquiryId" value={card.enquiryId} />
        <input type="hidden" name="version" value={card.version} />
        <input type="hidden" name="stage" value={stage.key} />
        <input type="hidden" name="replyId" value={preview.replyId} />
        {preview.reason ? <input type="hidden" name={REASON_FIELD} value={preview.reason} /> : null}
        <label htmlFor="stage-mail" className={labelClass}>
          {words.label(card.name)}
        </label>
        <textarea
          id="stage-mail"
          name="body"
          rows={14}
          defaultValue={preview.body}
          className={controlClass}
          aria-describedby={offersLink ? "stage-mail-link" : undefined}
        />
        {offersLink ? (
          <p id="stage-mail-link" className="max-w-prose text-sm text-ink-muted">
            {words.interviewLink(INTERVIEW_LINK_SLOT)}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="move-send">
            {words.send}
          </Button>
          <Button type="submit" name="intent" value="move-only" variant="secondary">
            {words.without}
          </Button>
          <a href={action} className="font-semibold text-brand-700 underline underline-offset-4">
            {words.cancel}
          </a>
        </div>
      </form>
    </section>
  );
}

/**
 * After a move to Offer was refused for scorecards missing: the reason to make it anyway, or
 * leave the card where it is.
 */
function OfferReason({
  reasonFor: { card, stage },
  notice,
  action,
  csrfToken,
}: {
  reasonFor: NonNullable<BoardView["reasonFor"]>;
  notice: BoardView["notice"];
  action: string;
  csrfToken: string;
}) {
  const words = scorecardSummaryText;
  return (
    <section aria-labelledby="reason-heading" className={cn(panelClass, "mt-3")}>
      <h1 id="reason-heading" className="text-2xl font-bold">
        {words.reasonHeading(card.name)}
      </h1>
      <div className="mt-3">
        <ActionNotice id="board-notice" notice={notice} />
      </div>
      <form method="post" action={action} className="mt-3 grid gap-3">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="enquiryId" value={card.enquiryId} />
        <input type="hidden" name="version" value={card.version} />
        <input type="hidden" name="stage" value={stage.key} />
        <label htmlFor="offer-reason" className={labelClass}>
          {words.reasonLabel}
        </label>
        <textarea
          id="offer-reason"
          name={REASON_FIELD}
          rows={3}
          required
          maxLength={OFFER_REASON_MAX_LENGTH}
          aria-describedby="offer-reason-hint"
          className={controlClass}
        />
        <p id="offer-reason-hint" className="max-w-prose text-sm text-ink-muted">
          {words.reasonHint(card.scorecards?.missing.join(", ") ?? "")}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{words.reasonSubmit}</Button>
          <a href={action} className="font-semibold text-brand-700 underline underline-offset-4">
            {boardText.preview.cancel}
          </a>
        </div>
      </form>
    </section>
  );
}

/** An opening's board: a column per stage, in order, a card per candidate. */
export function BoardScreen({
  viewer,
  opening,
  columns,
  stages,
  notice,
  now,
  preview,
  reasonFor,
}: BoardView) {
  const action = boardPath(opening.id);
  if (reasonFor) {
    return (
      <AdminShell viewer={viewer} section="openings">
        <a href={action} className="font-semibold text-brand-700 underline underline-offset-4">
          {boardText.heading(opening.title)}
        </a>
        <OfferReason
          reasonFor={reasonFor}
          notice={notice}
          action={action}
          csrfToken={viewer.csrfToken}
        />
      </AdminShell>
    );
  }
  if (preview) {
    return (
      <AdminShell viewer={viewer} section="openings">
        <a href={action} className="font-semibold text-brand-700 underline underline-offset-4">
          {boardText.heading(opening.title)}
        </a>
        <MailPreview preview={preview} action={action} csrfToken={viewer.csrfToken} />
      </AdminShell>
    );
  }
  return (
    <AdminShell viewer={viewer} section="openings">
      <div className="flex flex-wrap items-center gap-4">
        <a
          href={`${OPENINGS_PATH}/${opening.id}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {boardText.toOpening}
        </a>
        <a
          href={`${APPLICATIONS_PATH}?opening=${opening.id}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {boardText.toList}
        </a>
      </div>
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{boardText.heading(opening.title)}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{boardText.intro}</p>
      <div className="mt-3">
        <ActionNotice id="board-notice" notice={notice} />
      </div>
      <InboxScript src={BOARD_SCRIPT} />
      <div className="mt-3 grid auto-cols-[17rem] grid-flow-col gap-3 overflow-x-auto pb-3">
        {columns.map(({ stage, cards }) => (
          <section
            key={stage.key}
            aria-labelledby={`column-${stage.key}`}
            data-stage={stage.key}
            className="rounded-card border border-line bg-surface-muted p-3"
          >
            <h2 id={`column-${stage.key}`} className="font-bold">
              {boardText.stageCount(stage.name, cards.length)}
            </h2>
            {cards.length === 0 ? (
              <p className="mt-2 text-sm text-ink-muted">{boardText.empty}</p>
            ) : null}
            <ul className="mt-2 grid min-h-16 gap-2">
              {cards.map((card) => (
                <Card
                  key={card.enquiryId}
                  card={card}
                  stages={stages}
                  action={action}
                  csrfToken={viewer.csrfToken}
                  now={now}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </AdminShell>
  );
}
