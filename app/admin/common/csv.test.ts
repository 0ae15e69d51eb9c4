import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

/** The cells a spreadsheet sees when it splits a line at `separator`, honouring quotes. */
function cellsAsSplitBy(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index]!;
    if (character === '"') {
      if (quoted && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = !quoted;
    } else if (character === separator && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += character;
  }
  return [...cells, cell];
}

describe("CSV cells", () => {
  it("quotes every cell, doubling the quotes inside (RFC 4180)", () => {
    expect(csvCell("Asha Verma")).toBe('"Asha Verma"');
    expect(csvCell("")).toBe('""');
    expect(csvCell("Namaste 🙏 — ümlauts")).toBe('"Namaste 🙏 — ümlauts"');
    expect(csvCell("Acme, Ltd")).toBe('"Acme, Ltd"');
    expect(csvCell('the "best" team')).toBe('"the ""best"" team"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  });

  it("neutralises anything a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell("+91 98765 43210")).toBe(`"'+91 98765 43210"`);
    expect(csvCell("-2+3")).toBe(`"'-2+3"`);
    expect(csvCell("@SUM(A1:A2)")).toBe(`"'@SUM(A1:A2)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("a=1")).toBe('"a=1"');
  });

  it("starts no cell with a formula, whether a spreadsheet splits at ',' or at ';'", () => {
    const company = "Acme;=1+1;=cmd|' /C calc'!A0";
    const line = toCsv([["Asha", company, "+91 98765 43210"]]).slice(1, -2);
    for (const separator of [",", ";"]) {
      const cells = cellsAsSplitBy(line, separator);
      expect(
        cells.some((cell) => cell.includes(company)),
        `split at ${separator}`,
      ).toBe(true);
      expect(
        cells.filter((cell) => /^[=+\-@\t\r]/.test(cell)),
        `split at ${separator}`,
      ).toEqual([]);
    }
  });
});

describe("CSV files", () => {
  it("start with a byte order mark and end every row with CRLF", () => {
    expect(
      toCsv([
        ["Name", "E-mail"],
        ["Asha", "asha@example.com"],
      ]),
    ).toBe('\uFEFF"Name","E-mail"\r\n"Asha","asha@example.com"\r\n');
  });
});
