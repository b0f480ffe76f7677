/**
 * Request bodies of the back office against a production server: who gets which
 * allowance is decided from the session or token before any byte of the body is read.
 * Anonymous 100 MB posts to every upload path are refused at once without the
 * process growing; uploads are streamed with a per-file limit; content writes take
 * the content API's 1 MB, everything else keeps 32 KB; a rich body the editor cannot
 * hold (an unknown node, too deep) is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, solid } from "../support/media.ts";
import { multipartOfSize, rssOf, startStaffSite, streamedRequest, type StaffSite } from "./staff-site.ts";

const MB = 1024 * 1024;
/**
 * What a client may have sent of a body the server refused from its headers: the loopback
 * socket's buffers fill, then nothing more is taken. A server reading the body takes it all.
 */
const UNREAD_MAX = 16 * MB;
const UPLOAD_PATHS: Array<[string, string]> = [
  ["POST", "/admin/media"],
  ["POST", "/admin/media.data"],
  ["POST", "/admin/media/1"],
  ["POST", "/admin/media/1.data"],
  ["POST", "/api/v1/admin/media"],
  ["PUT", "/api/v1/admin/media/1/file"],
];

let site: StaffSite;
let client = 0;
/** Each request from an address of its own (the server trusts the loopback proxy). */
const from = () => ({ "x-forwarded-for": `198.51.100.${(client++ % 250) + 1}` });

beforeAll(async () => {
  site = await startStaffSite("bodies");
});
afterAll(async () => {
  expect(await site?.server.stop()).toBe(0);
});

/** Sends `work`, sampling the server's RSS every 20 ms; returns the highest growth over the start. */
async function rssGrowthDuring(work: () => Promise<unknown>): Promise<number> {
  const pid = site.server.proc.pid!;
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssOf(pid)) - before;
}

describe("upload paths", () => {
  it("refuse anonymous 100 MB posts from their headers, the server's RSS within 20 MB", async () => {
    // Warm the paths first, so what is measured is the body, not the first compile of a route.
    for (const [method, path] of UPLOAD_PATHS) await fetch(site.server.url + path, { method, headers: from() });
    const body = multipartOfSize(100 * MB);
    for (const [method, path] of UPLOAD_PATHS) {
      let answer = { status: 0, ms: 0, sent: 0 };
      const growth = await rssGrowthDuring(async () => {
        answer = await streamedRequest(
          site.port,
          method,
          path,
          { "content-type": body.contentType, origin: site.server.url, ...from() },
          body.length,
          body.chunks(),
        );
      });
      expect.soft(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect.soft(answer.status, `${method} ${path}`).toBeLessThan(500);
      // At once: from the headers, before the body (a busy machine only delays the answer).
      expect.soft(answer.sent, `${method} ${path}`).toBeLessThan(UNREAD_MAX);
      expect.soft(growth, `${method} ${path}`).toBeLessThan(20 * MB);
    }
  });

  it("give signed-in people whose role may not upload the small allowance too", async () => {
    const body = multipartOfSize(100 * MB);
    // Authors upload to the library (decision 0065); sales staff may not.
    for (const role of ["sales"] as const) {
      for (const [method, path] of UPLOAD_PATHS) {
        const auth: Record<string, string> = path.startsWith("/api/")
          ? { authorization: `Bearer ${site.tokens[role]}` }
          : { cookie: site.cookies[role] };
        const answer = await streamedRequest(
          site.port,
          method,
          path,
          { "content-type": body.contentType, origin: site.server.url, ...auth, ...from() },
          body.length,
          body.chunks(),
        );
        expect.soft(answer.status, `${role} ${method} ${path}`).toBe(413);
        expect.soft(answer.sent, `${role} ${method} ${path}`).toBeLessThan(UNREAD_MAX);
      }
    }
  });

  it("stream an uploader's post: a file over 15 MB refuses the form, and a 100 MB post is never held", async () => {
    // 100 MB: held whole, it would exceed the 60 MB of growth allowed below.
    const body = multipartOfSize(100 * MB, { intent: "upload" });
    const editor = { cookie: site.cookies.editor, authorization: `Bearer ${site.tokens.editor}` };
    const paths = ["/admin/media", "/admin/media.data", "/api/v1/admin/media"];
    const authOf = (path: string): Record<string, string> =>
      path.startsWith("/api/") ? { authorization: editor.authorization } : { cookie: editor.cookie };
    // A first post of the same size to the first path, so the process's first buffers and the
    // heap's growth to its working size are not counted as held; then one oversized post to each.
    const first = { "content-type": body.contentType, origin: site.server.url, ...authOf(paths[0]!), ...from() };
    // An uploader's body is read, so it goes at once, without the pause for an answer from the headers.
    const read = [30_000, 0] as const;
    expect(
      (await streamedRequest(site.port, "POST", paths[0]!, first, body.length, body.chunks(), ...read)).status,
    ).toBe(413);
    const warm = multipartOfSize(20 * MB);
    for (const path of paths) {
      const headers = { "content-type": warm.contentType, origin: site.server.url, ...authOf(path), ...from() };
      expect(
        (await streamedRequest(site.port, "POST", path, headers, warm.length, warm.chunks(), ...read)).status,
      ).toBe(413);
    }
    for (const path of paths) {
      let answer = { status: 0, body: "" };
      const auth = authOf(path);
      const growth = await rssGrowthDuring(async () => {
        answer = await streamedRequest(
          site.port,
          "POST",
          path,
          { "content-type": body.contentType, origin: site.server.url, ...auth, ...from() },
          body.length,
          body.chunks(),
          ...read,
        );
      });
      expect.soft(answer.status, path).toBe(413);
      expect.soft(answer.body, path).toContain("at most 15 MB");
      // A file is kept up to its limit at most; the rest is read and dropped as it comes.
      expect.soft(growth, path).toBeLessThan(60 * MB);
    }
  });
});

describe("the media pages' streamed forms", () => {
  it("store an uploader's image, and replace it by the item's form, with the fields read", async () => {
    const png = await solid("png");
    const form = multipart([{ name: "blue.png", data: png, type: "image/png" }]);
    form.set("intent", "upload");
    const headers = { cookie: site.cookies.editor, origin: site.server.url };
    const upload = await fetch(`${site.server.url}/admin/media`, {
      method: "POST",
      headers: { ...headers, ...from() },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect(await upload.text()).toContain("1 image(s) uploaded");

    const list = (await (
      await fetch(`${site.server.url}/api/v1/admin/media?q=blue.png`, {
        headers: { authorization: `Bearer ${site.tokens.editor}` },
      })
    ).json()) as { items: Array<{ id: number; version: number }> };
    const item = list.items[0]!;
    const replace = multipart([{ name: "green.jpg", data: await solid("jpeg", "#22aa44"), type: "image/jpeg" }]);
    replace.set("intent", "replace");
    replace.set("version", String(item.version));
    const replaced = await fetch(`${site.server.url}/admin/media/${item.id}`, {
      method: "POST",
      headers: { ...headers, ...from() },
      body: replace,
    });
    expect(replaced.status).toBe(200);
    expect(await replaced.text()).toContain("File replaced");
  });
});

/** A seeded news item's document, for a model of what a valid one looks like. */
async function seededNews(): Promise<Record<string, unknown>> {
  const headers = { authorization: `Bearer ${site.tokens.editor}`, ...from() };
  const list = (await (await fetch(`${site.server.url}/api/v1/admin/news?pageSize=1`, { headers })).json()) as {
    items: Array<{ id: number }>;
  };
  const item = (await (
    await fetch(`${site.server.url}/api/v1/admin/news/${list.items[0]!.id}`, { headers })
  ).json()) as {
    document: Record<string, unknown>;
  };
  return item.document;
}

/** A news document of about `size` bytes of JSON, most of it in the rich-text body. */
async function longNews(size: number, title: string): Promise<Record<string, unknown>> {
  const paragraph = { type: "paragraph", content: [{ type: "text", text: "Long article text. ".repeat(50) }] };
  const count = Math.ceil(size / JSON.stringify(paragraph).length);
  return {
    ...(await seededNews()),
    title,
    body: { type: "doc", content: Array.from({ length: count }, () => paragraph) },
  };
}

/** The content form's fields for a document (what the editor page posts). */
function formOfDocument(doc: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams({ intent: "save" });
  for (const [name, value] of Object.entries(doc)) {
    const text =
      value === null
        ? ""
        : typeof value === "boolean"
          ? value
            ? "on"
            : ""
          : Array.isArray(value) && value.every((v) => typeof v !== "object")
            ? value.join("\n")
            : typeof value === "object"
              ? JSON.stringify(value)
              : String(value);
    form.set(`doc.${name}`, text);
  }
  return form;
}

describe("content writes", () => {
  it("take a 33 KB article through the admin API and the editor's form", async () => {
    const api = await fetch(`${site.server.url}/api/v1/admin/news`, {
      method: "POST",
      headers: { authorization: `Bearer ${site.tokens.editor}`, "content-type": "application/json", ...from() },
      body: JSON.stringify(await longNews(33 * 1024, "A long article by API")),
    });
    expect(api.status, await api.clone().text()).toBe(201);

    const form = formOfDocument(await longNews(33 * 1024, "A long article by form"));
    expect(form.toString().length).toBeGreaterThan(33 * 1024);
    const page = await fetch(`${site.server.url}/admin/content/news/new`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookies.author, origin: site.server.url, ...from() },
      body: form,
    });
    expect(page.status, (await page.text()).slice(0, 300)).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/admin\/content\/news\/\d+$/);
  });

  it("a draft whose rich text holds an unknown node answers 400 with a message, by form and by API", async () => {
    const body = JSON.stringify({ type: "doc", content: [{ type: "marquee", content: [] }] });
    const api = await fetch(`${site.server.url}/api/v1/admin/help-articles`, {
      method: "POST",
      headers: { authorization: `Bearer ${site.tokens.editor}`, "content-type": "application/json", ...from() },
      body: JSON.stringify({
        categoryId: 1,
        title: "Unknown node",
        summary: "",
        body: JSON.parse(body),
        position: 1,
        popular: false,
        coverKey: null,
        coverAlt: "",
      }),
    });
    const answer = (await api.json()) as { error?: { message?: string } };
    expect(api.status, JSON.stringify(answer)).toBe(400);
    expect(answer.error?.message).toMatch(/editor/i);
    const form = new URLSearchParams({
      intent: "save",
      "doc.categoryId": "1",
      "doc.title": "Unknown node",
      "doc.summary": "",
      "doc.body": body,
      "doc.position": "1",
    });
    const page = await fetch(`${site.server.url}/admin/content/help-articles/new`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookies.editor, origin: site.server.url, ...from() },
      body: form,
    });
    const html = await page.text();
    expect(page.status).toBe(400);
    expect(html).toContain("Unknown node"); // what was typed is kept
    expect(site.server.output()).not.toMatch(/"level":50|"level":60/);
  });

  it("refuse a body nested deeper than the editor makes, with 400 and no failure of the server", async () => {
    const paragraph = '{"type":"paragraph","content":[{"type":"text","text":"deep"}]}';
    const base = await longNews(0, "Deep");
    for (const depth of [100, 1_000, 20_000]) {
      const body = `{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(depth)}${paragraph}${"]}".repeat(depth)}]}`;
      const doc = JSON.stringify({ ...base, body: "BODY" }).replace('"BODY"', body);
      const res = await fetch(`${site.server.url}/api/v1/admin/news`, {
        method: "POST",
        headers: { authorization: `Bearer ${site.tokens.editor}`, "content-type": "application/json", ...from() },
        body: doc,
      });
      const answer = (await res.json()) as { error?: { fields?: Record<string, string> } };
      expect.soft(res.status, `depth ${depth}`).toBe(400);
      expect.soft(answer.error?.fields?.body, `depth ${depth}`).toMatch(/levels/);
    }
    expect(site.server.output()).not.toMatch(/"level":50|"level":60/);
  });

  it("refuse more than the content API's 1 MB, and anonymous or other writes over 32 KB, with 413", async () => {
    const big = JSON.stringify(await longNews(1.1 * MB, "Too long"));
    const api = await fetch(`${site.server.url}/api/v1/admin/news`, {
      method: "POST",
      headers: { authorization: `Bearer ${site.tokens.editor}`, "content-type": "application/json", ...from() },
      body: big,
    });
    expect(api.status).toBe(413);

    const article = formOfDocument(await longNews(33 * 1024, "Anonymous"));
    for (const path of ["/admin/content/news/new", "/admin/content/news/new.data", "/api/v1/admin/news"]) {
      const res = await fetch(site.server.url + path, {
        method: "POST",
        redirect: "manual",
        headers: { origin: site.server.url, ...from() },
        body: article,
      });
      expect.soft(res.status, `anonymous ${path}`).toBe(413);
    }
    // Sales may not write content; other admin forms keep the small limit for everyone.
    const sales = await fetch(`${site.server.url}/admin/content/news/new`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookies.sales, origin: site.server.url, ...from() },
      body: article,
    });
    expect(sales.status).toBe(413);
    const redirects = await fetch(`${site.server.url}/admin/redirects`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookies.admin, origin: site.server.url, ...from() },
      body: new URLSearchParams({ intent: "save", from: "/x", to: "/".repeat(40 * 1024) }),
    });
    expect(redirects.status).toBe(413);
  });
});
