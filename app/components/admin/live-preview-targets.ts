/**
 * Between the editor's block fields and the blocks of the live preview: the preview marks
 * each block it shows with its place among the shown ones (`data-block`, RenderBlocks),
 * the form names each block's fields by its place in the list (`doc.blocks.3.heading`),
 * hidden blocks included. Only the first list of blocks is a page's (pages have one).
 */
import type { FieldSpec } from "./content-field-spec";

/** The fields a click on a block goes to first: what one types into, before switches. */
const TYPED =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable="true"]';
const ANY = 'input:not([type="hidden"]), textarea, select, button, [contenteditable="true"]';

export function livePreviewTargets(fields: readonly FieldSpec[]) {
  const list = fields.find((f) => f.widget === "list" && f.item?.widget === "union")?.name;
  const prefix = list ? `doc.${list}.` : null;

  /** The list's items in the form, by place, and whether each is hidden. */
  function items(form: HTMLFormElement): { index: number; hidden: boolean }[] {
    if (!prefix) return [];
    const found: { index: number; hidden: boolean }[] = [];
    for (const el of form.querySelectorAll<HTMLInputElement>(
      `input[type="hidden"][name^="${prefix}"][name$=".type"]`,
    )) {
      const index = /^(\d+)\.type$/.exec(el.name.slice(prefix.length))?.[1];
      if (index === undefined) continue;
      const hidden = form.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${prefix}${index}.hidden"]`);
      found.push({ index: Number(index), hidden: Boolean(hidden?.checked) });
    }
    return found.sort((a, b) => a.index - b.index);
  }

  return {
    /** The place among the shown blocks of the block a field belongs to; null outside blocks or for a hidden one. */
    shownIndexOf(form: HTMLFormElement, name: string): number | null {
      if (!prefix || !name.startsWith(prefix)) return null;
      const index = Number(/^(\d+)\./.exec(name.slice(prefix.length))?.[1] ?? NaN);
      const all = items(form);
      const own = all.find((i) => i.index === index);
      if (!own || own.hidden) return null;
      return all.filter((i) => i.index < index && !i.hidden).length;
    },
    /** Focuses the first field of the block shown at place `shown`; false when there is none. */
    focusBlock(form: HTMLFormElement, shown: number): boolean {
      const item = items(form).filter((i) => !i.hidden)[shown];
      if (!item || !prefix) return false;
      const type = form.querySelector(`input[type="hidden"][name="${prefix}${item.index}.type"]`);
      const fieldset = type?.closest("fieldset");
      const field = fieldset?.querySelector<HTMLElement>(TYPED) ?? fieldset?.querySelector<HTMLElement>(ANY);
      if (!field) return false;
      field.focus();
      field.scrollIntoView({ block: "center" });
      return true;
    },
  };
}
