// @vitest-environment happy-dom
/**
 * A share link's address in the list (server/editorial/previews.ts shows it again):
 * a field to select without JavaScript, and a Copy button that puts it on the clipboard.
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyField } from "./copy-field";

const ADDRESS = "https://www.brightlane.example/preview/abc";
const panel = () => <CopyField label="Address of share link 7" value={ADDRESS} />;

describe("share links in the list", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("shows a listed link's address in a field, without JavaScript", () => {
    const div = document.createElement("div");
    div.innerHTML = renderToString(panel());
    const field = div.querySelector<HTMLInputElement>('input[aria-label="Address of share link 7"]');
    expect(field?.value).toBe(ADDRESS);
    expect(div.querySelector("button[type=button]")).toBeNull();
  });

  it("copies the address with the Copy button once the page runs", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const div = document.body.appendChild(document.createElement("div"));
    const root = createRoot(div);
    await act(async () => root.render(panel()));
    const copy = [...div.querySelectorAll("button")].find((b) => b.textContent === "Copy")!;
    await act(async () => copy.click());
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(div.textContent).toContain("Copied.");
    await act(async () => root.unmount());
  });
});
