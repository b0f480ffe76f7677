/**
 * The desktop footer's button is the site settings' primary call to action, as the
 * header's is, so a marketer who changes it changes it everywhere.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ChromeData } from "~/components/content/chrome";
import { SiteFooter } from "./site-footer";

const CHROME: ChromeData = {
  contact: { companyName: "Brightlane", address: "", phone: "", email: "" } as unknown as ChromeData["contact"],
  navigation: [],
  footer: { columns: [], legal: "Legal line", disclaimer: "" },
  primaryCta: { label: "Talk to sales", to: "/price" },
};

describe("the desktop footer", () => {
  it("shows the settings' primary call to action", () => {
    const Stub = createRoutesStub([{ id: "routes/desktop/layout", path: "/", Component: () => <SiteFooter /> }]);
    const html = renderToString(
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { "routes/desktop/layout": CHROME } }} />,
    );
    expect(html).toMatch(/<a class="button button-light" href="\/price"[^>]*>Talk to sales<\/a>/);
    expect(html).not.toContain("Book a demo");
  });
});
