import { Button } from "#app/components/ui/button.tsx";
import { enquiryText, replyClockText } from "#app/content/admin.ts";
import type { RecordView } from "#app/admin/common/views.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import type { ActionNoticeValue } from "#app/admin/common/answer.ts";
import { ClockBadge } from "#app/admin/common/clock-badge.tsx";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

interface ReplyPromisePanelProps {
  readonly record: RecordView;
  readonly viewerEmail: string;
  readonly teamMembers: readonly { readonly email: string; readonly name: string }[];
  readonly csrfToken: string;
  readonly notice: ActionNoticeValue | undefined;
}

type PanelRecord = ReplyPromisePanelProps["record"];

/** Where the promise stands: due when, or answered by whom and how. */
function PromiseState({ record }: { record: PanelRecord }) {
  return (
    <>
      {record.clock ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <ClockBadge clock={record.clock} dueIso={record.dueIso} />
          {record.due ? (
            <span className="text-ink-muted">
              {replyClockText.due}: <time dateTime={record.dueIso}>{record.due}</time>
            </span>
          ) : null}
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{replyClockText.noPromise}</p>
      )}
      {record.answered ? (
        <p className="mt-2 text-sm break-words">
          {replyClockText.answeredBy(record.answered.how, record.answered.by)},{" "}
          <time dateTime={record.answered.atIso}>{record.answered.at}</time>
        </p>
      ) : null}
    </>
  );
}

/** The owner, and the forms that take the enquiry or assign it to a colleague. */
function OwnerForms({
  record,
  viewerEmail,
  teamMembers,
  csrfToken,
}: Omit<ReplyPromisePanelProps, "notice">) {
  return (
    <>
      <p className="mt-3 text-sm">
        {replyClockText.owner}:{" "}
        <span className="font-semibold break-all">{record.owner ?? replyClockText.unassigned}</span>
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        {record.ownerEmail !== viewerEmail ? (
          <form method="post">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="owner" value={viewerEmail} />
            <Button type="submit" variant="secondary">
              {replyClockText.take}
            </Button>
          </form>
        ) : null}
        <form method="post" className="flex flex-1 flex-wrap items-end gap-3">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="assign" />
          <div className="min-w-48 flex-1">
            <label htmlFor="assign-owner" className={labelClass}>
              {replyClockText.assignLabel}
            </label>
            <select
              id="assign-owner"
              name="owner"
              defaultValue={record.ownerEmail ?? ""}
              aria-describedby="promise-notice"
              className={controlClass}
            >
              {teamMembers.map((member) => (
                <option key={member.email} value={member.email}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary">
            {replyClockText.assign}
          </Button>
        </form>
      </div>
    </>
  );
}

/** What the timeline says an event was. */
function eventTitle(event: PanelRecord["timeline"][number]): string {
  switch (event.kind) {
    case "assigned":
      return replyClockText.timelineAssigned(event.owner);
    case "replied":
      return `${replyClockText.timelineReplied} (${replyClockText.replyDelivery[event.delivery]})`;
    case "customer-wrote":
      return event.automatic
        ? replyClockText.timelineAutomatic
        : event.matchedBy === "address"
          ? `${replyClockText.timelineCustomerWrote} (${replyClockText.matchedByAddress})`
          : replyClockText.timelineCustomerWrote;
    default:
      return replyClockText.timelineAnsweredOutside;
  }
}

/** A customer's mail: its words, the quoted history folded away, its files to download. */
function CustomerMail({
  event,
  enquiryId,
}: {
  event: Extract<PanelRecord["timeline"][number], { kind: "customer-wrote" }>;
  enquiryId: string;
}) {
  return (
    <div className="mt-1 border-l-2 border-brand-600 pl-3">
      {event.subject ? <p className="font-semibold">{event.subject}</p> : null}
      <p className="whitespace-pre-wrap text-ink">{event.body}</p>
      {event.quoted ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-ink-muted">
            {replyClockText.quotedHistory}
          </summary>
          <p className="whitespace-pre-wrap text-ink-muted">{event.quoted}</p>
        </details>
      ) : null}
      <AttachmentList files={event.attachments} enquiryId={enquiryId} />
    </div>
  );
}

/** The files a mail carried, either way, each a download for staff. */
function AttachmentList({
  files,
  enquiryId,
}: {
  files: Extract<PanelRecord["timeline"][number], { kind: "replied" }>["attachments"];
  enquiryId: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="mt-1 grid gap-1">
      {files.map((file) => (
        <li key={file.id}>
          <a
            className="underline"
            href={`/admin/enquiries/${enquiryId}/attachments/${file.id}`}
            download
          >
            {replyClockText.attachment(file.fileName, Math.ceil(file.sizeBytes / 1024))}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Assignments, replies, answers given elsewhere and the customer's mails, oldest first. */
function PromiseTimeline({
  timeline,
  enquiryId,
}: {
  timeline: PanelRecord["timeline"];
  enquiryId: string;
}) {
  return (
    <>
      <h3 className="mt-4 text-base font-bold">{replyClockText.timelineHeading}</h3>
      {timeline.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{replyClockText.timelineEmpty}</p>
      ) : (
        <ol className="mt-2 grid gap-2 text-sm">
          {timeline.map((event) => (
            <li key={event.atIso + event.kind} className="break-words">
              <span className="font-semibold">{eventTitle(event)}</span>{" "}
              <span className="text-ink-muted">
                {enquiryText.by} {event.by}, <time dateTime={event.atIso}>{event.at}</time>
              </span>
              {event.kind === "replied" ? (
                <>
                  <blockquote className="mt-1 border-l-2 border-line pl-3 whitespace-pre-wrap text-ink">
                    {event.body}
                  </blockquote>
                  <AttachmentList files={event.attachments} enquiryId={enquiryId} />
                </>
              ) : null}
              {event.kind === "customer-wrote" ? (
                <CustomerMail event={event} enquiryId={enquiryId} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * The reply promise on one enquiry: when the reply is due, who owns it (take it, or assign it to a
 * colleague), recording an answer given outside the inbox, and the timeline of all of it.
 */
export function ReplyPromisePanel({
  record,
  viewerEmail,
  teamMembers,
  csrfToken,
  notice,
}: ReplyPromisePanelProps) {
  return (
    <section aria-labelledby="promise-heading" className={panelClass}>
      <h2 id="promise-heading" className="text-lg font-bold">
        {replyClockText.panelHeading}
      </h2>
      <PromiseState record={record} />
      <OwnerForms
        record={record}
        viewerEmail={viewerEmail}
        teamMembers={teamMembers}
        csrfToken={csrfToken}
      />
      {record.dueIso && !record.answered ? (
        <form method="post" className="mt-3">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="answered-outside" />
          <Button type="submit" variant="ghost" aria-describedby="answered-outside-hint">
            {replyClockText.answeredOutside}
          </Button>
          <p id="answered-outside-hint" className="mt-1 text-xs text-ink-muted">
            {replyClockText.answeredOutsideHint}
          </p>
        </form>
      ) : null}
      <div className="mt-2">
        <ActionNotice id="promise-notice" notice={notice} />
      </div>
      <PromiseTimeline timeline={record.timeline} enquiryId={record.id} />
    </section>
  );
}
