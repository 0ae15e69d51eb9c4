import { data, Link } from "react-router";
import { __iconData as arrowLeft } from "lucide-react/icons/arrow-left";
import { SvgIcon } from "~/components/ui/svg-icon";
import type { Route } from "./+types/enquiry";
import { isEnquiryStatus, NOTE_MAX_LENGTH } from "@shared/admin-service";
import type { ActionNoticeValue } from "~/components/admin/action-notice";
import { AdminShell } from "~/components/admin/admin-shell";
import { KindBadge, StatusBadge } from "~/components/admin/badges";
import { panelClass } from "~/components/admin/controls";
import { DeliveryList } from "~/components/admin/delivery-list";
import { FieldList } from "~/components/admin/field-list";
import { NoteForm } from "~/components/admin/note-form";
import { StatusPanel } from "~/components/admin/status-panel";
import { adminTitles, channelLabels, enquiryText, inboxText, statusLabels } from "~/content/admin";
import { requirePost, requireSession } from "./guard.server";
import { adminMeta } from "./meta";
import { recordView } from "./views";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(
    loaderData
      ? adminTitles.enquiry(loaderData.record.name || inboxText.noName)
      : adminTitles.notFound,
  );
}

export async function loader(args: Route.LoaderArgs) {
  const { admin, session } = await requireSession(args);
  const record = await admin.enquiry(args.params.id);
  if (!record) throw data("not found", { status: 404 });
  return { viewer: session, record: recordView(record) };
}

type Intent = "status" | "note" | "retry";
interface ActionResult {
  readonly intent: Intent;
  readonly notice: ActionNoticeValue;
}

const success = (intent: Intent, text: string): ActionResult => ({
  intent,
  notice: { tone: "success", text },
});

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const { admin, session } = await requirePost(args, form);
  const id = args.params.id;

  switch (form.get("intent")) {
    case "status": {
      const status = form.get("status");
      if (!isEnquiryStatus(status)) throw data("bad status", { status: 400 });
      if (!(await admin.changeStatus(session, id, status)))
        throw data("not found", { status: 404 });
      return success("status", enquiryText.statusSaved(statusLabels[status]));
    }
    case "note": {
      const note = String(form.get("note") ?? "").trim();
      if (note.length > NOTE_MAX_LENGTH) {
        return data(
          {
            intent: "note",
            notice: { tone: "error", text: enquiryText.noteTooLong(NOTE_MAX_LENGTH) },
          } satisfies ActionResult,
          { status: 400 },
        );
      }
      if (!(await admin.saveNote(session, id, note))) throw data("not found", { status: 404 });
      return success("note", enquiryText.noteSaved);
    }
    case "retry": {
      const record = await admin.enquiry(id);
      const delivery = record?.deliveries.find((d) => d.id === form.get("delivery"));
      if (!record || !delivery) throw data("not found", { status: 404 });
      const due = await admin.retryDelivery(id, delivery.id);
      return due
        ? success("retry", enquiryText.retried(channelLabels[delivery.channel]))
        : ({
            intent: "retry",
            notice: { tone: "error", text: enquiryText.notRetried },
          } satisfies ActionResult);
    }
    default:
      throw data("unknown intent", { status: 400 });
  }
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { record, viewer } = loaderData;
  const noticeFor = (intent: Intent) =>
    actionData?.intent === intent ? actionData.notice : undefined;
  return (
    <AdminShell viewer={viewer}>
      <Link
        to="/admin"
        className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:underline"
      >
        <SvgIcon icon={arrowLeft} className="size-4" />
        {enquiryText.back}
      </Link>
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

      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
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
        </section>
        <div className="grid gap-6">
          <StatusPanel
            status={record.status}
            history={record.history}
            csrfToken={viewer.csrfToken}
            notice={noticeFor("status")}
          />
          <NoteForm
            note={record.note}
            updatedBy={record.noteUpdatedBy}
            updated={record.noteUpdated}
            csrfToken={viewer.csrfToken}
            notice={noticeFor("note")}
          />
          <DeliveryList
            deliveries={record.deliveries}
            isSpam={record.isSpam}
            csrfToken={viewer.csrfToken}
            notice={noticeFor("retry")}
          />
        </div>
      </div>
    </AdminShell>
  );
}
