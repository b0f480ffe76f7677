/**
 * Choosing an image from the media library, for content forms and the rich-text
 * editor. Only images with alt text are offered (an image is usable once it has
 * one). `useMediaPicker()` gives `pick`, which opens the dialog and resolves with
 * the chosen image or null, and the `dialog` element to render once:
 *
 *   const media = useMediaPicker();
 *   <ImagePickerProvider pick={media.pick}>...editor...</ImagePickerProvider>
 *   {media.dialog}
 *
 * The result carries `src` and `alt` (what the editor inserts), and `mediaId` and
 * `key` (what the content write path passes to setMediaUses and stores as cover_key).
 */
import { useCallback, useRef, useState } from "react";
import type { ContentImage } from "~/kernel/content-schemas";
import { http, isHttpError } from "~/lib/http-client";
import { PickerUpload } from "./media-picker-upload";
import "./media-picker.css";

export interface PickedMedia {
  src: string;
  alt: string;
  mediaId: number;
  /** The `media` key content columns such as cover_key refer to. */
  key: string;
  image: ContentImage;
}

interface ListedItem {
  id: number;
  /** An upload's "upload-<id>" or a demo picture's own key ("news-12"). */
  key: string;
  fileName: string;
  alt: string;
  image: ContentImage;
}

export function useMediaPicker() {
  const dialog = useRef<HTMLDialogElement>(null);
  const settle = useRef<((picked: PickedMedia | null) => void) | null>(null);
  const [items, setItems] = useState<ListedItem[]>([]);
  const [q, setQ] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Until the first answer, an empty grid means "not loaded yet", not "nothing to pick".
  const [loaded, setLoaded] = useState(false);

  // Answers can arrive out of order while someone types: only the latest request's is shown.
  const latest = useRef(0);
  // The library answers a page at a time (hundreds of items with the demo pictures).
  const [page, setPage] = useState({ number: 1, total: 0 });
  const load = useCallback(async (query: string, number = 1) => {
    const request = ++latest.current;
    try {
      const res = await http.get<{ items: ListedItem[]; total: number }>("admin/media", {
        params: { usable: "true", q: query || undefined, page: number > 1 ? number : undefined },
      });
      if (request !== latest.current) return;
      setItems((shown) => (number > 1 ? [...shown, ...res.data.items] : res.data.items));
      setPage({ number, total: res.data.total });
      setError(null);
      setLoaded(true);
    } catch (e) {
      if (request !== latest.current) return;
      setError(isHttpError(e) ? e.message : "The media library could not be loaded.");
    }
  }, []);

  const close = (picked: PickedMedia | null) => {
    dialog.current?.close();
    settle.current?.(picked);
    settle.current = null;
  };

  const pick = useCallback((): Promise<PickedMedia | null> => {
    setQ("");
    void load("");
    dialog.current?.showModal();
    return new Promise((resolve) => (settle.current = resolve));
  }, [load]);

  const element = (
    <dialog ref={dialog} className="media-picker" aria-labelledby="media-picker-title" onCancel={() => close(null)}>
      {/* Cancel stays at hand while a long library scrolls under it. */}
      <div className="media-picker-head">
        <h2 id="media-picker-title">Choose an image</h2>
        <button type="button" className="admin-button admin-button-quiet" onClick={() => close(null)}>
          Cancel
        </button>
      </div>
      <PickerUpload onUsed={close} />
      <label htmlFor="media-picker-q">Search</label>
      <input
        id="media-picker-q"
        type="search"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          void load(e.target.value);
        }}
      />
      {error ? <p role="alert">{error}</p> : null}
      <ul className="media-grid">
        {items.map((item) => (
          <li key={item.id} className="media-card">
            <button
              type="button"
              className="media-picker-choice"
              onClick={() =>
                close({
                  src: item.image.src,
                  alt: item.alt,
                  mediaId: item.id,
                  key: item.key,
                  image: item.image,
                })
              }
            >
              <img src={item.image.src} alt="" width={240} height={135} loading="lazy" />
              <span>{item.alt}</span>
            </button>
          </li>
        ))}
      </ul>
      {items.length > 0 && items.length < page.total ? (
        <button type="button" className="admin-button admin-button-quiet" onClick={() => void load(q, page.number + 1)}>
          Show more images ({items.length} of {page.total})
        </button>
      ) : null}
      {items.length === 0 && !error ? (
        <p role="status">
          {!loaded
            ? "Loading the library…"
            : q
              ? "No image with alt text matches that search."
              : "No image with alt text yet: add alt text in the media library."}
        </p>
      ) : null}
    </dialog>
  );

  return { pick, dialog: element };
}
