/**
 * The files that run the site as a service (Dockerfile, deploy/vitrine.service,
 * package.json's start) read as Docker, systemd and npm read them: each starts
 * Node itself (no npm or shell in between to swallow signals), as an unprivileged
 * user, with the memory settings the benchmarks measure (server/runtime-flags.ts).
 * Behaviour is proved by tests/security/service.test.ts; Docker and systemd are
 * not run here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "../../server/config.ts";
import { MEMORY_ENV, NODE_FLAGS } from "../../server/runtime-flags.ts";
import { root } from "../support/server.ts";

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Dockerfile instructions in order: line continuations joined, comments dropped. */
function dockerInstructions(text: string): Array<{ name: string; args: string }> {
  const logical = text
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return logical.map((line) => {
    const [name = "", ...rest] = line.split(/\s+/);
    return { name: name.toUpperCase(), args: rest.join(" ") };
  });
}

/** The instructions of the last stage (the image that runs). */
function finalStage(text: string) {
  const all = dockerInstructions(text);
  const from = all.map((i) => i.name).lastIndexOf("FROM");
  return all.slice(from);
}

/** `KEY=value KEY2="v 2"` pairs of an ENV instruction or an Environment= line. */
function assignments(args: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S*)/g))
    found[match[1]!] = match[3] ?? match[2]!;
  return found;
}

/** A systemd unit: section -> key -> every value given, in order. */
function unitFile(text: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let current: Record<string, string[]> | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const section = /^\[(.+)\]$/.exec(line);
    if (section) {
      current = sections[section[1]!] = {};
      continue;
    }
    const eq = line.indexOf("=");
    if (!current || eq === -1) throw new Error(`not a unit file line: ${line}`);
    (current[line.slice(0, eq).trim()] ??= []).push(line.slice(eq + 1).trim());
  }
  return sections;
}

/** The server's start command: node, then the flags, then server/index.ts. */
function expectNodeCommand(argv: string[]): void {
  expect(path.basename(argv[0]!)).toBe("node");
  expect(argv.slice(1)).toEqual([...NODE_FLAGS, "server/index.ts"]);
  expect(argv.join(" ")).not.toMatch(/\bnpm\b|\bsh\b|&&|;/);
}

describe("npm start", () => {
  it("runs the launcher in place of the shell, so npm's signal reaches Node", () => {
    const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe("exec node scripts/start.ts");
  });
});

describe("Dockerfile", () => {
  const text = read("Dockerfile");
  const stage = finalStage(text);
  const last = (name: string) => stage.filter((i) => i.name === name).at(-1)?.args;

  it("runs on the Node version the project pins", () => {
    const pkg = JSON.parse(read("package.json")) as { devDependencies: Record<string, string> };
    expect(/^ARG NODE_VERSION=(\S+)$/m.exec(text)?.[1]).toBe(pkg.devDependencies.node);
    for (const from of dockerInstructions(text).filter((i) => i.name === "FROM"))
      expect(from.args).toMatch(/^node:\$\{NODE_VERSION\}-/);
  });

  it("builds in one stage and runs the build in another, as a user other than root", () => {
    expect(dockerInstructions(text).filter((i) => i.name === "FROM").length).toBeGreaterThanOrEqual(2);
    expect(stage.some((i) => i.name === "COPY" && /--from=\S+ \S*build\b/.test(i.args))).toBe(true);
    const user = last("USER");
    expect(user).toBeDefined();
    expect(user!.split(":")[0]).not.toMatch(/^(root|0)$/);
    // The user comes before the start command, and nothing after it switches back.
    const userAt = stage.findIndex((i) => i.name === "USER");
    expect(userAt).toBeLessThan(stage.findIndex((i) => i.name === "ENTRYPOINT"));
  });

  it("starts Node itself in exec form, with the benchmarks' memory settings, and stops it with SIGTERM", () => {
    const entrypoint = last("ENTRYPOINT");
    expect(entrypoint?.startsWith("[")).toBe(true);
    expectNodeCommand(JSON.parse(entrypoint!) as string[]);
    expect(last("CMD")).toBeUndefined();
    const env = Object.assign({}, ...stage.filter((i) => i.name === "ENV").map((i) => assignments(i.args))) as Record<
      string,
      string
    >;
    expect(env).toMatchObject({ NODE_ENV: "production", ...MEMORY_ENV });
    expect(last("STOPSIGNAL")).toBe("SIGTERM");
  });

  it("keeps the data directory in a volume the user may write, and checks /healthz", () => {
    const env = Object.assign({}, ...stage.filter((i) => i.name === "ENV").map((i) => assignments(i.args))) as Record<
      string,
      string
    >;
    expect(env.DATA_DIR).toMatch(/^\//);
    expect(last("VOLUME")).toContain(env.DATA_DIR);
    expect(stage.some((i) => i.name === "RUN" && i.args.includes(`chown node:node ${env.DATA_DIR}`))).toBe(true);
    expect(last("HEALTHCHECK")).toMatch(/CMD \["node".*\/healthz/);
  });
});

describe("deploy/vitrine.service", () => {
  const unit = unitFile(read("deploy/vitrine.service"));
  const service = unit.Service!;
  const one = (key: string) => {
    expect(service[key], key).toHaveLength(1);
    return service[key]![0]!;
  };

  it("starts Node itself with the benchmarks' memory settings, as its own user", () => {
    const argv = one("ExecStart").split(/\s+/);
    expect(argv[0]).toMatch(/^\/.*\/node$/);
    expectNodeCommand(argv);
    expect(Object.assign({}, ...service.Environment!.map(assignments))).toMatchObject({
      NODE_ENV: "production",
      ...MEMORY_ENV,
    });
    expect(one("User")).not.toMatch(/^(root|0)$/);
    expect(one("WorkingDirectory")).toMatch(/^\//);
    expect(one("EnvironmentFile")).toMatch(/^-?\//);
    expect(unit.Install?.WantedBy).toEqual(["multi-user.target"]);
  });

  it("restarts on failure, stops with SIGTERM, and waits longer than the server's own shutdown", () => {
    expect(one("Restart")).toBe("on-failure");
    expect(one("KillSignal")).toBe("SIGTERM");
    expect(one("KillMode")).toBe("mixed");
    // SHUTDOWN_TIMEOUT_MS, then up to 1.5 s closing the database; the cluster primary allows 5 s more.
    const shutdownMs = envSchema.shape.SHUTDOWN_TIMEOUT_MS.parse(undefined);
    expect(Number(one("TimeoutStopSec")) * 1000).toBeGreaterThan(shutdownMs + 5000 + 1500);
  });

  it("may write only the data and cache directories", () => {
    expect(one("NoNewPrivileges")).toBe("yes");
    expect(one("ProtectSystem")).toBe("strict");
    expect(one("ReadWritePaths").split(/\s+/)).toContain("/var/lib/vitrine");
    expect(Object.assign({}, ...service.Environment!.map(assignments))).toMatchObject({ DATA_DIR: "/var/lib/vitrine" });
  });
});
