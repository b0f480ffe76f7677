/**
 * The editor's live preview endpoint: the real middleware, services, guard and admin route
 * action (the form read by the save's own code); the renderer is a stand-in that runs that
 * action for the post, as React Router does, and draws the previewed row's title as the page.
 */
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "../../app/lib/context.server.ts";
import { fieldName } from "../../app/components/admin/content-field-spec.ts";
import { fieldsOf, valuesOf } from "../../app/routes/admin/content-form.server.ts";
import { action } from "../../app/routes/admin/content-preview.tsx";
import { FAST_SCRYPT, makeStaff, type StaffSession } from "../support/accounts.ts";
import { createTestServices, type TestServices } from "../support/databases.ts";
import type { Caller } from "../../app/kernel/services/editorial.ts";
import { createPreviewLoad, type RenderedPage } from "../../server/editorial/preview-load.ts";
import { livePreviews } from "../../server/editorial/live-preview.ts";
import { apiRateLimit } from "../../server/limits.ts";

describe("the editor's live preview", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  let siteOrigin: string;
  let editor: StaffSession;
  let author: StaffSession;
  let sales: StaffSession;
  let itemId: number;
  let pageRenders = 0;

  const standIn = {
    async render(req: express.Request, _res: express.Response, preview?: { row: Record<string, unknown> }) {
      if (preview) {
        pageRenders++;
        const html = `<html><head></head><body><h1>${String(preview.row.title)}</h1><script>boot()</script></body></html>`;
        const headers = new Headers({
          "content-type": "text/html; charset=utf-8",
          "content-security-policy": "default-src 'self'; frame-ancestors 'none'; base-uri 'none'",
        });
        return { status: 200, headers, body: Buffer.from(html) } satisfies RenderedPage;
      }
      // The post itself: the admin route's action, as React Router calls it.
      const [, type, id, skin] = /\/admin\/preview\/([^/]+)\/([^/]+)\/([^/]+)/.exec(req.path)!;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request(`${siteOrigin}${req.originalUrl}`, {
        method: req.method,
        headers,
        body: Readable.toWeb(req) as ReadableStream,
        duplex: "half",
      } as RequestInit);
      let answer: Response;
      try {
        answer = await action({ request, context: requestContext(s), params: { type, id, skin } } as never);
      } catch (thrown) {
        const status = (thrown as { init?: { status?: number } }).init?.status ?? 500;
        answer = thrown instanceof Response ? thrown : new Response(null, { status });
      }
      return { status: answer.status, headers: answer.headers, body: new Uint8Array(await answer.arrayBuffer()) };
    },
    send(res: express.Response, page: RenderedPage) {
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.status(page.status).send(page.html);
    },
  };

  /** The editor's form of the item as the browser posts it, with `changes` typed over it. */
  async function formOf(caller: Caller, changes: Record<string, string>): Promise<URLSearchParams> {
    const item = await s.editorial.get(caller, "news", itemId);
    const values = valuesOf(fieldsOf("news"), item.document as Record<string, unknown>);
    return new URLSearchParams(Object.entries({ ...values, ...changes }).map(([k, v]) => [fieldName(k), v]));
  }

  function post(who: StaffSession | null, body: BodyInit, init: { type?: string; site?: string; skin?: string } = {}) {
    return fetch(`${origin}/admin/preview/news/${itemId}/${init.skin ?? "desktop"}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": init.type ?? "application/x-www-form-urlencoded",
        origin: init.site ?? siteOrigin,
        ...(who ? { cookie: who.jar.header() } : {}),
      },
      body,
    });
  }

  beforeAll(async () => {
    s = await createTestServices("sqlite", "live-preview", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    siteOrigin = new URL(s.config.SITE_URL).origin;
    editor = await makeStaff(s, "editor-live@example.com", "editor");
    author = await makeStaff(s, "author-live@example.com", "author");
    sales = await makeStaff(s, "sales-live@example.com", "sales");
    const me = await s.accounts.currentUser(new Request(siteOrigin, { headers: { cookie: editor.jar.header() } }));
    const caller = { user: me!, client: { ip: "203.0.113.9", userAgent: "vitest" } };
    const seeded = (await s.editorial.list(caller, "news", { status: "published", sort: "id" })).items[0]!;
    itemId = seeded.id;
    const app = express();
    app.use(livePreviews(s.config, s, () => standIn as never, createPreviewLoad()));
    app.use((_req, res) => void res.status(418).send("not the live preview"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await s?.dispose();
  });

  it("shows the unsaved title on the page, framable by the back office only, and stores nothing", async () => {
    const me = await s.accounts.currentUser(new Request(siteOrigin, { headers: { cookie: editor.jar.header() } }));
    const caller = { user: me!, client: { ip: "203.0.113.9", userAgent: "vitest" } };
    const before = await s.editorial.get(caller, "news", itemId);
    const rendersBefore = pageRenders;
    for (let i = 0; i < 2; i++) {
      const res = await post(editor, await formOf(caller, { title: "Typed but never saved" }));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("<h1>Typed but never saved</h1>");
      expect(html).toContain("Live preview");
      expect(html).not.toContain("<script");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
      expect(res.headers.get("content-security-policy")).not.toContain("'none'; base-uri 'none'; frame");
    }
    // Never served from a cache: each post renders.
    expect(pageRenders - rendersBefore).toBe(2);
    const after = await s.editorial.get(caller, "news", itemId);
    expect(after.version).toBe(before.version);
    expect(after.document).toEqual(before.document);
    expect(after.title).not.toBe("Typed but never saved");
  });

  it("answers 403 to staff who may not edit the item, and asks a signed-out browser to sign in", async () => {
    const me = await s.accounts.currentUser(new Request(siteOrigin, { headers: { cookie: editor.jar.header() } }));
    const form = await formOf({ user: me!, client: { ip: "", userAgent: "" } }, { title: "Not theirs" });
    for (const who of [sales, author]) {
      const res = await post(who, form);
      expect(res.status, who.email).toBe(403);
      const html = await res.text();
      expect(html).not.toContain("Not theirs");
      expect(html).toContain("Only people who may edit this item");
    }
    const signedOut = await post(null, form);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain("Sign in again");
    expect(pageRenders).toBe(2);
  });

  it("refuses a post from another site and a body that is not the form with 403 and 400, never 500", async () => {
    const me = await s.accounts.currentUser(new Request(siteOrigin, { headers: { cookie: editor.jar.header() } }));
    const form = await formOf({ user: me!, client: { ip: "", userAgent: "" } }, {});
    expect((await post(editor, form, { site: "https://evil.example" })).status).toBe(403);
    expect((await post(editor, JSON.stringify({ title: "x" }), { type: "application/json" })).status).toBe(400);
    expect((await post(editor, "--x\r\n", { type: "multipart/form-data" })).status).toBe(400);
    const garbled = new URLSearchParams({
      "doc.title": "Still shown",
      "doc.publishedAt": "not a date",
      "doc.body": "{",
    });
    // A draft may be incomplete or half typed: what cannot be read is left out of the preview.
    const res = await post(editor, garbled);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<h1>Still shown</h1>");
    // A value even a draft may not hold: the fields named, no page, no failure.
    const wrong = await post(editor, new URLSearchParams({ "doc.title": "x", "doc.type": "no-such-category" }));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toMatch(/<li>type: /);
  });

  it("answers 404 for a skin the type has no page on, and leaves other addresses to the site", async () => {
    const me = await s.accounts.currentUser(new Request(siteOrigin, { headers: { cookie: editor.jar.header() } }));
    const form = await formOf({ user: me!, client: { ip: "", userAgent: "" } }, {});
    expect((await post(editor, form, { skin: "tablet" })).status).toBe(418);
    const casesRes = await fetch(`${origin}/admin/preview/cases/1/mobile`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: siteOrigin, cookie: editor.jar.header() },
      body: "doc.title=x",
    });
    expect(casesRes.status).toBe(404);
    expect(await casesRes.text()).toContain("no phone page");
  });

  it("has a per-client budget of its own: past it, 429 without reading the form", async () => {
    const limited = express();
    const limit = apiRateLimit(s.config, { limits: { livePreviews: { limit: 2, windowMs: 60_000 } } });
    limited.use(livePreviews(s.config, s, () => standIn as never, createPreviewLoad(), limit.livePreviews));
    const other = limited.listen(0, "127.0.0.1");
    await new Promise((r) => other.once("listening", r));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/admin/preview/news/${itemId}/desktop`;
      const me = await s.accounts.currentUser(new Request(siteOrigin, { headers: { cookie: editor.jar.header() } }));
      const body = (await formOf({ user: me!, client: { ip: "", userAgent: "" } }, {})).toString();
      const headers = {
        "content-type": "application/x-www-form-urlencoded",
        origin: siteOrigin,
        cookie: editor.jar.header(),
      };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(url, { method: "POST", headers, body })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await new Promise((r) => other.close(r));
      await limit.close();
    }
  });
});
