/**
 * An image field of a content form (a cover, a hero's picture, a gallery's picture, a
 * logo, a poster): the chosen picture as a thumbnail with its alt text, and a button that
 * opens the media library's picker (search, thumbnails, upload in place). The form posts
 * the picture's library key from a hidden input. Without JavaScript there is no picker:
 * the field is then a text input for the key, as an advanced fallback.
 */
import { useEffect, useState } from "react";
import { http } from "~/lib/http-client";
import { useImagePicker } from "./image-picker";
import { useHydrated } from "./use-hydrated";
import "./edit-tools.css";

interface Props {
  id: string;
  /** The form name ("doc.coverKey", "doc.gallery.0.key"). */
  name: string;
  label: string;
  required: boolean;
  value: string;
  hint?: string | undefined;
  error?: string | undefined;
  onChange?: (() => void) | undefined;
}

interface Thumb {
  src: string;
  alt: string;
}

// A key's picture, asked once per page: opening the form again (undo) shows it at once.
const known = new Map<string, Promise<Thumb | null>>();

/** The library's item of a key: an upload by its id, a demo picture by the key its file is named after. */
function thumbOf(key: string): Promise<Thumb | null> {
  let found = known.get(key);
  if (!found) {
    type Item = { key: string; alt: string; image: { src: string } };
    const upload = /^upload-([1-9]\d{0,14})$/.exec(key);
    found = (
      upload
        ? http.get<Item>(`admin/media/${upload[1]}`).then((r) => r.data)
        : http
            .get<{ items: Item[] }>("admin/media", { params: { q: key } })
            .then((r) => r.data.items.find((i) => i.key === key))
    )
      .then((item) => (item ? { src: item.image.src, alt: item.alt } : null))
      .catch(() => null);
    known.set(key, found);
  }
  return found;
}

/** The alt text input that goes with an image key: "coverKey" → "coverAlt", a gallery's "key" or "imageKey" → "alt". */
function altInputOf(form: HTMLFormElement | null, name: string) {
  const candidates = name.endsWith("Key")
    ? [name.replace(/Key$/, "Alt"), name.replace(/[^.]*Key$/, "alt")]
    : [name.replace(/key$/, "alt")];
  for (const candidate of candidates) {
    const el = form?.elements.namedItem(candidate);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el;
  }
  return null;
}

export function ImageField({ id, name, label, required, value, hint, error, onChange }: Props) {
  const hydrated = useHydrated();
  const pick = useImagePicker();
  const [key, setKey] = useState(value);
  const [thumb, setThumb] = useState<(Thumb & { key: string }) | null>(null);
  useEffect(() => {
    if (!hydrated || !key || thumb?.key === key) return;
    let live = true;
    void thumbOf(key).then((found) => live && setThumb(found ? { ...found, key } : { src: "", alt: "", key }));
    return () => {
      live = false;
    };
  }, [hydrated, key, thumb]);

  // The field's hint explains the key, so it goes with the typed fallback only.
  const typed = !hydrated || !pick;
  const described =
    [hint && typed ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const optional = required ? null : <span className="admin-optional"> (optional)</span>;
  const extra = (
    <>
      {hint && typed ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );

  if (typed) {
    return (
      <div className="admin-field">
        <label htmlFor={id}>
          {label} (media library key){optional}
        </label>
        <input
          type="text"
          id={id}
          name={name}
          defaultValue={value}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={onChange}
        />
        {extra}
      </div>
    );
  }

  const choose = async (button: HTMLButtonElement) => {
    const picked = await pick();
    button.focus();
    if (!picked?.key) return;
    setKey(picked.key);
    setThumb({ key: picked.key, src: picked.src, alt: picked.alt });
    const alt = altInputOf(button.form, name);
    if (alt) alt.value = picked.alt;
    onChange?.();
  };
  const shown = thumb?.key === key ? thumb : null;
  return (
    <fieldset className="admin-field admin-image-field" aria-describedby={described}>
      <legend>
        {label}
        {optional}
      </legend>
      <input type="hidden" name={name} value={key} />
      <div className="admin-image-choice">
        {key ? (
          shown?.src ? (
            <img src={shown.src} alt="" width={160} height={90} />
          ) : (
            <span className="admin-image-empty" aria-hidden="true" />
          )
        ) : null}
        <p className="admin-image-caption">
          {!key
            ? "No image chosen."
            : shown
              ? shown.src
                ? `${shown.alt || "No alt text"} (${key})`
                : `${key}: not in the media library.`
              : `${key} (loading…)`}
        </p>
        <div className="admin-image-actions">
          <button
            type="button"
            className="admin-button admin-button-quiet admin-button-small"
            aria-label={`${key ? "Change image" : "Choose image"}: ${label}`}
            onClick={(e) => void choose(e.currentTarget)}
          >
            {key ? "Change image" : "Choose image"}
          </button>
          {key && !required ? (
            <button
              type="button"
              className="admin-button admin-button-quiet admin-button-small"
              aria-label={`Remove image: ${label}`}
              onClick={() => {
                setKey("");
                onChange?.();
              }}
            >
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      {extra}
    </fieldset>
  );
}
