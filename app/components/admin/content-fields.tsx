/**
 * The widgets of a content form, one per FieldSpec. Each shows the value given
 * (the document's, or what was typed when the server refused the form), its hint
 * and its error, tied to the input by aria-describedby.
 */
import { Fragment, useId, useState, useSyncExternalStore } from "react";
import { fieldName, type FieldSpec } from "./content-field-spec";
import { ImageField } from "./image-field";
import { ImagePickerProvider } from "./image-picker";
import { LinkInput, SitePages, type PageChoice } from "./link-field";
import { useMediaPicker } from "./media-picker";
import { RichTextEditor, type RichTextDocument } from "./rich-text-editor";
import { StructuredField } from "./structured-field";
import { parseTree } from "./structured-values";

interface Props {
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  errors?: Record<string, string | undefined> | undefined;
  /** Any change in any field (the unsaved-changes check and autosave listen). */
  onChange?: () => void;
  /** The site's pages, offered by every link field. */
  pages?: readonly PageChoice[];
  /** Shown under a field, by its name (the review comments on it). */
  notes?: Record<string, React.ReactNode> | undefined;
}

export function ContentFields({ fields, values, errors = {}, onChange, pages = [], notes = {} }: Props) {
  // Images come from the media library: the rich-text editor and the image fields share one picker.
  const media = useMediaPicker();
  // Unkeyed: a moved item's inputs keep their element (and what was typed) while their names change.
  const leaf = (f: FieldSpec, value: string, error: string | undefined) => (
    <FieldWidget field={f} value={value} error={error} onChange={onChange} />
  );
  return (
    <ImagePickerProvider pick={media.pick}>
      {/* Enter in a field presses the form's first submit button: this one saves, never a list's Add or Remove. */}
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Save draft
      </button>
      {fields.map((f) => (
        <Fragment key={f.name}>
          {f.widget === "group" || f.widget === "list" ? (
            <StructuredField
              field={f}
              path={f.name}
              value={parseTree(f, values[f.name] ?? "")}
              errors={errors}
              onChange={onChange}
              leaf={leaf}
            />
          ) : (
            leaf(f, values[f.name] ?? "", errors[f.name])
          )}
          {notes[f.name]}
        </Fragment>
      ))}
      <SitePages pages={pages} />
      {media.dialog}
    </ImagePickerProvider>
  );
}

function FieldWidget({
  field: f,
  value,
  error,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (() => void) | undefined;
}) {
  const id = useId();
  const name = fieldName(f.name);
  if (f.widget === "rich") {
    let doc: RichTextDocument | null = null;
    try {
      doc = value ? (JSON.parse(value) as RichTextDocument) : null;
    } catch {
      doc = null;
    }
    // Bodies written before the editor ({ html }) open as HTML, which the editor reads and saves as JSON.
    const html = doc && typeof (doc as { html?: unknown }).html === "string" ? (doc as { html: string }).html : null;
    return (
      <RichTextEditor
        name={name}
        label={f.label}
        defaultValue={html === null ? doc : undefined}
        defaultHtml={html ?? undefined}
        error={error}
        onChange={onChange}
      />
    );
  }
  const described = [f.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    onChange,
  } as const;
  let input: React.ReactNode;
  switch (f.widget) {
    case "select":
      input = (
        <select {...common} defaultValue={value}>
          {f.nullable || !value ? <option value="">—</option> : null}
          {f.options!.map((o) => (
            <option key={o} value={o}>
              {f.optionLabels?.[o] ?? o}
            </option>
          ))}
        </select>
      );
      break;
    case "checkbox":
      return (
        <div className="admin-field admin-field-check">
          <input type="checkbox" {...common} defaultChecked={value === "on"} />
          <label htmlFor={id}>{f.label}</label>
          <Extra id={id} hint={f.hint} error={error} />
        </div>
      );
    case "choices":
      return (
        <fieldset className="admin-field" aria-describedby={described}>
          <legend>{f.label}</legend>
          {/* Posted even with nothing ticked, so "none" is not read as "never chosen" (the default). */}
          <input type="hidden" name={name} value="" />
          {f.options!.map((o) => (
            <label key={o} className="admin-choice">
              <input
                type="checkbox"
                name={name}
                value={o}
                defaultChecked={value.split("\n").includes(o)}
                onChange={onChange}
              />{" "}
              {f.optionLabels?.[o] ?? o}
            </label>
          ))}
          <Extra id={id} hint={f.hint} error={error} />
        </fieldset>
      );
    case "number":
      input = (
        <input type="number" {...common} defaultValue={value} step={f.integer ? 1 : "any"} min={f.min} max={f.max} />
      );
      break;
    case "datetime":
      input = <DateTimeInput {...common} value={value} />;
      break;
    case "link":
      input = <LinkInput {...common} defaultValue={value} maxLength={f.maxLength} />;
      break;
    case "textarea":
    case "lines":
    case "json":
      input = (
        <textarea
          {...common}
          defaultValue={value}
          rows={f.widget === "json" ? 8 : 4}
          className={f.widget === "json" ? "admin-code" : undefined}
          maxLength={f.maxLength}
        />
      );
      break;
    default:
      // An image's key ("coverKey", a hero's "imageKey", a gallery's "key") is chosen in the media library.
      if (/(Key|\.key)$/.test(f.name))
        return (
          <ImageField
            id={id}
            name={name}
            label={f.label}
            required={f.required}
            value={value}
            hint={f.hint}
            error={error}
            onChange={onChange}
          />
        );
      input = <input type="text" {...common} defaultValue={value} maxLength={f.maxLength} />;
  }
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        {f.label}
        {f.required ? null : <span className="admin-optional"> (optional)</span>}
      </label>
      {input}
      <Extra id={id} hint={f.hint} error={error} />
    </div>
  );
}

function Extra({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** "2026-11-23T18:30" in the browser's time zone for a UTC ISO time (and back). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return "";
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(local: string): string {
  const d = new Date(local);
  return local && !Number.isNaN(d.getTime()) ? d.toISOString() : "";
}

const noSubscription = () => () => {};

/** The editor's time zone, as the browser names it ("Europe/Paris"); null on the server and before hydration. */
export function useTimeZone(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

/**
 * A date and time picker in the editor's time zone whose form value is UTC: the
 * visible input has no name, a hidden one carries the ISO time the server stores.
 */
export function DateTimeInput({
  id,
  name,
  value,
  onChange,
  ...aria
}: {
  id: string;
  name: string;
  value: string;
  onChange?: (() => void) | undefined;
  "aria-invalid"?: boolean | undefined;
  "aria-describedby"?: string | undefined;
}) {
  const [utc, setUtc] = useState(value);
  const [typed, setTyped] = useState<string | null>(null);
  const zone = useTimeZone();
  // The browser's zone is known only after hydration; until then the field shows nothing.
  const local = typed ?? (zone ? toLocalInput(value) : "");
  return (
    <span className="admin-datetime">
      <input
        type="datetime-local"
        id={id}
        value={local}
        onChange={(e) => {
          setTyped(e.target.value);
          setUtc(fromLocalInput(e.target.value));
          onChange?.();
        }}
        {...aria}
      />
      <span className="admin-hint"> {zone ?? "UTC"}</span>
      <input type="hidden" name={name} value={utc} />
    </span>
  );
}
