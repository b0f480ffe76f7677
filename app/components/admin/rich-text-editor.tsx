/**
 * The back office's rich-text field (Tiptap 3): headings, lists, links, quotes,
 * tables and images. The document travels with the form as the editor's JSON in a
 * hidden input named `name`; the server validates it and renders sanitised HTML.
 * Tiptap's injected stylesheet is off (the styles are in admin-editor.css), pastes
 * from Word and Google Docs go through cleanPastedHtml, and links and images accept
 * only site paths, https and mailto addresses.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { EditorContent, useEditor, type JSONContent } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { TableKit } from "@tiptap/extension-table";
import { MediaImage } from "~/kernel/rich-text-image";
import { ImageAddressForm, promptKeys, useFocusOnOpen, useImagePicker, type PickedImage } from "./image-picker";
import { cleanPastedHtml } from "./paste-clean";
import { Toolbar, useToolbarButtons } from "./rich-text-toolbar";
import "./admin-editor.css";

export type RichTextDocument = JSONContent;

export const EMPTY_DOCUMENT: RichTextDocument = { type: "doc", content: [{ type: "paragraph" }] };

/** Link targets the editor accepts: same-site paths, https, mailto. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|https:\/\/|mailto:)/i.test(href);
}

interface Props {
  name: string;
  label: string;
  defaultValue?: RichTextDocument | null | undefined;
  /** A body stored as HTML before the editor: opened as HTML, saved as JSON once changed. */
  defaultHtml?: string | undefined;
  error?: string | undefined;
  hint?: string;
  /** Called with the new document after every change (for the unsaved-changes check and autosave). */
  onChange?: (doc: RichTextDocument) => void;
}

export function RichTextEditor({ name, label, defaultValue, defaultHtml, error, hint, onChange }: Props) {
  const id = useId();
  const hidden = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<"link" | "image" | null>(null);
  const picker = useImagePicker();
  const initial = JSON.stringify(defaultHtml === undefined ? (defaultValue ?? EMPTY_DOCUMENT) : { html: defaultHtml });
  // What the hidden input holds now. A hidden input's value is its `value` attribute, which
  // React rewrites from defaultValue on every render: it must be given the current document,
  // or any re-render after an edit would put the opening document back into the form.
  const [serialized, setSerialized] = useState(initial);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  // The options keep their identity between renders: useEditor compares them on every render and
  // reconfigures the editor on a difference, which re-applies its selection to the page and could
  // undo a caret move the editor had not read yet.
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => isSafeHref(url) },
      }),
      TableKit.configure({ table: { resizable: false } }),
      MediaImage.configure({ inline: false, allowBase64: false }),
    ],
    [],
  );
  const content = useMemo(() => defaultHtml ?? (JSON.parse(initial) as RichTextDocument), [defaultHtml, initial]);
  const editorProps = useMemo(
    () => ({
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        class: "admin-rte-content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
      },
    }),
    [id, described, error],
  );
  const editor = useEditor({
    // Rendered on the server as its hidden input only; the editor starts in the browser.
    immediatelyRender: false,
    injectCSS: false,
    extensions,
    content,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const doc = e.getJSON();
      const json = JSON.stringify(doc);
      // At once for a FormData read before the next render (autosave), and in state for React.
      if (hidden.current) hidden.current.value = json;
      setSerialized(json);
      changed.current?.(doc);
    },
  });

  // Inside a disabled fieldset (an item the reader may not change) the body is read only too.
  useEffect(() => {
    if (editor && hidden.current?.closest("fieldset:disabled")) editor.setEditable(false);
  }, [editor]);

  // The error state changes the content element's attributes after the first render.
  useEffect(() => {
    const el = editor?.view.dom;
    if (!el) return;
    if (error) el.setAttribute("aria-invalid", "true");
    else el.removeAttribute("aria-invalid");
  }, [editor, error]);

  const insertImage = (image: PickedImage | null) => {
    setAsking(null);
    if (image && editor)
      editor
        .chain()
        .focus()
        .insertContent({ type: "image", attrs: { src: image.src, alt: image.alt, mediaId: image.mediaId ?? null } })
        .run();
  };
  const ask = (what: "link" | "image") => {
    if (what === "image" && picker) void picker().then(insertImage);
    else setAsking(what);
  };

  return (
    <div className="admin-field admin-rte" data-rich-text={name}>
      <span className="admin-label" id={`${id}-label`}>
        {label}
      </span>
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input type="hidden" name={name} value={serialized} ref={hidden} />
      {editor ? <EditorToolbar editor={editor} label={`${label}: formatting`} ask={ask} /> : null}
      {asking === "link" && editor ? (
        <LinkForm
          current={(editor.getAttributes("link").href as string | undefined) ?? ""}
          onDone={(href) => {
            setAsking(null);
            const chain = editor.chain().focus().extendMarkRange("link");
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
          }}
          onCancel={() => {
            setAsking(null);
            editor.commands.focus();
          }}
        />
      ) : null}
      {asking === "image" ? <ImageAddressForm onDone={insertImage} onCancel={() => insertImage(null)} /> : null}
      <div className="admin-rte-frame">
        {editor ? <EditorContent editor={editor} /> : <p className="admin-hint">The editor is loading…</p>}
      </div>
      {error ? (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EditorToolbar({
  editor,
  label,
  ask,
}: {
  editor: NonNullable<ReturnType<typeof useEditor>>;
  label: string;
  ask: (what: "link" | "image") => void;
}) {
  return <Toolbar label={label} buttons={useToolbarButtons(editor, ask)} />;
}

function LinkForm({
  current,
  onDone,
  onCancel,
}: {
  current: string;
  onDone: (href: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string>();
  const first = useFocusOnOpen<HTMLInputElement>();
  const submit = () => {
    const value = href.trim();
    if (value && !isSafeHref(value)) return setError("Enter an address starting with /, https:// or mailto:.");
    onDone(value);
  };
  return (
    <div className="admin-rte-prompt" role="group" aria-label="Link">
      <label htmlFor={`${id}-href`}>Link address</label>
      <input
        id={`${id}-href`}
        value={href}
        ref={first}
        onKeyDown={promptKeys(submit, onCancel)}
        onChange={(e) => setHref(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="button" className="admin-button" onClick={submit}>
        {href.trim() ? "Apply link" : "Remove link"}
      </button>
      <button type="button" className="admin-button admin-button-quiet" onClick={onCancel}>
        Cancel
      </button>
      {error ? (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
