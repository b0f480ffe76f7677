/**
 * The lint rule that keeps site paths in the page registry (eslint.config.js): a
 * path written by hand in app/ fails `npm run lint`; the registry and the link
 * builders, and paths that are no page of ours, pass.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { root } from "../support/server.ts";

const eslint = new ESLint({ cwd: root });

async function offences(code: string, file = "app/components/desktop/example.tsx"): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").length;
}

describe("site paths outside the page registry", () => {
  it("fails on a section path in a string, a template or a link attribute", async () => {
    expect(await offences(`export const a = "/news";`)).toBe(1);
    expect(await offences(`export const a = "/news/company copy";`)).toBe(1);
    expect(await offences("export const a = (id: number) => `/mobile/detail/${id}`;")).toBe(1);
    expect(await offences(`export const a = "/mobile";`)).toBe(1);
    expect(await offences(`export const a = "/search?q=x";`)).toBe(1);
    expect(
      await offences(`import { Link } from "react-router";\nexport const A = () => <Link to="/register">Go</Link>;`),
    ).toBe(1);
    expect(
      await offences(`import { Link } from "react-router";\nexport const A = () => <Link to="/">Home</Link>;`),
    ).toBe(1);
    expect(
      await offences(
        'import { Link } from "react-router";\nexport const A = ({ s }: { s: string }) => <Link to={`/${s}`}>Go</Link>;',
      ),
    ).toBe(1);
    expect(await offences(`export const a = "/case/some-customer";`, "app/routes/mobile/example.tsx")).toBe(1);
  });

  it("passes the link builders, the registry itself and paths that name no page", async () => {
    expect(await offences(`import { desktop } from "~/kernel/links";\nexport const a = desktop.news();`)).toBe(0);
    expect(await offences(`export const a = "/news";`, "app/kernel/pages.ts")).toBe(0);
    expect(await offences(`export const a = "/news";`, "app/components/desktop/example.test.ts")).toBe(0);
    for (const code of [
      `export const a = "/api/v1/news";`,
      `export const a = "/newsletter";`,
      `export const a = "a/b".split("/");`,
      `export const a = "//example.com";`,
    ]) {
      expect(await offences(code), code).toBe(0);
    }
  });
});
