/**
 * One renderer for every structured field the schemas describe: a group is a fieldset
 * of its sub-fields, a list a fieldset of items that can be added, removed and moved,
 * a union (a page's block) the fieldset of its shape's fields, headed by the shape's
 * name. A list of unions is added to from a picker of its shapes (name, description,
 * sketch), and its items can be duplicated. Each button is a submit button of the form
 * ("list:up:metrics.2", "list:add:blocks:quote"), so without JavaScript the server makes
 * the change and shows the form again with everything typed; with JavaScript the change
 * is made in place. Inputs are named by their path (./structured-values.ts reads them
 * back) and each change is read out by a live region.
 */
import { useEffect, useId, useRef, useState } from "react";
import { fieldName, type FieldSpec } from "./content-field-spec";
import { Sketch } from "./sketch";
import { duplicated, emptyTree, entriesTree, moved, treeOf, variantOf, type Tree } from "./structured-values";
import { useDragOrder } from "./use-drag-order";

export type Leaf = (field: FieldSpec, value: string, error: string | undefined) => React.ReactNode;

interface Props {
  field: FieldSpec;
  /** The field's path in the document ("details.quote"). */
  path: string;
  value: Tree;
  errors: Record<string, string | undefined>;
  onChange: (() => void) | undefined;
  leaf: Leaf;
  /** A list item's buttons, inside its group so they are found with the fields they act on. */
  actions?: React.ReactNode;
}

export function StructuredField(props: Props) {
  const { field: f, path, value, errors, leaf, actions } = props;
  const inner = { ...props, actions: undefined };
  if (f.widget === "list") return <ListField {...inner} value={Array.isArray(value) ? value : []} />;
  if (f.widget === "union") return <VariantField {...props} />;
  if (f.widget !== "group") {
    return (
      <>
        {leaf({ ...f, name: path }, typeof value === "string" ? value : "", errors[path])}
        {actions}
      </>
    );
  }
  const tree = value && typeof value === "object" && !Array.isArray(value) ? value : {};
  return (
    <fieldset className="admin-field admin-group">
      <legend>
        {f.label}
        {f.nullable ? <span className="admin-optional"> (optional)</span> : null}
      </legend>
      {f.hint ? <p className="admin-hint">{f.hint}</p> : null}
      <Message text={errors[path]} />
      {f.fields!.map((sub) => (
        <StructuredField
          key={sub.name}
          {...inner}
          field={sub}
          path={`${path}.${sub.name}`}
          value={tree[sub.name] ?? ""}
        />
      ))}
      {actions}
    </fieldset>
  );
}

function Message({ text, id }: { text: string | undefined; id?: string }) {
  return text ? (
    <p className="admin-field-error" id={id}>
      {text}
    </p>
  ) : null;
}

/**
 * An item of a union: the fields of its shape under the shape's name, its type in a
 * hidden input. A shape's `hidden` switch keeps the item but dims it, marked "Hidden".
 */
function VariantField(props: Props) {
  const { field: f, path, value, errors, actions } = props;
  const id = useId();
  const tree = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, Tree>;
  const shape = variantOf(f, tree);
  const hiddenName = fieldName(`${path}.hidden`);
  const [hidden, setHidden] = useState(tree.hidden === "on");
  const inner = { ...props, actions: undefined };
  const error = errors[path];
  return (
    <fieldset
      className="admin-field admin-group admin-variant"
      data-hidden={hidden ? "" : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => {
        const input = e.target as EventTarget as HTMLInputElement;
        if (input.name === hiddenName) setHidden(input.checked);
      }}
    >
      <legend>
        {shape?.label ?? "Unknown block"}
        <span className="admin-optional"> — {f.label.toLowerCase()}</span>
        {hidden ? (
          <>
            {" "}
            <span className="admin-badge">Hidden</span>
          </>
        ) : null}
      </legend>
      <input type="hidden" name={fieldName(`${path}.type`)} value={typeof tree.type === "string" ? tree.type : ""} />
      <Message text={error} id={`${id}-error`} />
      {shape?.fields!.map((sub) => (
        <StructuredField
          key={sub.name}
          {...inner}
          field={sub}
          path={`${path}.${sub.name}`}
          value={tree[sub.name] ?? ""}
        />
      ))}
      {actions}
    </fieldset>
  );
}

/** An item's values as typed so far, read from the form (inputs keep what was typed, not the state). */
function typedTree(form: HTMLFormElement | null, path: string, item: FieldSpec, fallback: Tree): Tree {
  if (!form) return fallback;
  let node: unknown = entriesTree(new FormData(form).entries());
  for (const segment of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[segment];
  return treeOf(item, node);
}

function ListField(props: Props & { value: Tree[] }) {
  const { field: f, path, value, errors, onChange } = props;
  const id = useId();
  const item = f.item!;
  const [items, setItems] = useState(() => value.map((tree, key) => ({ key, tree })));
  const nextKey = useRef(value.length);
  const [said, setSaid] = useState("");
  const focus = useRef<string | null>(null);
  // A list of unions is added to from a picker of its shapes, after the item chosen in "Where".
  const union = item.widget === "union";
  const picker = useRef<HTMLDetailsElement>(null);
  const [position, setPosition] = useState("");
  useEffect(() => {
    if (!focus.current) return;
    document.getElementById(focus.current)?.focus();
    focus.current = null;
  }, [items]);

  const change = (next: typeof items, message: string, focusId: string | null) => {
    setItems(next);
    setSaid(message);
    focus.current = focusId;
    onChange?.();
  };
  const full = f.maxItems !== undefined && items.length >= f.maxItems;
  const button = (
    op: string,
    index: number | null,
    label: string,
    act: (form: HTMLFormElement | null) => void,
    disabled = false,
  ) => (
    <button
      type="submit"
      name="intent"
      value={`list:${op}:${index === null ? path : `${path}.${index}`}`}
      formNoValidate
      id={index === null ? `${id}-add` : `${id}-${op}-${items[index]!.key}`}
      className={`admin-button admin-button-${op === "remove" ? "danger" : "quiet"} admin-button-small`}
      disabled={disabled}
      onClick={(e) => {
        e.preventDefault();
        act(e.currentTarget.form);
      }}
    >
      {label}
      {index === null ? null : <span className="visually-hidden"> {`${item.label.toLowerCase()} ${index + 1}`}</span>}
    </button>
  );
  const move = (from: number, to: number, op: "up" | "down") => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    // Keep the focus on the same button of the moved item, or the other one at an end.
    const stays = (op === "up" && to > 0) || (op === "down" && to < items.length - 1);
    const key = items[from]!.key;
    change(next, moved(item.label, from, to, items.length), `${id}-${stays ? op : op === "up" ? "down" : "up"}-${key}`);
  };
  // Dragging is the browser's only: the handle appears once the page runs its script.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const drag = useDragOrder(
    items.length,
    (from, to) => {
      const next = [...items];
      next.splice(to, 0, ...next.splice(from, 1));
      change(next, moved(item.label, from, to, items.length), `${id}-drag-${items[from]!.key}`);
    },
    setSaid,
    (i) => `${item.label} ${i + 1}`,
  );
  const error = errors[path];
  const optional = !f.required || !f.minItems;
  const notes = [optional ? "optional" : "", f.maxItems === undefined ? "" : `up to ${f.maxItems}`]
    .filter(Boolean)
    .join(", ");
  return (
    <fieldset className="admin-field admin-list" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {f.label}
        {notes ? <span className="admin-optional"> ({notes})</span> : null}
      </legend>
      <Message text={error} id={`${id}-error`} />
      <ol className="admin-items" ref={drag.list}>
        {items.map(({ key, tree }, i) => (
          <li
            key={key}
            className="admin-item"
            data-drop={drag.dropMark(i)}
            data-dragging={drag.dragging === i ? "" : undefined}
          >
            {scripted && items.length > 1 ? (
              <button
                type="button"
                id={`${id}-drag-${key}`}
                className="admin-drag"
                aria-label={`Drag ${item.label.toLowerCase()} ${i + 1} to move it, or use the arrow keys`}
                {...drag.handle(i)}
              >
                <span aria-hidden="true">⠿</span>
              </button>
            ) : null}
            <StructuredField
              {...props}
              field={{ ...item, label: `${item.label} ${i + 1}`, nullable: false }}
              path={`${path}.${i}`}
              value={tree}
              actions={
                <div className="admin-item-actions">
                  {button("up", i, "Move up", () => move(i, i - 1, "up"), i === 0)}
                  {button("down", i, "Move down", () => move(i, i + 1, "down"), i === items.length - 1)}
                  {union
                    ? button("duplicate", i, "Duplicate", (form) => {
                        const key = nextKey.current++;
                        const copy = { key, tree: typedTree(form, `${path}.${i}`, item, tree) };
                        const next = [...items.slice(0, i + 1), copy, ...items.slice(i + 1)];
                        change(next, duplicated(item.label, i, next.length), `${id}-duplicate-${key}`);
                      })
                    : null}
                  {button("remove", i, "Remove", () => {
                    const next = items.filter((_, j) => j !== i);
                    const after = next[Math.min(i, next.length - 1)];
                    change(next, `${item.label} ${i + 1} removed.`, after ? `${id}-remove-${after.key}` : `${id}-add`);
                  })}
                </div>
              }
            />
          </li>
        ))}
      </ol>
      {union ? (
        <details className="admin-picker" ref={picker}>
          <summary id={`${id}-add`} className="admin-button admin-button-quiet admin-button-small">
            Add {item.label.toLowerCase()}
          </summary>
          <div className="admin-picker-body">
            <div className="admin-field">
              <label htmlFor={`${id}-after`}>Where</label>
              <select
                id={`${id}-after`}
                name={`after.${path}`}
                value={position}
                onChange={(e) => setPosition(e.target.value)}
              >
                <option value="">At the end</option>
                {items.map(({ key, tree }, i) => (
                  <option key={key} value={String(i)}>
                    {`After ${item.label.toLowerCase()} ${i + 1} (${variantOf(item, tree)?.label ?? "unknown"})`}
                  </option>
                ))}
              </select>
            </div>
            <ul className="admin-picker-choices">
              {item.variants!.map((shape) => (
                <li key={shape.name}>
                  <button
                    type="submit"
                    name="intent"
                    value={`list:add:${path}:${shape.name}`}
                    formNoValidate
                    className="admin-picker-choice"
                    disabled={full}
                    onClick={(e) => {
                      e.preventDefault();
                      const key = nextKey.current++;
                      const behind = position === "" ? items.length - 1 : Math.min(Number(position), items.length - 1);
                      const to = behind + 1;
                      const next = [
                        ...items.slice(0, to),
                        { key, tree: emptyTree(item, shape.name) },
                        ...items.slice(to),
                      ];
                      const place = to === next.length - 1 ? "" : `: now ${to + 1} of ${next.length}`;
                      if (picker.current) picker.current.open = false;
                      setPosition("");
                      change(next, `${item.label} ${to + 1} (${shape.label}) added${place}.`, `${id}-duplicate-${key}`);
                    }}
                  >
                    {shape.sketch ? <Sketch parts={shape.sketch} /> : null}
                    <span className="admin-picker-name">{shape.label}</span>
                    {shape.hint ? <span className="admin-picker-hint">{shape.hint}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </details>
      ) : (
        button(
          "add",
          null,
          `Add ${item.label.toLowerCase()}`,
          () => {
            const key = nextKey.current++;
            change([...items, { key, tree: emptyTree(item) }], `${item.label} ${items.length + 1} added.`, null);
          },
          full,
        )
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}
