/**
 * One module graph (decision 0055): the server build imports the modules the server
 * loads from source instead of carrying copies of them, so a context, a class or a
 * queue the server makes is the very one the route modules see. Checked under plain
 * Node, as production runs, not through Vitest's own module loader.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { buildDirFor, ensureBuild, root } from "../support/server.ts";

const BUILD_DIR = buildDirFor("/");
const serverDir = path.join(root, BUILD_DIR, "server");

function serverChunks(): string[] {
  return readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(path.join(serverDir, name), "utf8"));
}

/** The files of a folder of the repository (tests left out), with their text. */
function sources(dir: string): Array<[string, string]> {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => [`${dir}/${name}`, readFileSync(path.join(root, dir, name), "utf8")]);
}

/**
 * The functions and classes the modules the server loads from source export, but for
 * names the app's own modules also declare: any of them in the server build is a copy.
 */
function sharedDeclarations(): Set<string> {
  const declared = (text: string, exported: boolean) =>
    [
      ...text.matchAll(
        new RegExp(`^${exported ? "export " : "\\s*(?:export )?"}(?:async )?(?:function\\*? |class )(\\w+)`, "gm"),
      ),
    ].map((m) => m[1]!);
  const shared = new Set(
    ["server", "db", "app/kernel"].flatMap((dir) => sources(dir).flatMap(([, text]) => declared(text, true))),
  );
  for (const [file, text] of sources("app")) {
    if (!file.startsWith("app/kernel/")) for (const name of declared(text, false)) shared.delete(name);
  }
  return shared;
}

/** Runs an ES module under the project's Node from the repository root; its stdout, parsed. */
function runNode(source: string): unknown {
  const result = spawnSync(path.join(root, "node_modules/.bin/node"), ["--input-type=module", "-e", source], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

beforeAll(() => ensureBuild(BUILD_DIR, { BASE_PATH: "/" }), 600_000);

describe("one module graph", () => {
  it("bundles no copy of the server, the database layer, the kernel or the contract files", () => {
    const code = serverChunks().join("\n");
    const copied = [...sharedDeclarations()].filter((name) =>
      new RegExp(`(?:function\\*? |class )${name}\\b`).test(code),
    );
    expect(copied).toEqual([]);
    const imported = [...code.matchAll(/from "#source\/([^"]+)"/g)].map((m) => m[1]);
    expect(imported).toContain("app/lib/context.server.ts");
    expect(imported).toContain("app/lib/render-turns.server.ts");
  });

  it("hands the route modules the server's own router context: a loader finds what the server's module set", () => {
    const build = pathToFileURL(path.join(serverDir, "index.js")).href;
    const answer = runNode(`
      const build = await import(${JSON.stringify(build)});
      const { requestContext } = await import("./app/lib/context.server.ts");
      const services = { config: { SITE_URL: "https://one.example" }, logger: null };
      const loaderData = await build.routes.root.module.loader({
        request: new Request("https://one.example/"),
        params: {},
        context: requestContext(services),
      });
      console.log(JSON.stringify({ loaderData }));
    `) as { loaderData: unknown };
    expect(answer.loaderData).toMatchObject({ siteUrl: "https://one.example" });
  });
});
