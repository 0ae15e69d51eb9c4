/**
 * The inbox's CSV exports opened in a real spreadsheet, LibreOffice Calc, splitting at `,` and at
 * `;` (splitting at `;`, it loses track of the quotes). Whatever
 * a visitor typed in a name, a phone number or a message, no cell becomes a formula and the team
 * still reads the text as typed.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sax from "sax";
import { toCsv } from "#app/admin/common/csv.ts";
import { missingBinaries } from "#server/test-support/missing-binaries.ts";

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

/**
 * The cells of a flat OpenDocument spreadsheet (`.fods`), in reading order: a cell Calc
 * evaluates carries `table:formula`; its text is its paragraphs joined by line feeds.
 */
function cellsOf(fods: string): SpreadsheetCell[] {
  const cells: SpreadsheetCell[] = [];
  let cell: { paragraphs: string[]; formula: boolean; repeated: number } | undefined;
  let inParagraph = false;
  const append = (text: string) => {
    if (cell && inParagraph) cell.paragraphs[cell.paragraphs.length - 1] += text;
  };
  const parser = sax.parser(true);
  parser.onopentag = (tag) => {
    if (tag.name === "table:table-cell") {
      cell = {
        paragraphs: [],
        formula: "table:formula" in tag.attributes,
        // Equal neighbours are written once, with how many they are.
        repeated: Number(tag.attributes["table:number-columns-repeated"] ?? 1),
      };
    } else if (tag.name === "text:p") {
      cell?.paragraphs.push("");
      inParagraph = true;
    } else if (tag.name === "text:s") append(" ".repeat(Number(tag.attributes["text:c"] ?? 1)));
    else if (tag.name === "text:tab") append("\t");
    else if (tag.name === "text:line-break") append("\n");
  };
  parser.ontext = append;
  parser.onclosetag = (name) => {
    if (name === "text:p") inParagraph = false;
    if (name !== "table:table-cell" || !cell) return;
    if (cell.formula || cell.paragraphs.length > 0) {
      const read = { text: cell.paragraphs.join("\n"), formula: cell.formula };
      for (let copy = 0; copy < cell.repeated; copy++) cells.push(read);
    }
    cell = undefined;
  };
  parser.write(fods).close();
  return cells;
}

/** LibreOffice Calc opening the file (formulas evaluated, as by default), saved as flat ODF. */
function libreOffice(): ((csv: string, separator: "," | ";") => SpreadsheetCell[]) | undefined {
  const probe = spawnSync("soffice", ["--version"], { encoding: "utf8" });
  if (probe.status !== 0) {
    missingBinaries(
      "The CSV export's test in a spreadsheet",
      "no `soffice` (Debian's libreoffice-calc-nogui)",
    );
    return undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "csv-libreoffice-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return (csv, separator) => {
    const csvFile = path.join(dir, "export.csv");
    writeFileSync(csvFile, csv);
    const converted = spawnSync(
      "soffice",
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        `--infilter=CSV:${separator.charCodeAt(0)},34,76,1`,
        "--convert-to",
        "fods",
        "--outdir",
        dir,
        csvFile,
      ],
      { encoding: "utf8", timeout: 60_000 },
    );
    if (converted.status !== 0) throw new Error(`soffice failed: ${converted.stderr}`);
    return cellsOf(readFileSync(path.join(dir, "export.fods"), "utf8"));
  };
}

const openInCalc = libreOffice();

describe.runIf(openInCalc)("An export opened in LibreOffice Calc", () => {
  const csv = toCsv([
    ["Name", "Phone", "Message"],
    ...hostileTexts.map((text) => [text, text, `Please call me back.\n${text}`]),
  ]);

  it.each([",", ";"] as const)(
    "runs no visitor's text as a formula when split at '%s'",
    (separator) => {
      const cells = openInCalc!(csv, separator);
      expect(cells.length).toBeGreaterThan(hostileTexts.length);
      expect(cells.filter((cell) => cell.formula || FORMULA_START.test(cell.text))).toEqual([]);
    },
  );

  it("shows the team each text as typed, with an apostrophe before what would be a formula", () => {
    // Spreadsheets read any line break inside a cell as a line feed.
    const withoutApostrophes = (text: string) => text.replaceAll("'", "").replace(/\r\n?/g, "\n");
    const names = openInCalc!(csv, ",")
      .slice(3)
      .filter((_, index) => index % 3 === 0);
    expect(names.map((cell) => withoutApostrophes(cell.text))).toEqual(
      hostileTexts.map(withoutApostrophes),
    );
  });
});
