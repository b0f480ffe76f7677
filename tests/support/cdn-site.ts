/**
 * The production build as an operator runs it behind a CDN: two instances with data
 * directories of their own on one PostgreSQL schema and Redis, Debian's Varnish with the
 * shipped VCL in front (round robin), SITE_URL the Varnish address and purges sent to it.
 * Used by tests/cdn/ and scripts/bench-cdn.ts.
 */
import pino from "pino";
import { parseConfig } from "../../server/config.ts";
import { createServices } from "../../server/services.ts";
import { startSite } from "../security/support.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "./accounts.ts";
import { dropPostgresSchema, freshPostgresUrl, tempDataDir } from "./databases.ts";
import { freePort, type RunningServer } from "./server.ts";
import { startVarnish, type RunningVarnish } from "./varnish.ts";

export interface CdnSite {
  varnish: RunningVarnish;
  instances: RunningServer[];
  /** A personal API token of an editor, for the admin API. */
  editorToken: string;
  close(): Promise<void>;
}

export async function startCdnSite(name: string, env: Record<string, string> = {}): Promise<CdnSite> {
  const databaseUrl = await freshPostgresUrl(name);
  const ports = [await freePort(), await freePort()];
  const varnish = await startVarnish(ports);
  const instances: RunningServer[] = [];
  try {
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: "redis://127.0.0.1:6379",
      SITE_URL: varnish.url,
      // Varnish is the proxy in front: the client address is the one it forwards.
      TRUST_PROXY: "loopback",
      CDN_PURGE_URL: `${varnish.url}/`,
      CDN_PURGE_KIND: "varnish",
      LOG_LEVEL: "warn",
      ...env,
    };
    // One after the other: the first migrates and seeds.
    for (const port of ports) instances.push(await startSite(port, shared));
    return { varnish, instances, editorToken: await editorToken(databaseUrl), close };
  } catch (error) {
    await close();
    throw error;
  }

  async function close() {
    await Promise.all(instances.map((i) => i.stop()));
    await varnish.stop();
    await dropPostgresSchema(databaseUrl);
  }
}

/** An editor made the way an admin's invitation makes one, and a personal token of theirs. */
async function editorToken(databaseUrl: string): Promise<string> {
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: tempDataDir("cdn-editor"),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
  });
  const services = await createServices(config, pino({ level: "silent" }), {
    seed: false,
    media: false,
    scrypt: FAST_SCRYPT,
    auditRetention: false,
    jobIntervalMs: 0,
  });
  try {
    const staff = await makeStaff(services, `editor-${Date.now()}@example.com`, "editor", false);
    const user = (await accountsOf(services).currentUser(adminRequest(staff.jar)))!;
    return (await accountsOf(services).createAutomationToken(user, { name: "cdn" }, { ip: "", userAgent: "" })).token;
  } finally {
    await services.close();
  }
}

/** Every page the sitemaps list, as paths (the sitemap index, then each section's sitemap). */
export async function sitemapPaths(base: string): Promise<string[]> {
  const locs = async (url: string) => {
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  };
  const pages: string[] = [];
  for (const part of await locs(`${base}/sitemap.xml`)) pages.push(...(await locs(part)));
  return pages.map((loc) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
}

export interface Visit {
  path: string;
  status: number;
  cache: string;
  location: string | null;
  body: string;
}

/**
 * Visits `paths` as one browser with `agent` and a cookie jar of its own (cookies it is given
 * are sent back, as a browser would), `parallel` pages at a time. Redirects within the site are
 * followed, a phone's to the mobile page, and every answer on the way is one visit.
 */
export async function crawl(base: string, paths: string[], agent: string, parallel = 4): Promise<Visit[]> {
  const jar = new Map<string, string>();
  const visits: Visit[] = [];
  const visit = async (path: string) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(base + path, {
      redirect: "manual",
      headers: { "user-agent": agent, ...(cookie ? { cookie } : {}) },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const eq = pair!.indexOf("=");
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
    const location = res.headers.get("location");
    const cache = res.headers.get("x-cache") ?? "";
    visits.push({ path, status: res.status, cache, location, body: await res.text() });
    return res.status >= 300 && res.status < 400 && location?.startsWith("/") ? location : null;
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < paths.length; i = next++) {
        let path: string | null = paths[i]!;
        for (let hops = 0; path && hops < 5; hops++) path = await visit(path);
      }
    }),
  );
  return visits;
}

/**
 * Saves a change to an item's document as a draft and publishes it, through one instance's admin
 * API; returns when the publish request was sent (performance.now()).
 */
export async function publishChange(
  origin: string,
  token: string,
  type: string,
  id: number,
  change: (document: Record<string, unknown>) => Record<string, unknown>,
): Promise<number> {
  const api = `${origin}/api/v1/admin/${type}/${id}`;
  const auth = { authorization: `Bearer ${token}` };
  const got = await fetch(api, { headers: auth });
  if (got.status !== 200) throw new Error(`GET ${api}: ${got.status} ${await got.text()}`);
  const item = (await got.json()) as { document: Record<string, unknown> };
  const saved = await fetch(api, {
    method: "PATCH",
    headers: { ...auth, "content-type": "application/json", "if-match": got.headers.get("etag")! },
    body: JSON.stringify(change(item.document)),
  });
  if (saved.status !== 200) throw new Error(`PATCH ${api}: ${saved.status} ${await saved.text()}`);
  const sent = performance.now();
  const published = await fetch(`${api}/publish`, {
    method: "POST",
    headers: { ...auth, "if-match": saved.headers.get("etag")! },
  });
  if (published.status !== 200) throw new Error(`publish ${api}: ${published.status} ${await published.text()}`);
  return sent;
}

/** publishChange with a new title. */
export function publishTitle(origin: string, token: string, type: string, id: number, title: string): Promise<number> {
  return publishChange(origin, token, type, id, (document) => ({ ...document, title }));
}

export interface Shown {
  /** When the first request that got the new page was sent: from then on, a visitor gets it. */
  requested: number;
  /** When its answer arrived (later by the time the origin took to render it). */
  answered: number;
}

/**
 * Polls every target until its body contains `text`; for each, the milliseconds from `since`
 * (performance.now()) to that request and to its answer, or null if none had it after `timeoutMs`.
 */
export async function timesUntilShown(
  targets: Array<{ url: string; agent: string }>,
  text: string,
  since: number,
  timeoutMs = 3000,
): Promise<Array<Shown | null>> {
  return Promise.all(
    targets.map(async ({ url, agent }) => {
      while (performance.now() - since < timeoutMs) {
        const requested = performance.now() - since;
        const body = await (await fetch(url, { redirect: "manual", headers: { "user-agent": agent } })).text();
        if (body.includes(text)) return { requested, answered: performance.now() - since };
        await new Promise((r) => setTimeout(r, 20));
      }
      return null;
    }),
  );
}
