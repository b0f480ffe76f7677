/**
 * The turns in which app/entry.server.tsx renders documents to HTML, shared with
 * server/render.ts, which opens them (server/render-queue.ts). A render takes its
 * turn only once its loaders have their data: waiting for the database holds no
 * turn, so a page that needs none is never stuck behind pages that wait for it.
 *
 * Where no server opened them (react-router-serve, a test calling React Router's
 * handler), documents render at once.
 */
import type { RenderQueue } from "../kernel/services/render-queue.ts";

let turns: RenderQueue | undefined;

/** The open turns, or undefined when no server opened them. */
export function renderTurns(): RenderQueue | undefined {
  return turns;
}

/** Opens the turns (once per process: one queue for one CPU) and returns them. */
export function openRenderTurns(create: () => RenderQueue): RenderQueue {
  return (turns ??= create());
}
