/**
 * Reordering a list's items by dragging a handle, with a mouse, a pen or a finger
 * (decision 0085): native pointer events with the pointer captured by the handle, the
 * place of the drop marked by a line, the page scrolled near its edges. The drop is the
 * same move as the Move up / Move down buttons and is announced the same way; Escape
 * cancels. The handle also moves its item with the arrow keys.
 */
import { useRef, useState } from "react";

/** Pixels from the window's top or bottom edge where a drag scrolls the page. */
const EDGE = 48;

interface Drag {
  from: number;
  to: number;
  pointer: number;
}

export function useDragOrder(
  count: number,
  move: (from: number, to: number) => void,
  say: (message: string) => void,
  describe: (index: number) => string,
) {
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  /** Where an item dropped at height `y` goes, counted without the dragged item. */
  const slotAt = (from: number, y: number) => {
    const items = Array.from(list.current?.children ?? []);
    let to = 0;
    items.forEach((item, j) => {
      if (j === from) return;
      const box = item.getBoundingClientRect();
      if (y > box.top + box.height / 2) to++;
    });
    return Math.min(to, count - 1);
  };

  const handle = (index: number) => ({
    onPointerDown(e: React.PointerEvent<HTMLElement>) {
      if (e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      setDrag({ from: index, to: index, pointer: e.pointerId });
      say(`Dragging ${describe(index)} of ${count}. Release to drop it, or press Escape to leave it where it was.`);
    },
    onPointerMove(e: React.PointerEvent<HTMLElement>) {
      if (!drag || drag.pointer !== e.pointerId) return;
      if (e.clientY < EDGE) window.scrollBy(0, -12);
      else if (e.clientY > window.innerHeight - EDGE) window.scrollBy(0, 12);
      const to = slotAt(drag.from, e.clientY);
      if (to !== drag.to) setDrag({ ...drag, to });
    },
    onPointerUp(e: React.PointerEvent<HTMLElement>) {
      if (!drag || drag.pointer !== e.pointerId) return;
      setDrag(null);
      if (drag.to === drag.from) say(`${describe(drag.from)} not moved.`);
      else move(drag.from, drag.to);
    },
    onPointerCancel() {
      if (drag) say(`${describe(drag.from)} not moved.`);
      setDrag(null);
    },
    onKeyDown(e: React.KeyboardEvent<HTMLElement>) {
      if (e.key === "Escape" && drag) {
        e.preventDefault();
        say(`${describe(drag.from)} not moved.`);
        setDrag(null);
      } else if (!drag && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
        e.preventDefault();
        const to = index + (e.key === "ArrowUp" ? -1 : 1);
        if (to >= 0 && to < count) move(index, to);
      }
    },
  });

  /** The line marking where the dragged item would go: before or after item `index`. */
  const dropMark = (index: number): "before" | "after" | undefined => {
    if (!drag || drag.to === drag.from || index !== drag.to) return undefined;
    return drag.to < drag.from ? "before" : "after";
  };

  return { list, handle, dropMark, dragging: drag?.from ?? null };
}
