/**
 * A copy of the edit form in the browser's localStorage, written on every change
 * and dropped once the server has the work: a save that meets a lapsed session
 * (the post leads to sign-in and back), a crash or a closed tab loses nothing, and
 * the page offers to put the typing back. localStorage, not the server: the copy
 * exists precisely when the server could not take it.
 */
import { useCallback, useEffect, useState } from "react";
import type { FieldSpec } from "./content-field-spec";
import { formValues } from "./structured-values";

export interface Backup {
  values: Record<string, string>;
  at: string;
}

const keyOf = (type: string, id: number | null) => `vitrine-edit:${type}:${id ?? "new"}`;

function read(key: string): Backup | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? "null") as Backup | null;
    return parsed && typeof parsed.values === "object" && typeof parsed.at === "string" ? parsed : null;
  } catch {
    return null;
  }
}

const same = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).every((k) => (a[k] ?? "") === (b[k] ?? ""));

/** The backup of this form that differs from what the server has, and how to write and drop it. */
export function useFormBackup(
  type: string,
  id: number | null,
  saved: Record<string, string>,
  fields: readonly FieldSpec[],
) {
  const key = keyOf(type, id);
  const [offer, setOffer] = useState<Backup | null>(null);
  useEffect(() => {
    // Read after hydration only: the server has no localStorage.
    const backup = read(key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only once hydrated
    setOffer(backup && !same(backup.values, saved) ? backup : null);
    // The saved values only count when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const write = useCallback(
    (form: HTMLFormElement) => {
      // Read as the server reads a post, so a backup compares with the saved values field by field.
      const values = formValues(fields, new FormData(form).entries());
      localStorage.setItem(key, JSON.stringify({ values, at: new Date().toISOString() } satisfies Backup));
    },
    [key, fields],
  );
  const drop = useCallback(() => {
    localStorage.removeItem(key);
    setOffer(null);
  }, [key]);
  return { offer, write, drop, dismiss: () => setOffer(null) };
}
