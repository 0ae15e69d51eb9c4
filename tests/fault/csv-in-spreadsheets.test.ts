/**
 * The inbox's CSV exports opened in real spreadsheets, splitting at `,` and at `;`: SheetJS's
 * reader, and LibreOffice Calc (which loses track of the quotes when it splits at `;`). Whatever
 * a visitor typed in a name, a phone number or a message, no cell becomes a formula and the team
 * still reads the text as typed.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { toCsv } from "../../app/admin/common/csv.ts";
import { missingBinaries } from "../../server/test-support/missing-binaries.ts";

/** What a visitor could type to make a cell run a formula, in a spreadsheet splitting either way. */
const hostileTexts = [
  "=1+1",
  "+1+1",
  "-1+1",
  "@SUM(1)",
  "\t=1+1",
  "\r=1+1",
  "a;=1+1",
  "a,=1+1",
  '"a";=1+1',
  "x\n=1+1",
  "x\r\n=2+2",
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example","x")',
  "Acme;=1+1;=cmd|' /C calc'!A0",
  '";=3+3',
  '"";=4+4',
  "a; =5+5",
  'a;"=6+6',
  "a\t=7+7",
  "a;+8+8,-9+9\n@SUM(1)",
];
/** Whatever starts with these, a spreadsheet may evaluate. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A spreadsheet's reading of a CSV file: each cell's text, and whether it became a formula. */
type SpreadsheetCell = { text: string; formula: boolean };
type Spreadsheet = {
  name: string;
  read: (csv: string, separator: "," | ";") => SpreadsheetCell[];
};

function cellsOf(workbook: XLSX.WorkBook): SpreadsheetCell[] {
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  return Object.entries(sheet)
    .filter(([address]) => !address.startsWith("!"))
    .map(([, cell]: [string, XLSX.CellObject]) => ({
      text: String(cell.v ?? ""),
      formula: cell.f !== undefined,
    }));
}

const sheetJs: Spreadsheet = {
  name: "SheetJS",
  read: (csv, separator) => cellsOf(XLSX.read(Buffer.from(csv), { type: "buffer", FS: separator })),
};

/** LibreOffice Calc opening the file (formulas evaluated, as by default), read back as a workbook. */
function libreOffice(): Spreadsheet | undefined {
  const probe = spawnSync("soffice", ["--version"], { encoding: "utf8" });
  if (probe.status !== 0) {
    missingBinaries(
      "The LibreOffice half of the CSV tests",
      "no `soffice` (Debian's libreoffice-calc-nogui)",
    );
    return undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "csv-libreoffice-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    name: "LibreOffice",
    read: (csv, separator) => {
      const csvFile = path.join(dir, "export.csv");
      writeFileSync(csvFile, csv);
      const converted = spawnSync(
        "soffice",
        [
          `-env:UserInstallation=file://${dir}/profile`,
          "--headless",
          `--infilter=CSV:${separator.charCodeAt(0)},34,76,1`,
          "--convert-to",
          "xlsx",
          "--outdir",
          dir,
          csvFile,
        ],
        { encoding: "utf8", timeout: 60_000 },
      );
      if (converted.status !== 0) throw new Error(`soffice failed: ${converted.stderr}`);
      return cellsOf(XLSX.read(readFileSync(path.join(dir, "export.xlsx"))));
    },
  };
}

const spreadsheets = [sheetJs, libreOffice()].filter((reader) => reader !== undefined);

describe.each(spreadsheets)("An export opened in $name", (spreadsheet) => {
  const csv = toCsv([
    ["Name", "Phone", "Message"],
    ...hostileTexts.map((text) => [text, text, `Please call me back.\n${text}`]),
  ]);

  it.each([",", ";"] as const)(
    "runs no visitor's text as a formula when split at '%s'",
    (separator) => {
      const cells = spreadsheet.read(csv, separator);
      expect(cells.length).toBeGreaterThan(hostileTexts.length);
      expect(cells.filter((cell) => cell.formula || FORMULA_START.test(cell.text))).toEqual([]);
    },
  );

  it("shows the team each text as typed, with an apostrophe before what would be a formula", () => {
    // Spreadsheets read any line break inside a cell as a line feed.
    const withoutApostrophes = (text: string) => text.replaceAll("'", "").replace(/\r\n?/g, "\n");
    const names = spreadsheet
      .read(csv, ",")
      .slice(3)
      .filter((_, index) => index % 3 === 0);
    expect(names.map((cell) => withoutApostrophes(cell.text))).toEqual(
      hostileTexts.map(withoutApostrophes),
    );
  });
});
