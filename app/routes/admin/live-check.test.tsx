// @vitest-environment happy-dom
// Beside the form generator it needs (fieldsOf); the hook is app/components/admin/live-check.ts.
import { act, useRef } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldsOf } from "./content-form.server";
import { LIVE_CHECK_MS, useLiveCheck } from "~/components/admin/live-check";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const fields = fieldsOf("pages");

function Harness({ server }: { server?: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null);
  const errors = useLiveCheck("pages", fields, form, server);
  return (
    <form ref={form}>
      <input name="doc.title" defaultValue="Spring launch" />
      <input name="doc.path" defaultValue="" />
      <input name="doc.blocks.0.type" type="hidden" defaultValue="cta" />
      <input name="doc.blocks.0.heading" defaultValue="Try it" />
      <input name="doc.blocks.0.label" defaultValue="Start" />
      <input name="doc.blocks.0.href" defaultValue="/register" />
      <output>{JSON.stringify(errors ?? {})}</output>
    </form>
  );
}

let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
});

async function type(container: HTMLElement, name: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(LIVE_CHECK_MS + 10);
  });
  // The schema module loads on first use.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}
const shown = (container: HTMLElement) => JSON.parse(container.querySelector("output")!.textContent!) as object;

describe("the editor's check as one types", () => {
  it("shows the schema's message at a field typed in, quiet elsewhere, and clears it once fixed", async () => {
    vi.useFakeTimers();
    const container = document.createElement("div");
    root = createRoot(container);
    act(() => root!.render(<Harness />));
    await type(container, "doc.blocks.0.href", "javascript:alert(1)");
    // The empty address is not named: it was not typed in yet.
    expect(shown(container)).toEqual({ "blocks.0.href": "A site path starting with / or an https:// address" });
    await type(container, "doc.blocks.0.href", "/price");
    expect(shown(container)).toEqual({});
    await type(container, "doc.title", " ");
    expect(shown(container)).toEqual({ title: "Required" });
  });

  it("keeps the server's messages until their field is typed in again", async () => {
    vi.useFakeTimers();
    const container = document.createElement("div");
    root = createRoot(container);
    const server = { path: "Another page has this address", "blocks.0.heading": "Too long" };
    act(() => root!.render(<Harness server={server} />));
    expect(shown(container)).toEqual(server);
    await type(container, "doc.blocks.0.heading", "Try it free");
    expect(shown(container)).toEqual({ path: "Another page has this address" });
  });
});
