/** `/admin/enquiries.csv?…`: the filtered list (every page of it) as a spreadsheet file. */
import { brand } from "@shared/brand";
import {
  budgetOptions,
  enquiryTypeOptions,
  optionLabel,
  projectTypeOptions,
  timelineOptions,
  type Option,
} from "@shared/options";
import { csvColumns, kindLabels, statusLabels } from "~/content/admin";
import { adminHeaders, type AdminRequest } from "./answer";
import { toCsv } from "./csv";
import { requireSession } from "./guard";
import { inboxFilterOf, parseInboxQuery } from "./inbox-query";
import { teamClockText } from "./team-time";
import { messageOf } from "./views";

function labelOf(options: readonly Option[], value: string | undefined): string {
  return value ? optionLabel(options, value) : "";
}

export async function exportCsv(context: AdminRequest): Promise<Response> {
  const signed = await requireSession(context);
  if (signed instanceof Response) return signed;
  const query = parseInboxQuery(context.url.searchParams);
  const entries = await signed.admin.exportEntries(inboxFilterOf(query));
  const rows = entries.map(({ id, kind, status, fields, receivedAt, note }) => [
    id,
    teamClockText(receivedAt),
    kindLabels[kind],
    statusLabels[status],
    fields.name ?? "",
    fields.email ?? "",
    fields.phone ?? "",
    fields.companyName ?? "",
    fields.position ?? "",
    labelOf(enquiryTypeOptions, fields.enquiryType),
    labelOf(projectTypeOptions, fields.projectType),
    labelOf(budgetOptions, fields.budget),
    labelOf(timelineOptions, fields.projectTimeline),
    fields.projectStartDate ?? "",
    messageOf(fields),
    note,
  ]);
  const header = [
    csvColumns.id,
    csvColumns.received(brand.timeZone),
    csvColumns.kind,
    csvColumns.status,
    csvColumns.name,
    csvColumns.email,
    csvColumns.phone,
    csvColumns.company,
    csvColumns.position,
    csvColumns.enquiryType,
    csvColumns.projectType,
    csvColumns.budget,
    csvColumns.timeline,
    csvColumns.startDate,
    csvColumns.message,
    csvColumns.note,
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
