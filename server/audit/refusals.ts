/**
 * Refusals in the audit trail (policy 403s, forms without a same-origin proof, XSRF
 * failures, writes before two-step enrolment), rate-limited so an attack cannot
 * flood the table: at most one entry per actor and kind per window (a minute), each
 * carrying how many refusals it stands for. The first refusal of a quiet actor is
 * written at once; later ones are counted and written when the window has passed,
 * by the next refusal or by the sweep. The actor is the account when known, else the
 * client address; past MAX_TRACKED actors the rest share one counter per kind.
 */
import type { AuditEvent } from "../../app/kernel/services/accounts.ts";
import type { Refusal } from "../../app/kernel/refusals.ts";

export const REFUSAL_WINDOW_MS = 60_000;
export const MAX_TRACKED = 10_000;

interface Window {
  start: number;
  /** Refusals since the last entry written for this actor and kind. */
  pending: number;
  last: Refusal;
}

export interface RefusalRecorder {
  /** Counts a refusal; writes an entry when this actor and kind have none in the window. Never throws. */
  refused(refusal: Refusal): Promise<void>;
  /** Writes the counts of windows that have passed (the sweep, or a test with its own clock). */
  sweep(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createRefusalRecorder(
  record: (event: AuditEvent) => Promise<void>,
  onError: (error: unknown) => void,
  { now = Date.now, windowMs = REFUSAL_WINDOW_MS, maxTracked = MAX_TRACKED } = {},
): RefusalRecorder {
  const windows = new Map<string, Window>();
  let timer: NodeJS.Timeout | undefined;

  async function write(window: Window, at: number): Promise<void> {
    const { kind, actor, ip, method, path } = window.last;
    const count = window.pending;
    window.start = at;
    window.pending = 0;
    await record({
      actor,
      ip,
      action: `refused.${kind}`,
      targetType: "request",
      targetId: `${method} ${path.slice(0, 200)}`,
      after: { count },
    }).catch(onError);
  }

  return {
    async refused(refusal) {
      const who = refusal.actor?.id ?? refusal.ip ?? "unknown";
      let key = `${refusal.kind}\n${who}`;
      if (!windows.has(key) && windows.size >= maxTracked) key = `${refusal.kind}\n*`;
      const at = now();
      const window = windows.get(key) ?? { start: at - windowMs, pending: 0, last: refusal };
      windows.set(key, window);
      window.pending += 1;
      window.last = refusal;
      if (at - window.start >= windowMs) await write(window, at);
    },

    async sweep() {
      const at = now();
      for (const [key, window] of windows) {
        if (at - window.start < windowMs) continue;
        if (window.pending > 0) await write(window, at);
        else windows.delete(key);
      }
    },

    start() {
      timer ??= setInterval(() => void this.sweep(), windowMs).unref();
    },

    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
