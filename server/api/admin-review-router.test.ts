/**
 * The review endpoints of the admin API through the whole Express app, on SQLite
 * (the review rules are tested on both databases in server/editorial/review.test.ts):
 * a decision with If-Match, comments on the item and on a field, resolve and reopen
 * with the comment's ETag, the 400/403/404/409/412 answers, and every answer checked
 * against the OpenAPI document.
 */
import type http from "node:http";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../app/kernel/admin-policy.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { createTestServices, HTTP_BACKENDS, type TestServices } from "../../tests/support/databases.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";

describe.each(HTTP_BACKENDS)("review admin API on %s", (backend) => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  const tokens = {} as Record<Role, string>;
  let validate: (schemaId: string, value: unknown) => string | null;
  let paths: Record<string, Record<string, { operationId: string }>>;

  beforeAll(async () => {
    s = await createTestServices(backend, "reviewapi", {
      seed: false,
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      leadJobs: false,
      auditRetention: false,
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    api = `${listening.origin}/api/v1/admin`;
    for (const role of ["admin", "editor", "author", "sales"] as const) {
      const made = await makeStaff(s, `${role}@example.com`, role, false);
      const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
      tokens[role] = (
        await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })
      ).token;
    }
    const doc = (await (await fetch(`${listening.origin}/api/v1/openapi.json`)).json()) as {
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

  async function call(role: Role, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(api + path, {
      method,
      headers: {
        authorization: `Bearer ${tokens[role]}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked against the OpenAPI document
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Record<string, any> };
  }
  const ok = (schema: string, value: unknown) => expect(validate(schema, value)).toBeNull();
  const doc = (title: string) => ({
    title,
    body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Yes." }] }] },
    position: 3,
  });

  it("lists the review endpoints in the OpenAPI document", () => {
    expect(Object.values(paths["/admin/{type}/{id}/review"]!).map((o) => o.operationId)).toEqual([
      "adminReviewContent",
      "adminDecideReviewContent",
    ]);
    expect(paths["/admin/{type}/{id}/comments"]).toHaveProperty("post");
    expect(paths["/admin/{type}/{id}/comments/{cid}/resolve"]).toHaveProperty("post");
    expect(paths["/admin/{type}/{id}/comments/{cid}/reopen"]).toHaveProperty("post");
  });

  it("sends an item back with a field comment, resolves it and approves the resubmission", async () => {
    const created = await call("author", "POST", "/price-faq", doc("Do you take chequs?"));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const submitted = await call("author", "POST", `/price-faq/${id}/submit`);
    expect(submitted.status).toBe(200);
    const etag = submitted.headers.get("etag")!;

    expect((await call("author", "POST", `/price-faq/${id}/review`, { decision: "approve" })).status).toBe(403);
    expect((await call("editor", "POST", `/price-faq/${id}/review`, { decision: "maybe" })).status).toBe(400);
    const bare = await call("editor", "POST", `/price-faq/${id}/review`, { decision: "changes" });
    expect([bare.status, bare.body.error.fields]).toEqual([400, { comment: "Write a comment." }]);
    const text = await fetch(`${api}/price-faq/${id}/review`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.editor}`, "content-type": "text/plain" },
      body: "approve",
    });
    expect(text.status).toBe(415);
    const stale = await call(
      "editor",
      "POST",
      `/price-faq/${id}/review`,
      { decision: "approve" },
      { "if-match": '"1"' },
    );
    expect(stale.status).toBe(412);
    ok("StaleWrite", stale.body);

    const sent = await call(
      "editor",
      "POST",
      `/price-faq/${id}/review`,
      { decision: "changes", comment: "Cheques, with two e's.", field: "title" },
      { "if-match": etag },
    );
    expect(sent.status).toBe(200);
    ok("ContentItem", sent.body);
    expect(sent.body.status).toBe("draft");
    expect(sent.headers.get("etag")).toBe(`"${sent.body.version}"`);
    const again = await call("admin", "POST", `/price-faq/${id}/review`, { decision: "approve" });
    expect(again.status).toBe(409);

    const review = await call("author", "GET", `/price-faq/${id}/review`);
    expect(review.status).toBe(200);
    ok("ReviewSummary", review.body);
    expect(review.body.state).toBe("changes");
    const [comment] = review.body.comments as Array<{ id: number; version: number; field: string }>;
    expect(comment!.field).toBe("title");

    const reply = await call("author", "POST", `/price-faq/${id}/comments`, { body: "Fixed." });
    expect(reply.status).toBe(201);
    ok("ReviewComment", reply.body);
    expect(reply.headers.get("location")).toBe(`/api/v1/admin/price-faq/${id}/comments/${reply.body.id}`);
    expect((await call("author", "POST", `/price-faq/${id}/comments`, { body: "" })).status).toBe(400);
    expect((await call("author", "POST", `/price-faq/${id}/comments`, { body: "x", field: "nope" })).status).toBe(400);
    expect((await call("sales", "POST", `/price-faq/${id}/comments`, { body: "x" })).status).toBe(403);

    const wrong = await call("author", "POST", `/price-faq/${id}/comments/${comment!.id}/resolve`, undefined, {
      "if-match": '"7"',
    });
    expect(wrong.status).toBe(412);
    expect(wrong.headers.get("etag")).toBe('"1"');
    const resolved = await call("author", "POST", `/price-faq/${id}/comments/${comment!.id}/resolve`, undefined, {
      "if-match": '"1"',
    });
    expect([resolved.status, resolved.body.resolved, resolved.headers.get("etag")]).toEqual([200, true, '"2"']);
    ok("ReviewComment", resolved.body);
    const reopened = await call("editor", "POST", `/price-faq/${id}/comments/${comment!.id}/reopen`);
    expect([reopened.status, reopened.body.resolved]).toEqual([200, false]);
    expect((await call("author", "POST", `/price-faq/${id}/comments/999999/resolve`)).status).toBe(404);
    expect((await call("author", "POST", `/price-faq/${id}/comments/abc/resolve`)).status).toBe(404);
    expect((await call("author", "GET", `/price-faq/999999/comments`)).status).toBe(404);
    const list = await call("author", "GET", `/price-faq/${id}/comments`);
    ok("ReviewCommentList", list.body);
    expect(list.body.comments).toHaveLength(2);

    await call("author", "POST", `/price-faq/${id}/submit`);
    const approved = await call("editor", "POST", `/price-faq/${id}/review`, { decision: "approve", comment: "" });
    expect([approved.status, approved.body.status]).toEqual([200, "in_review"]);
    expect((await call("author", "GET", `/price-faq/${id}/review`)).body.state).toBe("approved");
  });
});
