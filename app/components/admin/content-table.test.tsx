// @vitest-environment happy-dom
/**
 * Bulk actions act on exactly what was ticked, even boxes ticked before the page
 * ran its scripts, and work without JavaScript: the action buttons submit the
 * form, and the server answers with a confirmation step.
 */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContentTable, type ContentRow } from "./content-table";

const row = (id: number): ContentRow => ({
  id,
  title: `Item ${id}`,
  category: null,
  status: "draft",
  hasDraft: true,
  updatedAt: "2026-11-22T08:00:00.000Z",
  updatedBy: null,
  editing: null,
  scheduled: [],
});

const Stub = createRoutesStub([
  {
    path: "/",
    Component: () => <ContentTable type="news" items={[1, 2, 3, 4].map(row)} may={{ publish: true, delete: true }} />,
  },
]);

describe("the content list's bulk actions", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("without JavaScript, the action buttons submit the ticked ids and the chosen action", () => {
    const div = document.createElement("div");
    div.innerHTML = renderToString(<Stub />);
    const publish = [...div.querySelectorAll("button")].find((b) => b.textContent === "Publish selected")!;
    expect(publish.getAttribute("type")).toBe("submit");
    expect(publish.getAttribute("name")).toBe("intent");
    expect(publish.getAttribute("value")).toBe("publish");
    expect(div.querySelectorAll('input[type="checkbox"][name="id"]')).toHaveLength(4);
  });

  it("keeps boxes ticked before hydration and asks about exactly those", async () => {
    const div = document.body.appendChild(document.createElement("div"));
    div.innerHTML = renderToString(<Stub />);
    const boxes = [...div.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="id"]')];
    for (const i of [0, 1, 3]) boxes[i]!.checked = true;
    const root = await act(async () => hydrateRoot(div, <Stub />));
    const publish = [...div.querySelectorAll("button")].find((b) => b.textContent === "Publish selected")!;
    await act(async () => publish.click());
    expect(div.querySelector('[role="alertdialog"]')?.textContent).toContain("Publish 3 items?");
    const form = div.querySelector("form")!;
    expect(new FormData(form).getAll("id")).toEqual(["1", "2", "4"]);
    await act(async () => root.unmount());
  });
});
