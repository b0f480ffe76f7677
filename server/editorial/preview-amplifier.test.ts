/**
 * A share link cannot be an amplifier: many requests for one link render it once
 * (per revision and skin), previews render one at a time in a queue of their own
 * and answer 503 past it, `/preview/*` is rate-limited per client, and an author
 * shares and revokes only drafts they may edit. The renderer is a stand-in that
 * counts its renders; the middleware, the limiter and the service are the real ones.
 */
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { Role, StaffUser } from "../../app/kernel/services/accounts.ts";
import { apiRateLimit } from "../limits.ts";
import { createPreviewLoad, PREVIEW_CONCURRENCY, PREVIEW_MAX_QUEUED, type RenderedPage } from "./preview-load.ts";
import { previewPages } from "./preview-page.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";

const caller = (role: Role, id: string): Caller => ({
  user: {
    id,
    email: `${id}@example.com`,
    name: id,
    role,
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  } satisfies StaffUser,
  client: { ip: "203.0.113.9", userAgent: "vitest" },
});
const authorA = caller("author", "author-a");
const authorB = caller("author", "author-b");
const editor = caller("editor", "editor-1");

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("share links under load", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  let draftId: number;
  let linkPath: string;
  let renders = 0;
  const fakeRenderer = {
    async render(_req: unknown, _res: unknown, preview?: { row: Record<string, unknown> }): Promise<RenderedPage> {
      renders++;
      await pause(30);
      // As the renderer gives a document: its UTF-8 bytes.
      const html = `<html><head></head><body><h1>${String(preview?.row.title)} \u2014 caf\u00e9</h1></body></html>`;
      return { status: 200, headers: new Headers({ "content-type": "text/html" }), body: Buffer.from(html) };
    },
    send(res: express.Response, page: RenderedPage) {
      res.status(page.status).type("html").send(page.html);
    },
  };

  beforeAll(async () => {
    s = await createTestServices("sqlite", "preview-amplifier", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      env: { TRUST_PROXY: "loopback" },
    });
    const seeded = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items[0]!;
    const item = await s.editorial.get(editor, "news", seeded.id);
    draftId = (await s.editorial.createDraft(authorA, "news", { ...item.document, title: "Draft one" })).id;
    linkPath = new URL((await s.editorial.createPreviewLink(authorA, "news", draftId)).url).pathname;
    const app = express();
    app.set("trust proxy", "loopback");
    app.use("/preview", apiRateLimit(s.config).previews);
    app.use(previewPages(s.config, s, () => fakeRenderer as never));
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await s?.dispose();
  });

  let client = 0;
  const open = (path: string, from = `198.51.100.${++client % 250}`) =>
    fetch(origin + path, { headers: { "x-forwarded-for": from } });

  it("renders one link once for 50 concurrent requests, and again only for a new revision", async () => {
    renders = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => open(linkPath)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const first = await answers[0]!.text();
    // The rendered document, as text, under the preview banner and kept from search engines.
    expect(first).toContain("Draft one \u2014 caf\u00e9");
    expect(first).toContain('<head><meta name="robots" content="noindex">');
    expect(first).toMatch(/<body>\s*<[^>]+>[\s\S]*draft revision/);
    expect(renders).toBe(1);
    expect((await open(linkPath)).status).toBe(200);
    expect(renders).toBe(1);

    const item = await s.editorial.get(authorA, "news", draftId);
    await s.editorial.saveDraft(authorA, "news", draftId, item.version, { ...item.document, title: "Draft two" });
    expect(await (await open(linkPath)).text()).toContain("Draft two");
    expect(renders).toBe(2);
  });

  it("answers 410 for a revoked link although its page is in memory", async () => {
    const link = await s.editorial.createPreviewLink(authorA, "news", draftId);
    const path = new URL(link.url).pathname;
    expect((await open(path)).status).toBe(200);
    await s.editorial.revokePreviewLink(authorA, "news", draftId, link.id);
    expect((await open(path)).status).toBe(410);
  });

  it("limits each client to its own budget of preview requests", async () => {
    const from = "198.51.100.251";
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await open(linkPath, from)).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    const refused = await open(linkPath, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await open(linkPath, "198.51.100.252")).status).toBe(200);
  });

  it("lets an author share and revoke only drafts they may edit", async () => {
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (e: unknown) => (e instanceof EditorialError ? e.code : e),
      );
    expect(await refusal(s.editorial.createPreviewLink(authorB, "news", draftId))).toBe("forbidden");
    const own = await s.editorial.createPreviewLink(authorA, "news", draftId);
    expect(await refusal(s.editorial.revokePreviewLink(authorB, "news", draftId, own.id))).toBe("forbidden");
    expect(await s.editorial.previewLinks(authorB, "news", draftId)).toEqual([]);
    expect((await s.editorial.previewLinks(authorA, "news", draftId)).map((l) => l.id)).toContain(own.id);
    const byEditor = await s.editorial.createPreviewLink(editor, "news", draftId);
    await s.editorial.revokePreviewLink(editor, "news", draftId, byEditor.id);
    await s.editorial.revokePreviewLink(authorA, "news", draftId, own.id);
  });
});

describe("the previews' own render queue", () => {
  it(`renders ${PREVIEW_CONCURRENCY} at a time, queues ${PREVIEW_MAX_QUEUED}, and answers busy past that`, async () => {
    const load = createPreviewLoad();
    let active = 0;
    let most = 0;
    const render = async (): Promise<RenderedPage> => {
      active++;
      most = Math.max(most, active);
      await pause(10);
      active--;
      return { status: 200, headers: new Headers(), html: "<p>x</p>" };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => load.page(`key-${i}`, render)));
    expect(most).toBe(PREVIEW_CONCURRENCY);
    expect(answers.filter((a) => a === "busy")).toHaveLength(20 - PREVIEW_CONCURRENCY - PREVIEW_MAX_QUEUED);
  });
});
