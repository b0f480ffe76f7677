/**
 * WEB_CONCURRENCY=2 (server/cluster.ts) on the embedded SQLite file: two workers
 * share the port, the rate limits are one budget across them, a worker that dies
 * is replaced while the other keeps serving, and SIGTERM stops them all with 0.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../server/limits.ts";
import { SUBMISSIONS_PER_MINUTE } from "../../server/leads/rate-limit.ts";
import { newXsrfToken } from "../../server/xsrf.ts";
import { FORM_MIN_FILL_MS, validLead } from "../support/leads.ts";
import { alive, childrenOf, startSite, waitFor, type RunningServer } from "./support.ts";

const PORT = 4760;

/** Runs `count` requests, `parallel` at a time, so the client opens several connections (and so reaches both workers). */
async function burst(count: number, parallel: number, request: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < count; i = next++) {
        const res = await request(i);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    }),
  );
  return statuses;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe("several server processes (WEB_CONCURRENCY=2)", () => {
  let server: RunningServer;
  let primary: number;
  /** Workers that have listened so far, replacements included (the primary logs each one). */
  const listening = () => (server.output().match(/"msg":"worker listening"/g) ?? []).length;
  beforeAll(async () => {
    server = await startSite(PORT, {
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
      FORM_MIN_FILL_MS: String(FORM_MIN_FILL_MS),
    });
    primary = server.proc.pid!;
    // Both workers listening, not merely forked: the primary forks the second once the first
    // listens, and on a busy machine it may still be starting when the tests below begin. Killing
    // the only listening worker then closes the shared port, and the next request is refused.
    await waitFor(async () => listening() === 2, 60_000, 100);
    expect(childrenOf(primary)).toHaveLength(2);
  });
  afterAll(() => {
    if (server?.proc.exitCode === null) server.proc.kill("SIGKILL");
    for (const pid of primary ? childrenOf(primary) : []) process.kill(pid, "SIGKILL");
  });

  it("runs two workers that answer pages", async () => {
    expect(childrenOf(primary)).toHaveLength(2);
    const statuses = await burst(40, 8, (i) => fetch(`${server.url}${i % 2 ? "/" : "/about"}`));
    expect(tally(statuses)).toEqual({ 200: 40 });
  });

  it("counts API reads against one budget across the workers", async () => {
    const limit = DEFAULT_LIMITS.reads.limit;
    // With a counter per worker each would allow `limit`, and nothing would be refused.
    const statuses = await burst(limit + 50, 10, () => fetch(`${server.url}/api/v1/news?page=1`));
    const counts = tally(statuses);
    expect(statuses).toHaveLength(limit + 50);
    expect(counts[200]).toBeLessThanOrEqual(limit);
    expect(counts[429]).toBeGreaterThanOrEqual(50);
  });

  it("counts lead submissions against one budget across the workers", async () => {
    const total = SUBMISSIONS_PER_MINUTE + 2;
    const forms = await Promise.all(
      Array.from({ length: total }, async () => {
        // The page token the register page carries (decision 0048): the API reads were used up by
        // the test before, so the form is not asked of the API; the double submit takes any token.
        const res = await fetch(`${server.url}/register`);
        expect(res.status).toBe(200);
        const xsrf = newXsrfToken();
        const formToken = /name="formToken" value="([^"]+)"/.exec(await res.text())?.[1];
        expect(xsrf && formToken).toBeTruthy();
        return { xsrf: xsrf!, formToken: formToken! };
      }),
    );
    await new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 200));
    const refusals: string[] = [];
    const statuses = await burst(total, total, async (i) => {
      const res = await fetch(`${server.url}/api/v1/leads`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `XSRF-TOKEN=${forms[i]!.xsrf}`,
          "x-xsrf-token": forms[i]!.xsrf,
        },
        body: JSON.stringify({ ...validLead({ email: `cluster-${i}@example.com` }), formToken: forms[i]!.formToken }),
      });
      // Which limit refused, should the count ever be off: the body names it, the headers give its window.
      if (res.status !== 201) {
        refusals.push(`${i}: ${res.status} ${res.headers.get("ratelimit") ?? ""} ${await res.clone().text()}`);
      }
      return res;
    });
    expect(tally(statuses), refusals.join("\n")).toEqual({ 201: SUBMISSIONS_PER_MINUTE, 429: 2 });
  });

  it("replaces a worker that dies while the other keeps serving", async () => {
    const [victim, survivor] = childrenOf(primary);
    process.kill(victim!, "SIGKILL");
    await waitFor(async () => !alive(victim!), 5000, 20);
    // Requests made right after the kill all reach the surviving worker.
    const during = await burst(20, 4, () => fetch(`${server.url}/cases_list/manufacturing`));
    expect(tally(during)).toEqual({ 200: 20 });
    await waitFor(async () => childrenOf(primary).length === 2, 60_000, 100);
    const now = childrenOf(primary);
    expect(now).toContain(survivor);
    expect(now).not.toContain(victim);
    expect(server.output()).toMatch(/worker exited; starting a replacement/);
    // The replacement is the third worker to listen.
    await waitFor(async () => listening() === 3, 60_000, 100);
    expect(tally(await burst(20, 4, () => fetch(`${server.url}/cases/1`)))).toEqual({ 200: 20 });
  });

  it("stops every worker on SIGTERM and exits 0", async () => {
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);
    const code = await server.stop("SIGTERM");
    expect(
      code,
      server
        .output()
        .replace(/^.*"status":429.*\n/gm, "")
        .slice(-3000),
    ).toBe(0);
    for (const pid of workers) expect(alive(pid), `worker ${pid} still running`).toBe(false);
  });
});
