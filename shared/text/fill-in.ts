/**
 * A content text's own slots filled in as it is shown: `fillIn("Rated {stars} out of {max}",
 * { stars, max })`. Texts that a page script completes in the browser travel as such templates
 * in the markup, so the copy stays in the content files and the script carries none; the
 * server completes its e-mails' texts the same way.
 */
export function fillIn(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}
