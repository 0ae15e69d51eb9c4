/** `/admin/enquiries.csv?…`: the filtered list (every page of it) as a spreadsheet file. */
import { ATTRIBUTION_PARTS } from "#shared/enquiries/attribution.ts";
import { siteFacts } from "virtual:site-facts";
import { attribution as attributionWords, fields, kinds } from "virtual:form-words";
import { fieldColumns } from "./field-columns.ts";
import { csvColumns, statusLabels } from "#app/content/admin.ts";
import { adminHeaders, type AdminRequest } from "#app/admin/common/answer.ts";
import { toCsv } from "#app/admin/common/csv.ts";
import { requireSession } from "#app/admin/common/guard.ts";
import { inboxFilterOf, parseInboxQuery } from "./inbox-query.ts";
import { teamClockText } from "#app/admin/common/team-time.ts";

export async function exportCsv(context: AdminRequest): Promise<Response> {
  const signed = await requireSession(context, "inbox");
  if (signed instanceof Response) return signed;
  const query = parseInboxQuery(context.url.searchParams);
  const entries = await signed.inbox.exportEntries(
    signed.session,
    inboxFilterOf(query, signed.session.email),
  );
  const columns = fieldColumns({ fields });
  const rows = entries.map(({ id, kind, status, fields, receivedAt, note, attribution }) => [
    id,
    teamClockText(receivedAt),
    kinds[kind].label,
    statusLabels[status],
    ...columns.cells(fields),
    note,
    ...ATTRIBUTION_PARTS.map((part) => attribution?.[part] ?? ""),
  ]);
  const header = [
    csvColumns.id,
    csvColumns.received(siteFacts.timeZone),
    csvColumns.kind,
    csvColumns.status,
    ...columns.header,
    csvColumns.note,
    ...ATTRIBUTION_PARTS.map((part) => attributionWords.labels[part]),
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
