/**
 * The one reader of multipart uploads, for the admin API and the media pages' forms:
 * busboy streams the body, each file is kept only up to the per-file limit (past it,
 * the rest of the file is read and dropped), and the whole request is refused when
 * one file is too large or there are too many. A page's form fields come back too.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from "../../app/kernel/media-limits.ts";
import { MediaError } from "../../app/kernel/refusals.ts";
import type { Multipart, UploadFile } from "../../app/kernel/services/media.ts";

/** Form fields besides the files: a handful of short values (intent, version, alt text). */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 8 * 1024;

const tooLarge = () =>
  new MediaError(413, "too-large", `Each file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);

/** The fields and non-empty files of a multipart/form-data body; 400 for a broken one, 415 for any other body. */
export function readMultipart(
  headers: IncomingHttpHeaders,
  body: Readable,
  maxFiles = MAX_FILES_PER_REQUEST,
): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      body.resume();
      // A multipart type without its boundary is a broken request; any other type, the wrong one.
      if (/^multipart\/form-data/i.test(headers["content-type"] ?? ""))
        return reject(new MediaError(400, "invalid_parameter", "The multipart body has no boundary."));
      return reject(new MediaError(415, "unsupported-media-type", "Send the files as multipart/form-data."));
    }
    const fields: Record<string, string> = {};
    const files: UploadFile[] = [];
    let failure: MediaError | undefined;
    parser.on("field", (name, value) => (fields[name] ??= value));
    parser.on("file", (_name, stream, info) => {
      let chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!failure) chunks.push(chunk);
      });
      stream.on("limit", () => {
        failure ??= tooLarge();
        // Nothing of this request will be kept: let go of what was read so far.
        chunks = [];
        files.length = 0;
      });
      stream.on("end", () => {
        const data = Buffer.concat(chunks);
        if (!failure && data.length) files.push({ fileName: info.filename || "upload", data });
      });
    });
    parser.on("filesLimit", () => (failure ??= new MediaError(413, "too-large", `At most ${maxFiles} files at once.`)));
    parser.on("error", () => reject(new MediaError(400, "invalid_parameter", "The multipart body could not be read.")));
    parser.on("close", () => (failure ? reject(failure) : resolve({ fields, files })));
    body.on("error", () => parser.destroy());
    body.pipe(parser);
  });
}
