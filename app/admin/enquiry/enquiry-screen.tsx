import { attribution } from "virtual:form-words";
import { enquiryText, inboxText } from "#app/content/admin.ts";
import type { EnquiryView, Intent } from "./enquiry-page.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { KindBadge, StatusBadge } from "#app/admin/common/badges.tsx";
import { panelClass } from "#app/admin/common/controls.ts";
import { DeliveryList } from "./delivery-list.tsx";
import { FieldList } from "./field-list.tsx";
import { NoteForm } from "./note-form.tsx";
import { PipelinePanel } from "./pipeline-panel.tsx";
import { StatusPanel } from "./status-panel.tsx";
import { ReplyPromisePanel } from "./reply-promise-panel.tsx";
import { ReplyPanel } from "./reply-panel.tsx";
import { inboxEnquiryPath, presenceBeatPath } from "#shared/enquiries/inbox-links.ts";
import { VerdictPanel } from "./verdict-panel.tsx";
import { ConsentPanel } from "./consent-panel.tsx";
import { PresenceBar } from "./presence-bar.tsx";
import { Shortcuts } from "#app/admin/shortcuts/shortcuts-sheet.tsx";
import { CustomerHistory } from "./customer-history.tsx";

type EnquiryRecordView = EnquiryView["record"];

/** The way back, the enquiry's kind and status, who sent it, when it came and its id. */
function EnquiryHeading({ record }: { record: EnquiryRecordView }) {
  return (
    <>
      <a
        href="/admin"
        className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:underline"
      >
        <Icon name="arrowLeft" className="size-4" />
        {enquiryText.back}
      </a>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <KindBadge kind={record.kind} />
        <StatusBadge status={record.status} />
      </div>
      <h1 className="mt-2 text-2xl font-bold break-words sm:text-3xl">
        {record.name || inboxText.noName}
      </h1>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-muted">
        <div className="flex gap-1.5">
          <dt>{enquiryText.received}:</dt>
          <dd className="text-ink">
            <time dateTime={record.receivedIso}>{record.received}</time>
          </dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt>{enquiryText.id}:</dt>
          <dd className="font-mono break-all text-ink">{record.id}</dd>
        </div>
      </dl>
    </>
  );
}

/** What was sent: every field, then where it came from. */
function EnquiryDetails({ record }: { record: EnquiryRecordView }) {
  return (
    <section aria-labelledby="details-heading" className={panelClass}>
      <h2 id="details-heading" className="mb-4 text-lg font-bold">
        {enquiryText.detailsHeading}
      </h2>
      {record.isSpam ? (
        <p className="mb-4 rounded-lg bg-slate-100 p-3 text-sm text-ink">
          {enquiryText.spamNotice}
        </p>
      ) : null}
      <FieldList lines={record.fieldLines} />
      <h3 className="mt-6 mb-3 border-t border-line pt-4 text-base font-bold">
        {attribution.heading}
      </h3>
      {record.origin.length > 0 ? (
        <FieldList lines={record.origin} />
      ) : (
        <p className="text-sm text-ink-muted">{enquiryText.originNotRecorded}</p>
      )}
    </section>
  );
}

/** One enquiry: what was sent, its status and history, the team's note, its deliveries. */
export function EnquiryScreen(view: EnquiryView) {
  const { viewer, record, teamMembers, application, result } = view;
  const noticeFor = (intent: Intent) => (result?.intent === intent ? result.notice : undefined);
  return (
    <AdminShell viewer={viewer} section="enquiries">
      <EnquiryHeading record={record} />
      <PresenceBar
        beatPath={presenceBeatPath(record.id)}
        lines={view.presence}
        csrfToken={viewer.csrfToken}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="grid gap-6">
          <EnquiryDetails record={record} />
          {record.isSpam ? null : (
            <ReplyPanel
              enquiryPath={inboxEnquiryPath(record.id)}
              to={record.email}
              draft={view.replyDraft}
              replyId={view.replyId}
              seen={record.timelineVersion}
              savedReplies={view.savedReplies}
              pickedTemplate={view.pickedTemplate}
              sendsEmail={view.sendsEmail}
              csrfToken={viewer.csrfToken}
              notice={noticeFor("reply")}
            />
          )}
        </div>
        <div className="grid gap-6">
          {application ? (
            <PipelinePanel
              enquiryId={record.id}
              application={application}
              csrfToken={viewer.csrfToken}
              notice={noticeFor("stage")}
            />
          ) : null}
          <ReplyPromisePanel
            record={record}
            viewerEmail={viewer.email}
            teamMembers={teamMembers}
            csrfToken={viewer.csrfToken}
            notice={noticeFor("promise")}
          />
          <CustomerHistory others={record.otherEnquiries} total={record.otherEnquiryCount} />
          <VerdictPanel
            status={record.status}
            score={record.spamScore}
            reasons={record.spamReasons}
            csrfToken={viewer.csrfToken}
          />
          <StatusPanel
            status={record.status}
            history={record.history}
            csrfToken={viewer.csrfToken}
            notice={noticeFor("status")}
          />
          <NoteForm
            notes={record.notes}
            draft={result?.draftNote ?? ""}
            noteId={view.noteId}
            seen={record.timelineVersion}
            csrfToken={viewer.csrfToken}
            notice={noticeFor("note")}
          />
          <DeliveryList
            deliveries={record.deliveries}
            isSpam={record.isSpam}
            csrfToken={viewer.csrfToken}
            notice={noticeFor("retry")}
          />
          <ConsentPanel consents={record.consents} />
        </div>
      </div>
      <Shortcuts />
    </AdminShell>
  );
}
