/**
 * The "Search and sharing" section of an item's form: its SEO fields and a preview of
 * the search result as engines show it (title, address, description), which follows
 * the form as it is typed. Left empty, each line shows what the page derives: the
 * item's title with the site's name, and its summary.
 */
import { useEffect, useRef, useState } from "react";
import { SEO_DESCRIPTION_HINT, SEO_TITLE_HINT } from "~/kernel/seo-fields";
import { ContentFields } from "./content-fields";
import { fieldName, type FieldSpec } from "./content-field-spec";

interface Props {
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  errors?: Record<string, string | undefined> | undefined;
  onChange?: (() => void) | undefined;
  /** The item's page (a router path), or null before it has one. */
  path: string | null;
  /** A translation's English words, which its page shows where it leaves a field blank. */
  fallback?: Readonly<Record<string, string>> | undefined;
}

const SITE_NAME = "Brightlane";

interface Shown {
  title: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

function read(
  form: HTMLFormElement | null | undefined,
  values: Record<string, string>,
  fallback: Readonly<Record<string, string>> = {},
): Shown {
  const get = (name: string) => {
    const v = form ? new FormData(form).get(fieldName(name)) : null;
    return (typeof v === "string" ? v : (values[name] ?? "")).trim() || (fallback[name] ?? "");
  };
  return {
    title: get("title") || get("name"),
    description: get("summary"),
    seoTitle: get("seoTitle"),
    seoDescription: get("seoDescription"),
  };
}

/** Search results cut long lines: the preview does the same. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function LengthHint({ length, min, max, what }: { length: number; min?: number; max: number; what: string }) {
  const off = length > max || (min !== undefined && length > 0 && length < min);
  const range = min === undefined ? `about ${max} fit` : `${min} to ${max} show best`;
  return (
    <span className={off ? "admin-seo-length admin-seo-length-off" : "admin-seo-length"}>
      {what}: {length} characters ({range})
    </span>
  );
}

export function SearchAndSharing({ fields, values, errors, onChange, path, fallback }: Props) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [shown, setShown] = useState<Shown>(() => read(null, values, fallback));
  const [host, setHost] = useState("");
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const update = () => setShown(read(form, values, fallback));
    update();
    setHost(window.location.host);
    form.addEventListener("input", update);
    return () => form.removeEventListener("input", update);
  }, [values, fallback]);

  const title = shown.seoTitle || (shown.title ? `${shown.title} | ${SITE_NAME}` : "");
  const description = shown.seoDescription || shown.description;
  const address = path ? `${host}${path}`.split("/").filter(Boolean).join(" › ") : "The page's address, once created";
  return (
    <fieldset className="admin-seo" ref={ref} aria-describedby="seo-preview">
      <legend>Search and sharing</legend>
      <p className="admin-hint">
        Left empty, the page uses the item&apos;s title, summary and cover, and is listed in search engines.
      </p>
      <div id="seo-preview" className="admin-seo-preview" aria-label="Search result preview" role="group">
        <span className="admin-seo-url">{address}</span>
        <span className="admin-seo-title">{cut(title, SEO_TITLE_HINT + 5) || "The item's title"}</span>
        <span className="admin-seo-description">
          {cut(description, SEO_DESCRIPTION_HINT.max) || "The item's summary"}
        </span>
      </div>
      <p className="admin-seo-lengths" aria-live="polite">
        <LengthHint length={title.length} max={SEO_TITLE_HINT} what="Title" />
        <LengthHint
          length={description.length}
          min={SEO_DESCRIPTION_HINT.min}
          max={SEO_DESCRIPTION_HINT.max}
          what="Description"
        />
      </p>
      <ContentFields fields={fields} values={values} errors={errors} onChange={onChange} />
    </fieldset>
  );
}
