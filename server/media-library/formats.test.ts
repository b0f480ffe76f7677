import { describe, expect, it } from "vitest";
import { cropAround, isUploadPath, parseVariantName, variantTag, widthsFor } from "./formats.ts";

describe("media formats", () => {
  it("cuts a 16:9 frame centred on the focal point, held inside the picture", () => {
    expect(cropAround(1600, 400, { x: 0.95, y: 0.5 })).toEqual({ left: 889, top: 0, width: 711, height: 400 });
    expect(cropAround(1600, 400, { x: 0, y: 0.5 })).toEqual({ left: 0, top: 0, width: 711, height: 400 });
    expect(cropAround(1000, 1000, { x: 0.5, y: 1 })).toEqual({ left: 0, top: 437, width: 1000, height: 563 });
  });

  it("offers the site's widths a crop can fill, or its own width when narrower", () => {
    expect(widthsFor(2000)).toEqual([480, 960, 1440]);
    expect(widthsFor(1000)).toEqual([480, 960]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it("reads variant names and nothing else", () => {
    const tag = variantTag("a".repeat(64), 0.5, 0.5);
    expect(parseVariantName(`upload-12.${tag}-960.avif`)).toEqual({ id: 12, hash: tag, width: 960, ext: "avif" });
    for (const name of [
      `upload-12.${tag}-960.svg`,
      `upload-0.${tag}-960.webp`,
      "upload-1.html",
      `../upload-1.${tag}-9.jpg`,
    ])
      expect(parseVariantName(name), name).toBeNull();
    expect(variantTag("a".repeat(64), 0.5, 0.6)).not.toBe(tag);
  });

  it("knows the upload paths, and only those, with their base path", () => {
    for (const path of [
      "/api/v1/admin/media",
      "/API/v1/admin/media/",
      "/api/v1/admin/media/3/file",
      "/admin/media",
      "/admin/media/3.data",
    ])
      expect(isUploadPath(path, "/"), path).toBe(true);
    expect(isUploadPath("/site/admin/media", "/site/")).toBe(true);
    for (const path of ["/api/v1/leads", "/api/v1/admin/media/3", "/admin/users", "/admin/media/x/y", "/register"])
      expect(isUploadPath(path, "/"), path).toBe(false);
  });
});
