/** When an editor's typing saves itself (content-editor.tsx); the browser tests skip the same pause. */

/** How long typing must pause before the draft saves itself. */
export const AUTOSAVE_MS = 15_000;
/** Typing without a pause still saves (and keeps the session alive) this often. */
export const AUTOSAVE_MAX_WAIT_MS = 60_000;
