import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, csvRow, exportLeads, parseSince } from "./export.ts";
import type { ExportedLead } from "./export-rows.ts";

function lead(overrides: Partial<ExportedLead> = {}): ExportedLead {
  return {
    id: 1,
    createdAt: "2026-11-22T08:00:00.000Z",
    name: "Ada Lovelace",
    email: "ada@analytical.example",
    phone: "+442079460958",
    company: "Analytical Engines Ltd",
    jobTitle: "Head of Operations",
    companySize: "50-249",
    product: "pm",
    region: null,
    message: null,
    consent: true,
    source: "api",
    sourcePage: "/price",
    intent: "trial",
    plan: "team",
    locale: "zh-Hans",
    item: { type: "courses", id: 7 },
    status: "contacted",
    assignee: "sam@example.com",
    notes: [
      { at: "2026-11-22T09:00:00.000Z", author: "sam@example.com", body: "Called." },
      { at: "2026-11-23T09:00:00.000Z", author: null, body: "=cmd" },
    ],
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    ...overrides,
  };
}

async function collect(leads: ExportedLead[], format: "csv" | "json"): Promise<string> {
  async function* source() {
    yield* leads;
  }
  let out = "";
  for await (const part of exportLeads(source(), format)) out += part;
  return out;
}

/**
 * The two ways a spreadsheet reads the file: with "," (the RFC 4180 reading), and with
 * ";" as most continental European locales do, where a quote that closes a field
 * before the next ";" is taken literally (csv-parse's relax_quotes reads it the same way).
 */
function readCsv(text: string, delimiter: "," | ";"): string[][] {
  return parse(
    text,
    delimiter === "," ? { bom: true } : { bom: true, delimiter, relax_quotes: true, relax_column_count: true },
  ) as string[][];
}

/**
 * The ";" reading for any text, even one csv-parse gives up on (a quote left open to
 * the end): a quote opens a cell only at its start, a doubled quote inside is one
 * quote, and after the closing quote everything up to the next separator is literal.
 */
function spreadsheetCells(text: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (atStart && c === '"') {
      quoted = true;
      atStart = false;
    } else if (c === delimiter || c === "\r" || c === "\n") {
      cells.push(cell);
      cell = "";
      atStart = true;
      if (c === "\r" && text[i + 1] === "\n") i++;
    } else {
      cell += c;
      atStart = false;
    }
  }
  cells.push(cell);
  return cells;
}

/** A reader that ignores quoting altogether and splits on every separator and line break. */
function naiveCells(text: string): string[] {
  return text.replace(/^\uFEFF/, "").split(/[,;\t\r\n]/);
}

/** What a spreadsheet would evaluate: a formula character first, after any blanks (tab and CR included) or quotes it drops. */
const FORMULA = /^[\s"]*[=+\-@]/;

function expectNoFormula(cells: string[], where: string): void {
  for (const cell of cells) expect(cell, `${where}: ${JSON.stringify(cell)}`).not.toMatch(FORMULA);
}

const ATTACKS = [
  "Mallory;=2+5;",
  "Mallory,=2+5,",
  '=HYPERLINK("http://evil.example","x")',
  "+1+1",
  "-2+3",
  "@SUM(A1)",
  "\tcmd",
  "\r=1",
  " =1+1",
  '"=1+1"',
  'a; "@cmd"',
  "x\n=cmd|' /C calc'!A0",
  "ok;\t=1",
];

describe("CSV export", () => {
  it("writes a BOM, a header row, every cell quoted and CRLF line ends", async () => {
    const csv = await collect([lead()], "csv");
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"id","created_at","name","email","phone","company","job_title","company_size","product","region","message","consent","source","source_page","intent","locale","item_type","item_id","plan","utm_source","utm_medium","utm_campaign","utm_term","utm_content","status","assignee","notes"',
    );
    expect(lines[1]).toBe(
      '"1","2026-11-22T08:00:00.000Z","Ada Lovelace","ada@analytical.example","\'+442079460958","Analytical Engines Ltd","Head of Operations","50-249","pm","","","true","api","/price","trial","zh-Hans","courses","7","team","","","","","","contacted","sam@example.com","2026-11-22T09:00:00.000Z sam@example.com: Called.\n2026-11-23T09:00:00.000Z (no author): =cmd"',
    );
    expect(lines[2]).toBe("");
  });

  it("quotes commas, quotes and newlines and keeps Unicode", async () => {
    const csv = await collect(
      [lead({ name: 'Smith "Jo"', company: "Zoë & 李雷 Ltd 😀", message: "line one\nline two\r\nline three" })],
      "csv",
    );
    expect(csv).toContain('"Smith ""Jo"""');
    expect(csv).toContain("Zoë & 李雷 Ltd 😀");
    const rows = readCsv(csv, ",");
    expect(rows[1]![2]).toBe('Smith "Jo"');
    expect(rows[1]![5]).toBe("Zoë & 李雷 Ltd 😀");
    expect(rows[1]![10]).toBe("line one\nline two\r\nline three");
  });

  it.each([
    ["Mallory;=2+5;", '"Mallory;\'=2+5;"'],
    ['=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
    ["+1+1", '"\'+1+1"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tcmd", '"\'\tcmd"'],
    ["\r=1", "\"'\r'=1\""],
    [" =1", '"\' =1"'],
    ["a=1", '"a=1"'],
    ["", '""'],
  ])("guards %j against formula injection", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each(ATTACKS)(
    "leaves no cell of %j that a spreadsheet evaluates, read with , or ; or no quoting at all",
    async (attack) => {
      const csv = await collect([lead({ name: attack, company: attack, jobTitle: attack, message: attack })], "csv");
      for (const delimiter of [",", ";"] as const) {
        expectNoFormula(readCsv(csv, delimiter).flat(), `read with ${delimiter}`);
        expectNoFormula(spreadsheetCells(csv, delimiter), `read with ${delimiter}, quotes as a spreadsheet takes them`);
      }
      expectNoFormula(naiveCells(csv), "split on every separator");
      // Read as written (with ","), the value is the one stored, with apostrophes added only.
      const name = readCsv(csv, ",")[1]![2]!;
      expect(name.replace(/'/g, "")).toBe(attack.replace(/'/g, ""));
    },
  );

  it("guards any text in every reading and changes nothing but added apostrophes", () => {
    const text = fc.string({
      unit: fc.constantFrom("a", " ", "=", "+", "-", "@", "\t", "\r", "\n", ",", ";", '"', "'", "1", "é"),
      maxLength: 24,
    });
    fc.assert(
      fc.property(text, text, (a, b) => {
        const csv = csvRow([a, b]);
        expectNoFormula(readCsv(csv, ",").flat(), "read with ,");
        expectNoFormula(spreadsheetCells(csv, ";"), "read with ;");
        expectNoFormula(naiveCells(csv), "split on every separator");
        const row = readCsv(csv, ",")[0]!;
        expect(row.map((v) => v.replace(/'/g, ""))).toEqual([a, b].map((v) => v.replace(/'/g, "")));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("JSON export", () => {
  it("writes a valid array of records with the values exactly as stored", async () => {
    const leads = [
      lead({ name: "=cmd|' /C calc'!A0" }),
      lead({ id: 2, message: "<script>alert(1)</script>", region: "emea" }),
    ];
    const parsed = JSON.parse(await collect(leads, "json")) as Array<Record<string, unknown>>;
    expect(parsed).toHaveLength(2);
    expect(parsed[0]!.name).toBe("=cmd|' /C calc'!A0");
    expect(parsed[1]).toMatchObject({
      id: 2,
      message: "<script>alert(1)</script>",
      region: "emea",
      job_title: "Head of Operations",
      locale: "zh-Hans",
      status: "contacted",
      assignee: "sam@example.com",
      notes: [
        { at: "2026-11-22T09:00:00.000Z", author: "sam@example.com", body: "Called." },
        { at: "2026-11-23T09:00:00.000Z", author: null, body: "=cmd" },
      ],
    });
    expect(JSON.parse(await collect([], "json"))).toEqual([]);
  });
});

describe("--since", () => {
  it.each([
    ["2026-11-01", "2026-11-01T00:00:00.000Z"],
    ["2026-11-01T09:30:00Z", "2026-11-01T09:30:00.000Z"],
    ["2026-11-01T09:30:00+02:00", "2026-11-01T07:30:00.000Z"],
  ])("accepts %s", (value, iso) => {
    expect(parseSince(value)?.toISOString()).toBe(iso);
  });
  it.each(["yesterday", "2026-13-01", "2026-02-31", "01/11/2026", ""])("rejects %j", (value) => {
    expect(parseSince(value)).toBeUndefined();
  });
});
