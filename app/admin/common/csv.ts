/**
 * CSV as spreadsheets open it: UTF-8 with a byte order mark (so Excel reads the encoding),
 * RFC 4180 quoting and CRLF line ends. Every cell is quoted, so no separator a spreadsheet may
 * assume (a comma, or the semicolon of many European and Indian locales) can split a visitor's
 * text into a new cell; and a cell a spreadsheet would run as a formula (starting with =, +, -,
 * @, tab or carriage return) gets a leading apostrophe, so a visitor's text can never become a
 * formula on the team's computer.
 */
const BYTE_ORDER_MARK = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
