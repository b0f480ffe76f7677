/**
 * The editorial admin API through the whole Express app, on SQLite (the editorial
 * service is tested on both databases):
 * every content type and every action, ETag / If-Match (428, 412 with who and
 * when), roles, the redirects manager, and answers checked against the OpenAPI
 * document.
 */
import type http from "node:http";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../app/kernel/admin-policy.ts";
import { CONTENT_TYPES } from "../../app/kernel/editorial-schemas.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { createTestServices, HTTP_BACKENDS, type TestServices } from "../../tests/support/databases.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";

describe.each(HTTP_BACKENDS)("editorial admin API on %s", (backend) => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  const tokens = {} as Record<Role, string>;
  let validate: (schemaId: string, value: unknown) => string | null;
  let paths: Record<string, Record<string, { tags: string[] }>>;

  beforeAll(async () => {
    s = await createTestServices(backend, "contentapi", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      // Each test calls from an address of its own (x-forwarded-for), so the admin write
      // budget, counted per client, is not spent by the tests before it.
      env: { TRUST_PROXY: "loopback" },
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    const origin = listening.origin;
    api = `${origin}/api/v1/admin`;
    for (const role of ["admin", "editor", "author", "sales"] as const) {
      const made = await makeStaff(s, `${role}@example.com`, role, false);
      const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
      // Made as npm run admin -- create-token makes them: these accounts have no second factor.
      tokens[role] = (
        await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })
      ).token;
    }
    const doc = (await (await fetch(`${origin}/api/v1/openapi.json`)).json()) as {
      components: { schemas: Record<string, unknown> };
      paths: typeof paths;
    };
    paths = doc.paths;
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
    validate = (id, value) => {
      const check = ajv.getSchema(`doc#/components/schemas/${id}`)!;
      return check(value) ? null : ajv.errorsText(check.errors);
    };
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  let client = "198.51.100.1";
  async function call(role: Role, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(api + path, {
      method,
      headers: {
        authorization: `Bearer ${tokens[role]}`,
        "x-forwarded-for": client,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked against the OpenAPI document
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Record<string, any> };
  }
  const ok = (schema: string, value: unknown) => expect(validate(schema, value)).toBeNull();

  for (const type of CONTENT_TYPES)
    it(`${type}: every action, as the OpenAPI document describes it`, async () => {
      client = `198.51.100.${CONTENT_TYPES.indexOf(type) + 10}`;
      for (const p of ["/admin/{type}", "/admin/{type}/{id}", "/admin/{type}/{id}/publish"]) {
        const operations = Object.values(paths[p]!) as Array<{
          tags: string[];
          parameters: Array<{ name: string; schema: { enum?: string[] } }>;
        }>;
        expect(operations.every((o) => o.tags.includes("Admin"))).toBe(true);
        expect(operations[0]!.parameters.find((x) => x.name === "type")?.schema.enum).toContain(type);
      }
      const list = await call("editor", "GET", `/${type}?status=published&sort=id&pageSize=2`);
      expect(list.status).toBe(200);
      expect(list.headers.get("cache-control")).toBe("private, no-store");
      ok("ContentItemList", list.body);
      const id = list.body.items[0].id as number;
      const got = await call("author", "GET", `/${type}/${id}`);
      expect(got.status).toBe(200);
      ok("ContentItem", got.body);
      expect(got.headers.get("etag")).toBe(`"${got.body.version}"`);
      const document = got.body.document;

      expect((await call("editor", "PATCH", `/${type}/${id}`, document)).status).toBe(428);
      // A save that changes nothing writes no revision: this one changes the title.
      const key = "title" in document ? "title" : "name" in document ? "name" : "siteName";
      const edited = { ...document, [key]: `${String(document[key])} (edited)` };
      const saved = await call("editor", "PATCH", `/${type}/${id}`, edited, { "if-match": got.headers.get("etag")! });
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(got.body.version + 1);
      const stale = await call("admin", "PATCH", `/${type}/${id}`, document, { "if-match": got.headers.get("etag")! });
      expect(stale.status).toBe(412);
      ok("StaleWrite", stale.body);
      expect(stale.body.current.changedBy.email).toBe("editor@example.com");
      const bad = await call(
        "editor",
        "PATCH",
        `/${type}/${id}`,
        { ...document, nonsense: 1 },
        { "if-match": `"${saved.body.version}"` },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toBeDefined();

      expect((await call("author", "POST", `/${type}/${id}/publish`)).status).toBe(403);
      expect((await call("sales", "GET", `/${type}/${id}`)).status).toBe(403);
      const published = await call("editor", "POST", `/${type}/${id}/publish`);
      expect(published.status).toBe(200);
      ok("ContentItem", published.body);
      expect(published.body.hasDraft).toBe(false);
      const revisions = await call("editor", "GET", `/${type}/${id}/revisions`);
      ok("ContentRevisionList", revisions.body);
      const first = revisions.body.revisions.at(-1).id as number;
      const diff = await call(
        "editor",
        "GET",
        `/${type}/${id}/revisions/${revisions.body.revisions[0].id}/diff?from=${first}`,
      );
      expect(diff.status).toBe(200);
      ok("ContentRevisionDiff", diff.body);
      const restored = await call("editor", "POST", `/${type}/${id}/revisions/${first}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body.hasDraft).toBe(true);
      // Discarding the draft goes back to the live version; a second discard finds nothing to drop.
      const discarded = await call("editor", "POST", `/${type}/${id}/discard`);
      expect(discarded.status, JSON.stringify(discarded.body)).toBe(200);
      ok("ContentItem", discarded.body);
      expect(discarded.body.hasDraft).toBe(false);
      expect((await call("editor", "POST", `/${type}/${id}/discard`)).status).toBe(409);

      const at = new Date(Date.now() + 3_600_000).toISOString();
      // The site settings stay live: they can be scheduled to publish, never to come down.
      const singleton = type === "site-settings";
      const action = singleton ? "publish" : "unpublish";
      const scheduled = await call("editor", "POST", `/${type}/${id}/schedule`, { action, at });
      expect(scheduled.status).toBe(201);
      ok("ContentSchedule", scheduled.body);
      expect((await call("editor", "POST", `/${type}/${id}/schedule`, { action: "archive", at })).status).toBe(400);
      expect((await call("author", "POST", `/${type}/${id}/schedule`, { action: "publish", at })).status).toBe(403);
      expect((await call("editor", "DELETE", `/${type}/${id}/schedule/${scheduled.body.id}`)).status).toBe(204);

      const link = await call("editor", "POST", `/${type}/${id}/preview-links`, { days: 3 });
      expect(link.status).toBe(201);
      ok("PreviewLink", link.body);
      expect(link.body.url).toMatch(/\/preview\/[\w-]{43}$/);
      expect((await call("editor", "POST", `/${type}/${id}/preview-links`, { days: 8 })).status).toBe(400);
      ok("PreviewLinkList", (await call("editor", "GET", `/${type}/${id}/preview-links`)).body);
      expect((await call("editor", "DELETE", `/${type}/${id}/preview-links/${link.body.id}`)).status).toBe(204);

      const unpublished = await call("editor", "POST", `/${type}/${id}/unpublish`);
      if (singleton) {
        expect(unpublished.status).toBe(409);
        expect((await call("editor", "DELETE", `/${type}/${id}`)).status).toBe(409);
        expect((await call("editor", "POST", `/${type}`, restored.body.document)).status).toBe(409);
        return;
      }
      expect(unpublished.body.status).toBe("unpublished");
      expect((await call("editor", "POST", `/${type}/${id}/unpublish`)).status).toBe(409);
      expect((await call("author", "DELETE", `/${type}/${id}`)).status).toBe(403);
      if (type === "help-categories") {
        // The first topic holds sub-topics and articles: it stays out of the trash.
        expect((await call("editor", "DELETE", `/${type}/${id}`)).status).toBe(409);
        return;
      }
      expect((await call("editor", "DELETE", `/${type}/${id}`)).status).toBe(204);
      expect(
        (await call("editor", "GET", `/${type}?status=trashed`)).body.items.map((i: { id: number }) => i.id),
      ).toEqual([id]);
      const back = await call("editor", "POST", `/${type}/${id}/restore`);
      expect(back.status).toBe(200);
      expect(back.body.status).toBe("unpublished");

      const copy = { ...restored.body.document };
      // A unique column: a slug, or a page's path.
      for (const unique of ["slug", "path"].filter((k) => k in copy)) {
        expect((await call("author", "POST", `/${type}`, copy)).body.error.fields[unique]).toMatch(
          /already uses|is the address of/,
        );
        copy[unique] = `${copy[unique]}-copy`;
      }
      const created = await call("author", "POST", `/${type}`, copy);
      expect(created.status).toBe(201);
      expect(created.headers.get("location")).toBe(`/api/v1/admin/${type}/${created.body.id}`);
      expect(created.body.status).toBe("draft");
      const submitted = await call("author", "POST", `/${type}/${created.body.id}/submit`);
      expect(submitted.body.status).toBe("in_review");
    });

  it("keeps an item's search and sharing settings, and an author's incomplete first draft", async () => {
    client = "198.51.100.90";
    const list = await call("editor", "GET", `/news?status=published&sort=id&pageSize=1`);
    const id = list.body.items[0].id as number;
    const got = await call("editor", "GET", `/news/${id}`);
    const seo = { seoTitle: "Own title", seoDescription: "Own description", seoImageKey: null, noindex: true };
    const saved = await call(
      "editor",
      "PATCH",
      `/news/${id}`,
      { ...got.body.document, ...seo },
      {
        "if-match": got.headers.get("etag")!,
      },
    );
    expect(saved.status).toBe(200);
    ok("ContentItem", saved.body);
    expect(saved.body.draft).toMatchObject(seo);
    expect((await call("editor", "GET", `/news/${id}`)).body.document).toMatchObject(seo);

    const created = await call("author", "POST", "/news", { type: "company", title: "No cover yet" });
    expect(created.status).toBe(201);
    expect(created.body.mayEdit).toBe(true);
    ok("ContentItem", created.body);
    const publish = await call("editor", "POST", `/news/${created.body.id}/publish`);
    expect(publish.status).toBe(400);
    expect(publish.body.error.fields).toMatchObject({ coverKey: "Choose an image", author: "Required" });
  });

  it("publishes, unpublishes and trashes several items at once, listing what it could not change", async () => {
    client = "198.51.100.2";
    const list = await call("editor", "GET", "/qas?status=published&sort=-id&pageSize=2");
    const ids = list.body.items.map((i: { id: number }) => i.id) as number[];
    const down = await call("editor", "POST", "/qas/bulk", { action: "unpublish", ids: [...ids, 999_999] });
    expect(down.status).toBe(200);
    expect(down.body.done).toEqual(ids);
    expect(down.body.failed).toEqual([{ id: 999_999, code: "not_found", message: expect.any(String) }]);
    const again = await call("editor", "POST", "/qas/bulk", { action: "unpublish", ids });
    expect(again.body.failed.map((f: { code: string }) => f.code)).toEqual(["conflict", "conflict"]);
    expect((await call("editor", "POST", "/qas/bulk", { action: "publish", ids })).body.done).toEqual(ids);
    expect((await call("author", "POST", "/qas/bulk", { action: "delete", ids })).status).toBe(403);
    expect((await call("editor", "POST", "/qas/bulk", { action: "archive", ids })).status).toBe(400);
    expect((await call("editor", "POST", "/qas/bulk", { action: "delete", ids: [] })).status).toBe(400);
    expect((await call("editor", "POST", "/qas/bulk", { action: "delete", ids })).body.done).toEqual(ids);
    const trashed = await call("editor", "GET", "/qas?status=trashed");
    expect(trashed.body.items.map((i: { id: number }) => i.id).sort()).toEqual([...ids].sort());
  });

  it("answers bad ids, unknown types and bad bodies without a 500", async () => {
    client = "198.51.100.3";
    expect((await call("editor", "GET", "/news/abc")).status).toBe(404);
    expect((await call("editor", "GET", "/news/999999")).status).toBe(404);
    expect((await call("editor", "GET", "/articles")).status).toBe(404);
    expect((await call("editor", "GET", "/news?pageSize=1000")).status).toBe(400);
    expect((await call("editor", "GET", "/news?colour=red")).status).toBe(400);
    const notJson = await fetch(`${api}/news`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.editor}`, "content-type": "text/plain" },
      body: "hello",
    });
    expect(notJson.status).toBe(415);
    const broken = await fetch(`${api}/news`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.editor}`, "content-type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect((await call("editor", "PATCH", "/news/1", {}, { "if-match": "garbage" })).status).toBe(412);
    expect(
      (await fetch(`${api}/users`, { method: "DELETE", headers: { authorization: `Bearer ${tokens.admin}` } })).status,
    ).toBe(405);
  });

  it("manages redirects, and records every write in the audit trail", async () => {
    client = "198.51.100.4";
    const made = await call("editor", "POST", "/redirects", { from: "/old-page", to: "/price", status: 301 });
    expect(made.status).toBe(201);
    ok("Redirect", made.body);
    expect((await call("author", "POST", "/redirects", { from: "/a", to: "/b", status: 301 })).status).toBe(403);
    expect((await call("editor", "POST", "/redirects", { from: "no-slash", to: "/b", status: 301 })).status).toBe(400);
    const changed = await call("editor", "PUT", `/redirects/${made.body.id}`, {
      from: "/old-page",
      to: "/service",
      status: 302,
    });
    expect(changed.body).toMatchObject({ to: "/service", status: 302 });
    const list = await call("editor", "GET", "/redirects");
    ok("RedirectList", list.body);
    // Applied before rendering, query kept.
    const origin = api.replace("/api/v1/admin", "");
    const moved = await fetch(`${origin}/old-page?utm=x`, { redirect: "manual" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/service?utm=x");
    // An item taken down answers 410 at its desktop and mobile URLs, as a page.
    const news = await call("editor", "GET", "/news?status=published&pageSize=1");
    const item = await call("editor", "GET", `/news/${news.body.items[0].id}`);
    await call("editor", "POST", `/news/${item.body.id}/unpublish`);
    for (const url of [item.body.urls.desktop, item.body.urls.mobile]) {
      const gone = await fetch(origin + url, { redirect: "manual" });
      expect(gone.status).toBe(410);
      expect(gone.headers.get("content-type")).toMatch(/text\/html/);
      expect(await gone.text()).toContain("This page has been removed");
    }
    const gones = (await call("editor", "GET", "/redirects")).body.redirects.filter(
      (r: { status: number }) => r.status === 410,
    );
    expect(gones.map((r: { from: string }) => r.from)).toEqual(
      expect.arrayContaining([item.body.urls.desktop, item.body.urls.mobile]),
    );
    expect((await call("editor", "DELETE", `/redirects/${made.body.id}`)).status).toBe(204);
    expect((await call("editor", "DELETE", `/redirects/${made.body.id}`)).status).toBe(404);
    const audit = await call("admin", "GET", "/audit?action=redirect.saved");
    expect(audit.body.total).toBe(2);
    const unpublished = await call("admin", "GET", "/audit?action=content.unpublished&targetType=news");
    expect(unpublished.body.entries[0]).toMatchObject({ actorEmail: "editor@example.com", targetType: "news" });
  });
});
