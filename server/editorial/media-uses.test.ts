/**
 * Library images inside content: an image without alt text cannot be used; saving
 * a body that shows one records the use, so the library refuses to delete it and
 * lists where it is used; the published page shows it as a <picture> with AVIF and
 * WebP sources at the site's widths.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { twoHalves } from "../../tests/support/media.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { MediaError } from "../media-library/uses.ts";
import { mediaIdsOfDocument } from "./store.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";

const user = {
  id: "editor-uses",
  email: "editor-uses@example.com",
  name: "editor",
  role: "editor",
  sessionId: "s",
  tokenId: null,
  twoFactorEnabled: true,
  twoFactorEnrolmentRequired: false,
} satisfies StaffUser;
const editor: Caller = { user, client: { ip: "203.0.113.9", userAgent: "vitest" } };

const bodyWith = (mediaId: number, alt: string) => ({
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "Before the picture." }] },
    { type: "image", attrs: { src: "/media/whatever.jpg", alt, mediaId } },
  ],
});

describe("the media ids a document shows", () => {
  it("finds editor images, rendered bodies and image fields, once each", () => {
    const ids = mediaIdsOfDocument({
      title: "upload-9 is only text here",
      coverKey: "upload-3",
      body: bodyWith(7, "x"),
      html: '<p>a</p><img alt="b" data-media-id="11"><img data-media-id="7">',
    });
    expect([...ids].sort((a, b) => a - b)).toEqual([3, 7, 11]);
  });
});

describe.each(BACKENDS)("media used in content on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices(backend, "media-uses", { scrypt: FAST_SCRYPT, jobIntervalMs: 0 });
  }, 60_000);
  afterAll(async () => s?.dispose());

  it("records the use on save, refuses the delete with the list, and renders a <picture> when published", async () => {
    const actor = { id: user.id, email: user.email };
    const upload = await s.media.upload({ fileName: "halves.png", data: await twoHalves(2880, 1620) }, actor);
    const [first] = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items;
    const id = first!.id;
    let item = await s.editorial.get(editor, "news", id);

    // Without alt text the image is not usable: the save is refused and nothing is recorded.
    const refused = await s.editorial
      .saveDraft(editor, "news", id, item.version, { ...item.document, body: bodyWith(upload.id, "") })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EditorialError);
    expect((refused as EditorialError).code).toBe("invalid");
    expect((refused as EditorialError).message).toContain("alt text");
    expect((await s.media.get(upload.id)).uses).toEqual([]);

    await s.media.update(upload.id, { alt: "Red and blue halves" }, undefined, actor);
    item = await s.editorial.saveDraft(editor, "news", id, item.version, {
      ...item.document,
      body: bodyWith(upload.id, "Red and blue halves"),
    });
    expect((await s.media.get(upload.id)).uses).toEqual([{ ownerType: "news", ownerId: String(id) }]);
    const removal = await s.media.remove(upload.id, undefined, actor).catch((e: unknown) => e);
    expect(removal instanceof MediaError && removal.status).toBe(409);
    expect((removal as { uses: unknown }).uses).toEqual([{ ownerType: "news", ownerId: String(id) }]);

    await s.editorial.publish(editor, "news", id, item.version);
    const page = await s.content.getNews(id);
    const picture = /<picture class="body-image">.*?<\/picture>/s.exec(page!.bodyHtml)?.[0] ?? "";
    expect(picture).toContain('<source type="image/avif" srcset="/media/upload-');
    expect(picture).toContain('<source type="image/webp"');
    expect(picture).toMatch(/-480\.avif 480w, \S+-960\.avif 960w, \S+-1440\.avif 1440w/);
    expect(picture).toContain('alt="Red and blue halves"');
    expect(picture).not.toContain("whatever.jpg");

    // Taking the image out of the body frees it.
    item = await s.editorial.get(editor, "news", id);
    item = await s.editorial.saveDraft(editor, "news", id, item.version, {
      ...item.document,
      body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "No picture." }] }] },
    });
    await s.editorial.publish(editor, "news", id, item.version);
    expect((await s.media.get(upload.id)).uses).toEqual([]);
  }, 60_000);

  it("frees the item's images when the trash is purged, so the image can be deleted", async () => {
    const actor = { id: user.id, email: user.email };
    const upload = await s.media.upload({ fileName: "purged.png", data: await twoHalves(640, 360) }, actor);
    await s.media.update(upload.id, { alt: "Picture of a purged item" }, undefined, actor);
    const [, second] = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items;
    const id = second!.id;
    const item = await s.editorial.get(editor, "news", id);
    await s.editorial.saveDraft(editor, "news", id, item.version, {
      ...item.document,
      body: bodyWith(upload.id, "Picture of a purged item"),
    });
    await s.editorial.remove(editor, "news", id);
    // In the trash the item may still come back, so its images stay in use.
    expect((await s.media.get(upload.id)).uses).toEqual([{ ownerType: "news", ownerId: String(id) }]);

    expect(await s.editorial.purgeTrash(new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect((await s.media.get(upload.id)).uses).toEqual([]);
    await s.media.remove(upload.id, undefined, actor);
    expect(await s.media.get(upload.id).catch((e: unknown) => e instanceof MediaError && e.status)).toBe(404);
  }, 60_000);
});
