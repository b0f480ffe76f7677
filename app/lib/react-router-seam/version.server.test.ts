import { describe, expect, it } from "vitest";
import { chooseDocumentEntry, fitsInstalledRouter, installedReactRouter, WRITTEN_FOR } from "./version.server";

describe("the React Router version guard", () => {
  it("reads the installed react-router, which the seam was written for", () => {
    expect(installedReactRouter()).toMatch(/^\d+\.\d+\.\d+/);
    // Fails after an upgrade until the seam is checked against it (version.server.ts).
    expect(WRITTEN_FOR).toContain(installedReactRouter());
    expect(fitsInstalledRouter()).toBe(true);
  });

  it("keeps the entry asked for on a version it was written for", () => {
    expect(chooseDocumentEntry("fast", true, "8.4.0")).toEqual({ entry: "fast" });
    expect(chooseDocumentEntry("stock", true, "8.4.0")).toEqual({ entry: "stock" });
    expect(chooseDocumentEntry("fast", false, "8.4.0")).toEqual({ entry: "fast" });
  });

  it("falls back to the stock entry, loudly, on any other version", () => {
    for (const version of ["8.4.1", "8.5.0", "9.0.0", "8.3.2"]) {
      const choice = chooseDocumentEntry("fast", true, version);
      expect(choice.entry).toBe("stock");
      expect(choice.warning).toMatch(
        new RegExp(
          `DOCUMENT_ENTRY=fast is written for react-router 8\\.4\\.0; ${version.replaceAll(".", "\\.")} is installed`,
        ),
      );
    }
    // Asked for stock: nothing to say.
    expect(chooseDocumentEntry("stock", true, "9.0.0")).toEqual({ entry: "stock" });
  });

  it("refuses to start a shell on another version: it has no stock way back", () => {
    expect(() => chooseDocumentEntry("stock", false, "9.0.0")).toThrow(
      /SERVER_RENDERING=off relies on React Router private behaviour written for react-router 8\.4\.0; 9\.0\.0 is installed/,
    );
  });
});
