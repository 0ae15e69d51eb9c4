import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

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
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
    expect(csvCell("\r=1")).toBe(`"'\r'=1"`);
    expect(csvCell('Acme;"=1+1, -2\n@3')).toBe(`"Acme;'""=1+1,' -2\n'@3"`);
    expect(csvCell("a=1")).toBe('"a=1"');
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
