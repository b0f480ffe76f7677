/**
 * The media library's upload form. Without JavaScript it is a plain multipart
 * form posting to the page's action. With it, files dropped on the zone or chosen
 * in the input go to the admin API one request each (several at a time), each
 * with its own progress bar from the browser's upload progress events.
 */
import { useRef, useState } from "react";
import { Form } from "react-router";
import { UPLOAD_ACCEPT } from "~/kernel/media-limits";
import { http } from "~/lib/http-client";
import { errorMessage } from "./api-error";

/** Requests at once: enough to keep the line busy, few enough for the server's variant pool. */
const PARALLEL = 3;

interface Progress {
  name: string;
  loaded: number;
  total: number;
  state: "waiting" | "sending" | "done" | "failed";
  message?: string;
}

export function MediaUploader({ onDone }: { onDone: () => void }) {
  const [rows, setRows] = useState<Progress[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function send(files: File[]) {
    if (!files.length) return;
    setRows(files.map((f) => ({ name: f.name, loaded: 0, total: f.size, state: "waiting" })));
    const update = (i: number, patch: Partial<Progress>) =>
      setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const i = next++;
        const body = new FormData();
        body.append("file", files[i]!);
        update(i, { state: "sending" });
        try {
          await http.post("admin/media", body, {
            onUploadProgress: (e) => update(i, { loaded: e.loaded, total: e.total ?? files[i]!.size }),
          });
          // The browser counts the whole multipart body (the file plus its headers), so a
          // finished upload fills its bar to the total the progress events reported.
          setRows((all) => all.map((row, j) => (j === i ? { ...row, state: "done", loaded: row.total } : row)));
        } catch (error) {
          update(i, { state: "failed", message: errorMessage(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
    if (input.current) input.current.value = "";
    onDone();
  }

  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        className={over ? "media-drop media-drop-over" : "media-drop"}
        aria-label="Upload images"
        onSubmit={(e) => {
          const files = [...(input.current?.files ?? [])];
          if (!files.length) return;
          e.preventDefault();
          void send(files);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void send([...e.dataTransfer.files]);
        }}
      >
        <label htmlFor="media-files">Images (JPEG, PNG, WebP, AVIF or GIF; several at once, or drop them here)</label>
        <input id="media-files" ref={input} type="file" name="file" accept={UPLOAD_ACCEPT} multiple />
        <button type="submit" name="intent" value="upload" className="admin-button">
          Upload
        </button>
      </Form>
      {rows.length ? (
        <ul className="media-progress" aria-label="Uploads">
          {rows.map((row, i) => (
            <li key={`${row.name}-${i}`} data-state={row.state}>
              <span>{row.name}</span>
              <progress max={row.total || 1} value={row.loaded} aria-label={`Upload of ${row.name}`} />
              <span role="status">
                {row.state === "done"
                  ? "Uploaded"
                  : row.state === "failed"
                    ? `Refused: ${row.message}`
                    : row.state === "sending"
                      ? `${Math.round((100 * row.loaded) / (row.total || 1))}%`
                      : "Waiting"}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
