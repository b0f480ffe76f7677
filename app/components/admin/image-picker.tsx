/**
 * How the rich-text editor asks for an image. Until the media library offers its
 * own picker, the editor asks for an address and a text alternative; the media
 * library plugs in by wrapping the editor in <ImagePickerProvider pick={...}>, where
 * `pick` opens its dialog and resolves with the chosen image (or null if cancelled).
 */
import { createContext, useContext, useEffect, useId, useRef, useState } from "react";

export interface PickedImage {
  src: string;
  alt: string;
  /** The media library's id: the page renders the image from the library's variants. */
  mediaId?: number;
  /** The upload's key, for image fields such as cover_key. */
  key?: string;
}

/** Opens a picker; null when the person cancels. */
export type PickImage = () => Promise<PickedImage | null>;

const ImagePickerContext = createContext<PickImage | null>(null);

export function ImagePickerProvider({ pick, children }: { pick: PickImage; children: React.ReactNode }) {
  return <ImagePickerContext.Provider value={pick}>{children}</ImagePickerContext.Provider>;
}

/** The picker a provider gave, or null: the editor then shows its own address form. */
export function useImagePicker(): PickImage | null {
  return useContext(ImagePickerContext);
}

/** Only addresses on this site or over https; never javascript: or data: sources. */
export function isSafeImageSource(src: string): boolean {
  return /^(\/(?!\/)|https:\/\/)/.test(src);
}

/** Enter confirms and Escape cancels a prompt of the editor (they sit inside the page's form, so no <form>). */
export function promptKeys(submit: () => void, cancel: () => void) {
  return (e: React.KeyboardEvent) => {
    if (e.key === "Escape") cancel();
    if (e.key === "Enter") {
      e.preventDefault();
      submit();
    }
  };
}

/** A ref that takes the focus when the prompt opens. */
export function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The editor's own small form for an image address and its text alternative. */
export function ImageAddressForm({ onDone, onCancel }: { onDone: (image: PickedImage) => void; onCancel: () => void }) {
  const id = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string>();
  const first = useFocusOnOpen<HTMLInputElement>();
  const submit = () => {
    if (!isSafeImageSource(src.trim())) return setError("Enter an address starting with / or https://.");
    onDone({ src: src.trim(), alt: alt.trim() });
  };
  return (
    <div className="admin-rte-prompt" role="group" aria-label="Insert an image">
      <label htmlFor={`${id}-src`}>Image address</label>
      <input
        id={`${id}-src`}
        value={src}
        ref={first}
        onKeyDown={promptKeys(submit, onCancel)}
        onChange={(e) => setSrc(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={`${id}-alt`}>Text alternative</label>
      <input
        id={`${id}-alt`}
        value={alt}
        onKeyDown={promptKeys(submit, onCancel)}
        onChange={(e) => setAlt(e.target.value)}
      />
      <button type="button" className="admin-button" onClick={submit}>
        Insert image
      </button>
      <button type="button" className="admin-button admin-button-quiet" onClick={onCancel}>
        Cancel
      </button>
      {error ? (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
