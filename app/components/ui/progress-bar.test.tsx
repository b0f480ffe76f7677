// @vitest-environment happy-dom
import NProgress from "nprogress";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { PROGRESS_MINIMUM, PROGRESS_SPEED_MS, PROGRESS_TRICKLE_MS } from "~/lib/constants";
import { PROGRESS_SETTINGS, ProgressBar } from "./progress-bar";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

// NProgress runs its steps from a queue of timers, up to four times its speed after done(), and
// the last removes the bar from the document. Test files share a process (isolate: false), so a
// step still waiting when this file ends would reach into the next file's document, or none.
afterAll(() => new Promise((r) => setTimeout(r, 4 * PROGRESS_SPEED_MS + 100)));

function deferred() {
  let resolve!: (v: unknown) => void;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

describe("ProgressBar", () => {
  it("uses the specification's NProgress settings", () => {
    expect(PROGRESS_SETTINGS).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      trickle: true,
      showSpinner: false,
    });
    expect(PROGRESS_SETTINGS.minimum).toBe(PROGRESS_MINIMUM);
    expect(PROGRESS_SETTINGS.speed).toBe(PROGRESS_SPEED_MS);
    expect(PROGRESS_SETTINGS.trickleSpeed).toBe(PROGRESS_TRICKLE_MS);
  });

  it("shows from the start of a slow navigation until it ends, hidden from assistive technology", async () => {
    const slow = deferred();
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <>
              <ProgressBar />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>home</p> },
            { path: "slow", loader: () => slow.promise, element: <p>slow page</p> },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<RouterProvider router={router} />));
    expect(document.getElementById("nprogress")).toBeNull();

    await act(async () => {
      void router.navigate("/slow");
    });
    const bar = document.getElementById("nprogress");
    expect(bar).not.toBeNull();
    expect(bar!.getAttribute("aria-hidden")).toBe("true");
    expect(bar!.querySelector("[role]")).toBeNull();
    expect(NProgress.settings.minimum).toBe(PROGRESS_MINIMUM);
    expect(NProgress.settings.speed).toBe(PROGRESS_SPEED_MS);
    expect(NProgress.settings.trickleSpeed).toBe(PROGRESS_TRICKLE_MS);
    expect(NProgress.status).toBeGreaterThanOrEqual(PROGRESS_MINIMUM);
    expect(NProgress.status).toBeLessThan(1);

    await act(async () => {
      slow.resolve(null);
      await slow.promise;
    });
    expect(container.textContent).toContain("slow page");
    expect(NProgress.status).toBeNull(); // done() started: the bar fades out and is removed
    await act(async () => new Promise((r) => setTimeout(r, PROGRESS_SPEED_MS * 2 + 50)));
    expect(document.getElementById("nprogress")).toBeNull();
  });

  it("also shows during a revalidation", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          loader: () => new Promise((r) => setTimeout(() => r(1), 30)),
          element: <ProgressBar />,
        },
      ],
      { initialEntries: ["/"], hydrationData: { loaderData: { 0: 1 } } },
    );
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<RouterProvider router={router} />));
    await act(async () => {
      void router.revalidate();
    });
    expect(document.getElementById("nprogress")).not.toBeNull();
    await act(async () => new Promise((r) => setTimeout(r, 60)));
    expect(NProgress.status).toBeNull();
  });
});
