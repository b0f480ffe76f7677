// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it, vi } from "vitest";
import { RichTextEditor } from "./rich-text-editor";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  vi.restoreAllMocks();
});

/** A form around the field, rendered again with each new `renders`. */
function Form({ renders }: { renders: number }) {
  return (
    <form data-renders={renders}>
      <RichTextEditor name="doc.body" label="Body" defaultHtml="<p>One paragraph</p>" />
    </form>
  );
}

it("a form that renders again leaves the editor as it is configured (no reconfiguration to reset the caret)", async () => {
  const setOptions = vi.spyOn(Editor.prototype, "setOptions");
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<Form renders={0} />));
  await vi.waitFor(() => expect(host.querySelector(".admin-rte-content")?.textContent).toBe("One paragraph"));
  const reconfigured = () => setOptions.mock.calls.filter(([options]) => options && "extensions" in options).length;
  const before = reconfigured();
  for (let i = 1; i <= 3; i++) await act(async () => root!.render(<Form renders={i} />));
  expect(host.querySelector("form")?.dataset.renders).toBe("3");
  expect(reconfigured()).toBe(before);
});
