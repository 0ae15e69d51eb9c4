/** `/admin/enquiries.csv?…`: the filtered list (every page of it) as a spreadsheet file. */
import { attributionLabels, type AttributionPart } from "#shared/enquiries/attribution.ts";
import { siteFacts } from "virtual:site-facts";
import { formWords } from "virtual:form-words";
import { fieldRule, storedFields, type RulesByKind } from "#shared/enquiries/fields.ts";
import { enquiryRules } from "#shared/enquiries/schemas.ts";
import { fieldTextIn, teamLabel, type FormWords } from "#shared/enquiries/words.ts";
import { csvColumns, statusLabels } from "#app/content/admin.ts";
import { enquiryKinds } from "#shared/enquiries/kinds.ts";
import { adminHeaders, type AdminRequest } from "#app/admin/common/answer.ts";
import { toCsv } from "#app/admin/common/csv.ts";
import { requireSession } from "#app/admin/common/guard.ts";
import { inboxFilterOf, parseInboxQuery } from "./inbox-query.ts";
import { teamClockText } from "#app/admin/common/team-time.ts";

/**
 * The columns of the enquiries' fields: each field a form keeps in a column of its own, in the
 * content file's order, the choices by name; the long texts (one to each kind) share one, after
 * them. Found in the forms' rules, so a field added to a form gets its column.
 */
export function fieldColumns(
  words: FormWords,
  rules: RulesByKind = enquiryRules,
): { header: string[]; cells: (fields: Readonly<Record<string, string>>) => string[] } {
  const names = storedFields(Object.keys(words.fields), rules);
  const own = names.filter((name) => !fieldRule(name, rules)?.long);
  const long = names.filter((name) => fieldRule(name, rules)?.long);
  const cell = (name: string, value: string | undefined) => {
    if (!value) return "";
    const options = fieldTextIn(words.fields, undefined, name).options;
    return options?.find((option) => option.value === value)?.label ?? value;
  };
  return {
    header: [
      ...own.map((name) => teamLabel(words.fields, name)),
      teamLabel(words.fields, "message"),
    ],
    cells: (fields) => [
      ...own.map((name) => cell(name, fields[name])),
      long.map((name) => fields[name]).find((value) => value !== undefined) ?? "",
    ],
  };
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
  const columns = fieldColumns(formWords);
  const rows = entries.map(({ id, kind, status, fields, receivedAt, note, attribution }) => [
    id,
    teamClockText(receivedAt),
    enquiryKinds[kind].label,
    statusLabels[status],
    ...columns.cells(fields),
    note,
    ...attributionParts.map((part) => attribution?.[part] ?? ""),
  ]);
  const header = [
    csvColumns.id,
    csvColumns.received(siteFacts.timeZone),
    csvColumns.kind,
    csvColumns.status,
    ...columns.header,
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
