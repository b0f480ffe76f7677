/** What one upload to the media library may hold: the server enforces it, the admin pages say it. */

/** Largest upload, in bytes. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Files in one multipart request. */
export const MAX_FILES_PER_REQUEST = 20;
/** The image types an upload may be, for the file inputs (the server checks the bytes). */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";
