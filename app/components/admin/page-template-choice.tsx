/**
 * The new page's first choice: start blank or from a starter template (decision 0085).
 * A GET form of the new-page address (?template=event): the server fills the editor's
 * form with the template's blocks, nothing is saved until the editor saves, and it works
 * without JavaScript. Each choice shows its blocks' sketches, as the block picker does.
 */
import { BLOCK_KINDS } from "~/kernel/block-kinds";
import { PAGE_TEMPLATES, TEMPLATE_PARAM, type PageTemplateId } from "~/kernel/page-templates";
import { Sketch } from "./sketch";

export function PageTemplateChoice({ chosen }: { chosen: PageTemplateId | null }) {
  const choices = [
    { id: "", label: "Blank", description: "No blocks: build the page yourself from the picker.", blocks: [] },
    ...Object.entries(PAGE_TEMPLATES).map(([id, t]) => ({ id, ...t })),
  ];
  return (
    <form method="get" className="admin-templates" aria-labelledby="admin-templates-title">
      <fieldset>
        <legend id="admin-templates-title">Start from</legend>
        <p className="admin-hint">Choosing replaces what the form below holds. Nothing is saved until you save.</p>
        <ul className="admin-picker-choices">
          {choices.map((c) => (
            <li key={c.id}>
              <label className="admin-picker-choice admin-template">
                <input type="radio" name={TEMPLATE_PARAM} value={c.id} defaultChecked={c.id === (chosen ?? "")} />
                <span className="admin-picker-name">{c.label}</span>
                <span className="admin-picker-hint">{c.description}</span>
                <span className="admin-template-sketches" aria-hidden="true">
                  {c.blocks.slice(0, 4).map((b, i) => (
                    <Sketch key={i} parts={BLOCK_KINDS[b.type].sketch} />
                  ))}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <button type="submit" className="admin-button admin-button-quiet">
          Use this start
        </button>
      </fieldset>
    </form>
  );
}
