import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, exportLeads, parseSince } from "./export.ts";
import type { StoredLead } from "./store.ts";

function lead(overrides: Partial<StoredLead> = {}): StoredLead {
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
    ...overrides,
  };
}

async function collect(leads: StoredLead[], format: "csv" | "json"): Promise<string> {
  async function* source() {
    yield* leads;
  }
  let out = "";
  for await (const part of exportLeads(source(), format)) out += part;
  return out;
}

/** A small RFC 4180 reader, to prove the writer round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

describe("CSV export", () => {
  it("writes a BOM, a header row and CRLF line ends", async () => {
    const csv = await collect([lead()], "csv");
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("id,created_at,name,email,phone,company,job_title,company_size,product,region,message,consent,source");
    expect(lines[1]).toBe("1,2026-11-22T08:00:00.000Z,Ada Lovelace,ada@analytical.example,'+442079460958,Analytical Engines Ltd,Head of Operations,50-249,pm,,,true,api");
    expect(lines[2]).toBe("");
  });

  it("quotes commas, quotes and newlines and keeps Unicode", async () => {
    const csv = await collect(
      [lead({ name: 'Smith, "Jo"', company: "Zoë & 李雷 Ltd 😀", message: "line one\nline two\r\nline three" })],
      "csv",
    );
    expect(csv).toContain('"Smith, ""Jo"""');
    expect(csv).toContain("Zoë & 李雷 Ltd 😀");
    const rows = parseCsv(csv.slice(1));
    expect(rows[1]![2]).toBe('Smith, "Jo"');
    expect(rows[1]![5]).toBe("Zoë & 李雷 Ltd 😀");
    expect(rows[1]![10]).toBe("line one\nline two\r\nline three");
  });

  it.each([
    ["=HYPERLINK(\"http://evil.example\",\"x\")", "\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\""],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", "\"'\r=1\""],
    ["a=1", "a=1"],
  ])("guards %j against formula injection", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("round-trips any text through the CSV reader (after the formula guard)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const row = parseCsv(`${csvField(text)}\r\n`)[0]!;
        const guarded = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
        expect(row).toEqual([guarded]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("JSON export", () => {
  it("writes a valid array of records with the values exactly as stored", async () => {
    const leads = [lead({ name: "=cmd|' /C calc'!A0" }), lead({ id: 2, message: "<script>alert(1)</script>", region: "emea" })];
    const parsed = JSON.parse(await collect(leads, "json")) as Array<Record<string, unknown>>;
    expect(parsed).toHaveLength(2);
    expect(parsed[0]!.name).toBe("=cmd|' /C calc'!A0");
    expect(parsed[1]).toMatchObject({ id: 2, message: "<script>alert(1)</script>", region: "emea", job_title: "Head of Operations" });
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
