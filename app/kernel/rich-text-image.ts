/**
 * The rich-text image as both the admin editor and the server's static renderer know
 * it: Tiptap's image with the media library's id. The id is what the body keeps of the
 * image: the public page builds its <picture> from the library's current variants, so a
 * replaced file or a moved focal point shows everywhere the image is used.
 */
import type { JSONContent } from "@tiptap/core";
import Image from "@tiptap/extension-image";

export const MEDIA_ID_ATTRIBUTE = "data-media-id";

export const MediaImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaId: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const value = element.getAttribute(MEDIA_ID_ATTRIBUTE) ?? "";
          return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
        },
        renderHTML: (attributes: { mediaId?: unknown }) =>
          typeof attributes.mediaId === "number" ? { [MEDIA_ID_ATTRIBUTE]: String(attributes.mediaId) } : {},
      },
    };
  },
});

/** The media ids a document shows, in order of appearance (for the list of uses). */
export function mediaIdsOf(node: JSONContent | null | undefined): number[] {
  const ids: number[] = [];
  const walk = (n: JSONContent) => {
    const id = n.type === "image" ? n.attrs?.mediaId : undefined;
    if (typeof id === "number" && Number.isSafeInteger(id) && id > 0) ids.push(id);
    n.content?.forEach(walk);
  };
  if (node && typeof node === "object") walk(node);
  return [...new Set(ids)];
}
