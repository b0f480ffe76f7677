import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "../app/kernel/services/accounts.ts";
import { bodyAllowance, isContentWritePath } from "./body-allowance.ts";

describe("isContentWritePath", () => {
  it("names the item editor's form, its .data URL, its live preview and the admin content API, under any base path", () => {
    for (const base of ["/", "/site/"]) {
      for (const path of [
        "admin/content/news/new",
        "admin/content/news/12.data",
        "admin/preview/pages/12/desktop",
        "admin/preview/pages/12/mobile",
        "api/v1/admin/news",
        "api/v1/admin/help-articles/3",
      ])
        expect(isContentWritePath(base + path, base), base + path).toBe(true);
      for (const path of [
        "admin/content/news",
        "admin/content/unknown/new",
        "admin/content/news/1/history",
        "admin/preview/news/1/tablet",
        "admin/preview/news/new/desktop",
        "admin/redirects",
        "api/v1/admin/redirects",
        "api/v1/admin/media",
        "api/v1/news",
      ])
        expect(isContentWritePath(base + path, base), base + path).toBe(false);
    }
    expect(isContentWritePath("/admin/content/news/new", "/site/")).toBe(false);
  });
});

describe("bodyAllowance", () => {
  const staff = (role: StaffUser["role"], extra: Partial<StaffUser> = {}): StaffUser => ({
    id: "u1",
    email: "a@example.com",
    name: "A",
    role,
    sessionId: "s1",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
    ...extra,
  });
  const people: Record<string, StaffUser> = {
    editor: staff("editor"),
    author: staff("author"),
    sales: staff("sales"),
    enrolling: staff("editor", { twoFactorEnrolmentRequired: true }),
  };
  let lookups = 0;
  let server: http.Server;
  let origin = "";
  beforeAll(async () => {
    const app = express();
    const accounts = {
      currentUser: (request: Request) => {
        lookups++;
        return Promise.resolve(people[request.headers.get("cookie") ?? ""] ?? null);
      },
    };
    app.use(bodyAllowance("/", accounts));
    app.use((_req, res) => void res.status(204).end());
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The status of a post that declares `length` bytes (only its headers are sent when refused). */
  async function post(path: string, who: string, type: string, length: number): Promise<number> {
    const res = await fetch(origin + path, {
      method: "POST",
      headers: { "content-type": type, ...(who ? { cookie: who } : {}) },
      body: "x".repeat(length),
    });
    return res.status;
  }

  it("gives the larger limits only to callers whose role may, and looks nobody up for small bodies", async () => {
    const multipart = "multipart/form-data; boundary=x";
    const form = "application/x-www-form-urlencoded";
    lookups = 0;
    expect(await post("/admin/media", "editor", multipart, 10_000)).toBe(204);
    expect(await post("/admin/media", "", multipart, 10_000)).toBe(204);
    expect(lookups).toBe(0);
    expect(await post("/admin/media", "editor", multipart, 100_000)).toBe(204);
    expect(await post("/admin/media", "editor", form, 100_000)).toBe(413); // uploads are multipart only
    // Authors upload to the library too (decision 0065); a sign-in without a role still may not.
    expect(await post("/admin/media", "author", multipart, 100_000)).toBe(204);
    expect(await post("/admin/media", "enrolling", multipart, 100_000)).toBe(413);
    expect(await post("/admin/media", "", multipart, 100_000)).toBe(413);
    expect(await post("/admin/content/news/new", "author", form, 100_000)).toBe(204);
    expect(await post("/api/v1/admin/news", "author", "application/json", 100_000)).toBe(204);
    expect(await post("/admin/content/news/new", "author", form, 1024 * 1024 + 1)).toBe(413);
    expect(await post("/admin/content/news/new", "sales", form, 100_000)).toBe(413);
    expect(await post("/admin/redirects", "editor", form, 100_000)).toBe(413);
  });
});
