/**
 * The editor's check as one types (decision 0085): a pause in typing reads the form as
 * the server would (./form-document.ts) and runs the type's document schema on it
 * (./live-schema.ts, loaded on first use), then shows the message of each field typed
 * in beside it; fields not typed in yet stay quiet. The server's messages stay until
 * their field is typed in again; a new answer from the server starts over.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import type { FieldSpec } from "./content-field-spec";
import { documentOf } from "./form-document";
import { formValues } from "./structured-values";

/** The pause after a keystroke before the form is checked. */
export const LIVE_CHECK_MS = 350;

type Errors = Record<string, string | undefined>;

/** Whether the message at `key` concerns a field typed in: itself, inside it, or the list or block holding it. */
const concerns = (key: string, touched: ReadonlySet<string>) =>
  [...touched].some((t) => t === key || t.startsWith(`${key}.`) || key.startsWith(`${t}.`));

export function useLiveCheck(
  type: string,
  fields: readonly FieldSpec[],
  form: RefObject<HTMLFormElement | null>,
  server: Errors | undefined,
): Errors | undefined {
  const [live, setLive] = useState<{ touched: ReadonlySet<string>; errors: Errors } | null>(null);
  const touched = useRef(new Set<string>());
  // A new answer from the server: its messages stand again until typed over.
  const [seen, setSeen] = useState(server);
  if (seen !== server) {
    setSeen(server);
    setLive(null);
  }
  useEffect(() => {
    touched.current = new Set();
  }, [server]);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let run = 0;
    const check = async () => {
      const mine = ++run;
      const read = documentOf(fields, formValues(fields, new FormData(element).entries()));
      const { schemaErrors } = await import("./live-schema");
      // A later keystroke's check wins over one still loading.
      if (mine !== run) return;
      setLive({
        touched: new Set(touched.current),
        errors: { ...schemaErrors(type, read.doc, fields), ...read.errors },
      });
    };
    const typed = (e: Event) => {
      const name = (e.target as { name?: unknown } | null)?.name;
      if (typeof name !== "string" || !name.startsWith("doc.")) return;
      touched.current.add(name.slice(4));
      clearTimeout(timer);
      timer = setTimeout(() => void check(), LIVE_CHECK_MS);
    };
    // A save answers for every field: a check still waiting (the field left for the button fires
    // its change) must not cover the server's messages once they come.
    const sent = () => {
      clearTimeout(timer);
      run++;
    };
    element.addEventListener("input", typed);
    element.addEventListener("change", typed);
    element.addEventListener("submit", sent);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("input", typed);
      element.removeEventListener("change", typed);
      element.removeEventListener("submit", sent);
    };
  }, [type, fields, form]);

  if (!live) return server;
  const shown: Errors = {};
  for (const [key, message] of Object.entries(server ?? {})) if (!concerns(key, live.touched)) shown[key] = message;
  for (const [key, message] of Object.entries(live.errors)) if (concerns(key, live.touched)) shown[key] = message;
  return shown;
}
