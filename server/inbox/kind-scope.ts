/**
 * The kinds of enquiry a viewer's role works on, as SQL: every list, count, export and report of
 * the inbox asks it (shared/accounts/roles.ts says which kinds each role has).
 */
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import type { SqlValue } from "#server/store/database.ts";

/** SQL: the enquiry `e` is of one of `kinds`, each bound by `bind`. */
export function kindAmong(
  kinds: readonly EnquiryKind[],
  bind: (value: SqlValue) => string,
): string {
  return kinds.length === 0 ? "FALSE" : `e.kind IN (${kinds.map(bind).join(", ")})`;
}

/** The same, its values bound after those already in `params`. */
export function kindAmongAfter(params: SqlValue[], kinds: readonly EnquiryKind[]): string {
  return kindAmong(kinds, (value) => {
    params.push(value);
    return `$${params.length}`;
  });
}
