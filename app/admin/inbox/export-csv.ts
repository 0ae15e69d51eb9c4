/** `/admin/enquiries.csv?…`: the filtered list (every page of it) as a spreadsheet file. */
import { attributionLabels, type AttributionPart } from "#shared/enquiries/attribution.ts";
import { siteFacts } from "virtual:site-facts";
import { enquiryFields, type FieldDefinition, type FieldName } from "#shared/enquiries/fields.ts";
import { optionLabel } from "#shared/enquiries/options.ts";
import { csvColumns, statusLabels } from "#app/content/admin.ts";
import { enquiryKinds } from "#shared/enquiries/kinds.ts";
import { adminHeaders, type AdminRequest } from "#app/admin/common/answer.ts";
import { toCsv } from "#app/admin/common/csv.ts";
import { requireSession } from "#app/admin/common/guard.ts";
import { inboxFilterOf, parseInboxQuery } from "./inbox-query.ts";
import { teamClockText } from "#app/admin/common/team-time.ts";
import { messageOf } from "#app/admin/common/views.ts";

/** The fields with a column each, choices by name; the one long text of each kind follows them. */
const columnFields = [
  "name",
  "email",
  "phone",
  "companyName",
  "position",
  "enquiryType",
  "projectType",
  "budget",
  "projectTimeline",
  "projectStartDate",
] as const satisfies readonly FieldName[];

function cellOf(name: (typeof columnFields)[number], value: string | undefined): string {
  const { options }: FieldDefinition = enquiryFields[name];
  if (!value) return "";
  return options ? optionLabel(options, value) : value;
}

const attributionParts = Object.keys(attributionLabels) as AttributionPart[];

export async function exportCsv(context: AdminRequest): Promise<Response> {
  const signed = await requireSession(context, "inbox");
  if (signed instanceof Response) return signed;
  const query = parseInboxQuery(context.url.searchParams);
  const entries = await signed.inbox.exportEntries(
    signed.session,
    inboxFilterOf(query, signed.session.email),
  );
  const rows = entries.map(({ id, kind, status, fields, receivedAt, note, attribution }) => [
    id,
    teamClockText(receivedAt),
    enquiryKinds[kind].label,
    statusLabels[status],
    ...columnFields.map((name) => cellOf(name, fields[name])),
    messageOf(fields),
    note,
    ...attributionParts.map((part) => attribution?.[part] ?? ""),
  ]);
  const header = [
    csvColumns.id,
    csvColumns.received(siteFacts.timeZone),
    csvColumns.kind,
    csvColumns.status,
    ...columnFields.map((name) => enquiryFields[name].label),
    enquiryFields.message.label,
    csvColumns.note,
    ...attributionParts.map((part) => attributionLabels[part]),
  ];
  const day = teamClockText(new Date()).slice(0, 10);
  return new Response(toCsv([header, ...rows]), {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
    },
  });
}
