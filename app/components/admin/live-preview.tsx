/**
 * The live preview beside the editor (docs/decisions/0084): the item's page on the desktop
 * skin (scaled to fit) and the 390 px phone skin, rendered by the server from the unsaved
 * form after each pause in typing. The first page of each frame is a real post into it
 * (so it carries its own headers); later ones are fetched and swapped into the frame's
 * document in place, which keeps its scroll position. Focusing a block's field scrolls
 * both frames to that block; clicking a block in a frame focuses its first field. The
 * frames are same-origin and run no scripts of their own. Without JavaScript, the
 * "Show … preview" buttons post the form into a frame.
 */
import { useCallback, useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore } from "react";
import { admin } from "~/kernel/admin-links";
import { BASE_PATH } from "~/lib/paths";
import type { FieldSpec } from "./content-field-spec";
import { livePreviewTargets } from "./live-preview-targets";
import "./live-preview.css";

/** The id of the editor's form, which the no-script buttons post. */
export const LIVE_FORM_ID = "content-form";
/** The pause in typing before the preview follows (the render itself takes the rest of the 300 ms aim). */
const PAUSE_MS = 120;
const SKINS = {
  desktop: { width: 1280, label: "Desktop, 1280 px wide" },
  mobile: { width: 390, label: "Phone, 390 px wide" },
} as const;
type Skin = keyof typeof SKINS;
type View = "both" | Skin;

interface Props {
  type: string;
  id: number;
  fields: readonly FieldSpec[];
  hasPhonePage: boolean;
}

/** What the editor calls when anything in the form changed (typing, a list move, a picked image). */
export interface LivePreviewHandle {
  changed(): void;
}

export function LivePreview({
  type,
  id,
  fields,
  hasPhonePage,
  handle,
}: Props & { handle?: React.Ref<LivePreviewHandle> }) {
  const skins: Skin[] = hasPhonePage ? ["desktop", "mobile"] : ["desktop"];
  const [view, setView] = useState<View>("both");
  // false in the server's HTML and while hydrating: the no-script buttons stay until then.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [state, setState] = useState<"idle" | "updating" | "ready">("idle");
  const [problem, setProblem] = useState("");
  const frames = useRef<Partial<Record<Skin, HTMLIFrameElement | null>>>({});
  const pending = useRef<Partial<Record<Skin, AbortController>>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const endpoint = (skin: Skin) => `${BASE_PATH}${admin.contentPreview(type, id, skin).slice(1)}`;
  const targets = useRef(livePreviewTargets(fields));
  const formOf = () => document.getElementById(LIVE_FORM_ID) as HTMLFormElement | null;

  const update = useCallback(async () => {
    const form = formOf();
    if (!form) return;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    setState("updating");
    const shown = skins.filter((s) => view === "both" || view === s);
    const answers = await Promise.all(
      shown.map(async (skin) => {
        pending.current[skin]?.abort();
        const controller = (pending.current[skin] = new AbortController());
        const frame = frames.current[skin];
        if (!frame) return "";
        // A frame not showing a preview page (a refusal, or none yet) gets a whole new one, with its head.
        if (!frame.contentDocument?.querySelector("[data-preview-banner]")) {
          postInto(form, endpoint(skin), frameName(skin));
          return "";
        }
        try {
          const res = await fetch(endpoint(skin), { method: "POST", body, signal: controller.signal });
          const html = await res.text();
          if (!res.ok) return messageOf(html, res.status);
          swapInto(frame, html);
          return "";
        } catch (error) {
          return (error as Error).name === "AbortError"
            ? ""
            : "The preview could not be reached. It tries again at your next change.";
        }
      }),
    );
    const message = answers.find(Boolean) ?? "";
    setProblem(message);
    setState(message ? "idle" : "ready");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the endpoints follow type and id, the skins the view
  }, [type, id, view, hasPhonePage]);

  const changed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void update(), PAUSE_MS);
  }, [update]);

  useImperativeHandle(handle, () => ({ changed }), [changed]);

  // With scripts: the first page of each frame is posted into it; typing anywhere in the form follows.
  useEffect(() => {
    const form = formOf();
    if (!form) return;
    for (const skin of skins) postInto(form, endpoint(skin), frameName(skin));
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    return () => {
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per item; `changed` is stable per view
  }, [type, id, changed]);

  // Focus in a block's fields: both frames show that block.
  useEffect(() => {
    const form = formOf();
    if (!form) return;
    const follow = (e: FocusEvent) => {
      const shown = targets.current.shownIndexOf(form, (e.target as HTMLInputElement).name ?? "");
      if (shown === null) return;
      for (const frame of Object.values(frames.current)) if (frame) scrollToBlock(frame, shown);
    };
    form.addEventListener("focusin", follow);
    return () => form.removeEventListener("focusin", follow);
  }, []);

  // A frame's new document: clicks on a block focus its fields; links and forms stay put.
  const attach = (frame: HTMLIFrameElement | null) => {
    const doc = frame?.contentDocument;
    if (!doc || doc.URL === "about:blank") return;
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (!target?.closest) return;
      if (target.closest("a, button, summary, label, input, select, textarea")) e.preventDefault();
      const block = target.closest("[data-block]");
      const form = formOf();
      if (block && form) {
        e.preventDefault();
        targets.current.focusBlock(form, Number(block.getAttribute("data-block")));
      }
    };
    doc.addEventListener("click", onClick, true);
    doc.addEventListener("submit", (e) => e.preventDefault(), true);
  };

  // The desktop page is drawn at 1280 px and scaled to the frame's width; the phone's at 390 px.
  useEffect(() => {
    const boxes = skins.map((skin) => frames.current[skin]?.parentElement).filter(Boolean) as HTMLElement[];
    const fit = () => {
      for (const box of boxes) {
        const width = Number(box.dataset.width);
        const scale = Math.min(1, box.clientWidth / width);
        box.style.setProperty("--live-scale", String(scale));
        box.style.setProperty("--live-height", `${Math.ceil(box.clientHeight / scale)}px`);
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    for (const box of boxes) observer.observe(box);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the boxes change with the view only
  }, [view, scripted]);

  return (
    <section className="live-pane" aria-labelledby="live-preview-heading" data-view={view}>
      <div className="live-bar">
        <h2 id="live-preview-heading">Live preview</h2>
        {hasPhonePage ? (
          <fieldset className="live-views">
            <legend className="live-hidden">Show</legend>
            {(["both", "desktop", "mobile"] as const).map((v) => (
              <label key={v}>
                <input
                  type="radio"
                  name="live-preview-view"
                  value={v}
                  checked={view === v}
                  onChange={() => {
                    setView(v);
                  }}
                />{" "}
                {v === "both" ? "Both" : v === "desktop" ? "Desktop" : "Phone"}
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className="live-state" aria-hidden="true">
          {state === "updating"
            ? "Updating…"
            : state === "ready"
              ? "Up to date, not saved"
              : "Unsaved changes show here"}
        </p>
      </div>
      <p className="live-problem" role="status">
        {problem}
      </p>
      <div className="live-frames">
        {skins.map((skin) => (
          <figure key={skin} className={`live-frame live-${skin}`}>
            <figcaption>{SKINS[skin].label}</figcaption>
            <div className={scripted ? "live-box is-scaled" : "live-box"} data-width={SKINS[skin].width}>
              <iframe
                ref={(el) => {
                  frames.current[skin] = el;
                }}
                name={frameName(skin)}
                title={`Preview of the unsaved page: ${SKINS[skin].label.toLowerCase()}`}
                style={scripted ? { width: SKINS[skin].width } : undefined}
                onLoad={(e) => attach(e.currentTarget)}
              />
            </div>
            {scripted ? null : (
              <button
                type="submit"
                className="admin-button admin-button-quiet admin-button-small"
                form={LIVE_FORM_ID}
                formAction={endpoint(skin)}
                formMethod="post"
                formTarget={frameName(skin)}
                formNoValidate
              >
                Show {skin === "desktop" ? "desktop" : "phone"} preview
              </button>
            )}
          </figure>
        ))}
        {hasPhonePage ? null : <p className="admin-hint">This kind of item has no page of its own on phones.</p>}
      </div>
    </section>
  );
}

const noSubscription = () => () => {};
const frameName = (skin: Skin) => `live-preview-${skin}`;

/** Posts the form's current values into a frame: a real navigation, with the answer's own headers. */
function postInto(form: HTMLFormElement, action: string, target: string) {
  const post = document.createElement("form");
  post.method = "post";
  post.action = action;
  post.target = target;
  post.hidden = true;
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const input = document.createElement("textarea");
    input.name = name;
    input.value = value;
    post.append(input);
  }
  document.body.append(post);
  post.submit();
  post.remove();
}

/** A fetched page into a frame's document in place of the last one, at the same scroll position. */
function swapInto(frame: HTMLIFrameElement, html: string) {
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc?.body || !win || doc.URL === "about:blank") return;
  const next = new DOMParser().parseFromString(html, "text/html");
  const y = win.scrollY;
  doc.body.replaceWith(doc.importNode(next.body, true));
  win.scrollTo(0, y);
}

function scrollToBlock(frame: HTMLIFrameElement, shown: number) {
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  const block = doc?.querySelector(`[data-block="${shown}"]`);
  // The marker has no box of its own (display: contents): its first element has.
  const box = block?.firstElementChild ?? block;
  if (!box || !win) return;
  win.scrollTo(0, box.getBoundingClientRect().top + win.scrollY - 8);
}

/** The message of a refused preview (the server's page says it in one paragraph). */
function messageOf(html: string, status: number): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const text = doc.querySelector("[data-preview-message]")?.textContent?.trim();
  const items = [...doc.querySelectorAll("li")].map((li) => li.textContent?.trim()).filter(Boolean);
  return `${text || `The preview was refused (${status}).`}${items.length ? ` ${items.join("; ")}.` : ""}`;
}
