/**
 * Uploading an image from inside the picker: the file goes to the media library (the
 * same admin API as the library's uploader), then the person describes it, since only
 * an image with alt text may be used, and it is chosen at once. Nothing typed in the
 * content form is touched: the picker is a dialog over it.
 */
import { useId, useState } from "react";
import type { ContentImage } from "~/kernel/content-schemas";
import { http } from "~/lib/http-client";
import { UPLOAD_ACCEPT } from "~/kernel/media-limits";
import { errorMessage } from "./api-error";
import type { PickedMedia } from "./media-picker";

interface Uploaded {
  id: number;
  key: string;
  version: number;
  fileName: string;
  image: ContentImage;
}

// The alt text field takes the focus when it appears after an upload, and only then.
const focusOnce = (el: HTMLInputElement | null) => el?.focus();

export function PickerUpload({ onUsed }: { onUsed: (picked: PickedMedia) => void }) {
  const id = useId();
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [alt, setAlt] = useState("");
  const [state, setState] = useState<{ busy: boolean; message: string; error: boolean }>({
    busy: false,
    message: "",
    error: false,
  });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, message: `Uploading ${file.name}…`, error: false });
    const body = new FormData();
    body.append("file", file);
    try {
      const res = await http.post<{ items: Uploaded[] }>("admin/media", body);
      setUploaded(res.data.items[0]!);
      setState({ busy: false, message: `${file.name} uploaded: describe it to use it.`, error: false });
    } catch (error) {
      setState({ busy: false, message: `Not uploaded: ${errorMessage(error)}`, error: true });
    }
  };

  const use = async () => {
    if (!uploaded) return;
    const text = alt.trim();
    if (!text) {
      return setState({ busy: false, message: "Describe the image first: what does it show?", error: true });
    }
    setState({ busy: true, message: "Saving the alt text…", error: false });
    try {
      const res = await http.patch<Uploaded & { alt: string }>(
        `admin/media/${uploaded.id}`,
        { alt: text },
        { headers: { "If-Match": `"${uploaded.version}"` } },
      );
      const item = res.data;
      setUploaded(null);
      setAlt("");
      setState({ busy: false, message: "", error: false });
      onUsed({ src: item.image.src, alt: item.alt, mediaId: item.id, key: item.key, image: item.image });
    } catch (error) {
      setState({ busy: false, message: `The alt text was not saved: ${errorMessage(error)}`, error: true });
    }
  };

  return (
    <section className="media-picker-upload" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Upload a new image</h3>
      {uploaded ? (
        <div className="media-picker-describe">
          <img src={uploaded.image.src} alt="" width={160} height={90} />
          <div className="admin-field">
            <label htmlFor={`${id}-alt`}>Alt text: what {uploaded.fileName} shows</label>
            <input
              id={`${id}-alt`}
              value={alt}
              maxLength={500}
              ref={focusOnce}
              aria-invalid={state.error && !alt.trim() ? true : undefined}
              aria-describedby={state.message ? `${id}-said` : undefined}
              onChange={(e) => setAlt(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                void use();
              }}
            />
          </div>
          <button type="button" className="admin-button" disabled={state.busy} onClick={() => void use()}>
            Use this image
          </button>
        </div>
      ) : (
        <div className="admin-field">
          <label htmlFor={`${id}-file`}>Image file (JPEG, PNG, WebP, AVIF or GIF)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={UPLOAD_ACCEPT}
            disabled={state.busy}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </div>
      )}
      <p id={`${id}-said`} className={state.error ? "admin-field-error" : "admin-hint"} role="status">
        {state.message}
      </p>
    </section>
  );
}
