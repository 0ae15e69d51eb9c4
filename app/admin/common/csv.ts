/**
 * CSV as spreadsheets open it: UTF-8 with a byte order mark (so Excel reads the encoding),
 * RFC 4180 quoting and CRLF line ends. Every cell is quoted, so a spreadsheet that honours quotes
 * keeps a visitor's separators (a comma, or the semicolon of many European and Indian locales)
 * and line breaks inside the cell. Not every one does: LibreOffice splitting at `;` loses track
 * of the quotes and cuts cells at the separators and line breaks inside them. So every piece a
 * spreadsheet could cut a cell into (at `,`, `;`, a tab or a line break) that would start a
 * formula (with =, +, -, @, tab or carriage return, after any spaces or quotes) gets a leading
 * apostrophe: a visitor's text never becomes a formula on the team's computer, whichever way it
 * is split, and still reads as typed.
 */
const BYTE_ORDER_MARK = "\uFEFF";
/** The start of each piece (the cell's start, or after a separator or line break) that starts a formula. */
const FORMULA_PIECE = /(?<=^|[,;\t\r\n])(?=[ "]*[=+\-@\t\r])/g;

export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_PIECE, "'");
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
