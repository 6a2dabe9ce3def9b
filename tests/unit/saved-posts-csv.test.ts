import { describe, expect, it } from "vitest";
import { csvCellValue, csvSafeCell, parseCsv } from "../../src/shared/saved-posts/csv";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF", () => {
    const r = parseCsv('url,text\r\nhttps://a.example,"Hello, ""you""\r\nsecond line"\r\nhttps://b.example,plain\n');
    expect(r).toEqual({
      ok: true,
      rows: [
        ["url", "text"],
        ["https://a.example", 'Hello, "you"\r\nsecond line'],
        ["https://b.example", "plain"],
      ],
      lines: [1, 2, 4],
    });
  });

  it("ignores a BOM and blank lines, keeps empty fields, reads semicolons as spreadsheets write them", () => {
    const r = parseCsv("\uFEFFa;b;c\n\n1;;3");
    expect(r.ok && r.rows).toEqual([
      ["a", "b", "c"],
      ["1", "", "3"],
    ]);
  });

  it("keeps formula cells as text", () => {
    const r = parseCsv('text\n"=HYPERLINK(""http://evil.example"",""click"")"\n');
    expect(r.ok && r.rows[1]).toEqual(['=HYPERLINK("http://evil.example","click")']);
  });

  it("names the line of a broken quote and of text that was not UTF-8", () => {
    expect(parseCsv('a\n"open\n')).toEqual({ ok: false, error: "unclosedQuote", line: 2 });
    expect(parseCsv('a\nb"c"\n')).toEqual({ ok: false, error: "quoteInField", line: 2 });
    expect(parseCsv('a\n"x"y\n')).toEqual({ ok: false, error: "quoteInField", line: 2 });
    expect(parseCsv("a\nb\ncaf\uFFFD\n")).toEqual({ ok: false, error: "encoding", line: 3 });
    expect(parseCsv("a\u0000")).toMatchObject({ ok: false, error: "encoding" });
  });
});

describe("csvSafeCell", () => {
  it("makes formulas inert and quotes what needs it", () => {
    expect(csvSafeCell("=1+1")).toBe("'=1+1");
    expect(csvSafeCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvSafeCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvSafeCell("plain")).toBe("plain");
    expect(csvSafeCell("+33 6")).toBe("'+33 6");
    expect(csvSafeCell("-1")).toBe("'-1");
    expect(csvSafeCell("\tx")).toBe("'\tx");
    expect(csvSafeCell("\rx")).toBe(`"'\rx"`);
    // a cell already quoted before a formula sign gets one more quote, so reading it back is exact
    expect(csvSafeCell("'=1")).toBe("''=1");
    expect(csvSafeCell("'plain")).toBe("'plain");
  });

  it("reads back exactly what it wrote", () => {
    for (const value of ["=1+1", "'=1", "''@x", "'plain", "plain", "-", "a=b", '=HYPERLINK("x")', "\tx"]) {
      const parsed = parseCsv(`text\n${csvSafeCell(value)}\n`);
      expect(parsed.ok && csvCellValue(parsed.rows[1][0]), value).toBe(value);
    }
    // a spreadsheet's own text marker before a formula sign is taken off; elsewhere a quote is data
    expect(csvCellValue("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(csvCellValue("'hello")).toBe("'hello");
  });
});
