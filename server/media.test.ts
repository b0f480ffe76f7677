import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../tests/support/databases.ts";
import { createMediaHandler, MEDIA_CACHE_CONTROL } from "./media.ts";

describe("media files", () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const mediaDir = path.join(tempDataDir("media-serve"), "media");
    mkdirSync(mediaDir, { recursive: true });
    writeFileSync(path.join(mediaDir, "cover-480.webp"), Buffer.from("RIFF0000WEBP"));
    writeFileSync(path.join(mediaDir, ".manifest.json"), "{}");
    const app = express().use("/site/media", createMediaHandler({ mediaDir }));
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(4113, "127.0.0.1", () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/site/media`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  it("serves images under the base path with long-lived cache headers and validators", async () => {
    const res = await fetch(`${url}/cover-480.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    const etag = res.headers.get("etag")!;
    // fetch() adds "Cache-Control: no-cache" to conditional requests (Fetch standard), which
    // rightly disables 304; a browser revalidating its cached copy does not, so use plain http.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${url}/cover-480.webp`, { headers: { "if-none-match": etag } }, (r) => {
          r.resume();
          resolve(r.statusCode);
        })
        .on("error", reject);
    });
    expect(status).toBe(304);
  });

  it("answers 404 for missing files, the manifest and attempts to leave the directory", async () => {
    for (const p of ["/missing-480.webp", "/.manifest.json", "/..%2f..%2fetc%2fpasswd", "/"]) {
      const res = await fetch(url + p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });
});
