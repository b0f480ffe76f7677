/**
 * A block's schematic for the picker (app/kernel/block-kinds.ts): its parts drawn
 * top to bottom as grey shapes in an inline SVG, so the picker loads no pictures.
 * Decorative: the block's name and description say what it is.
 */
import type { SketchPart } from "~/kernel/block-kinds";

const WIDTH = 96;
const PAD = 4;
const INNER = WIDTH - 2 * PAD;

/** Each part's shapes at the top `y`, and the height it takes. */
function part(kind: SketchPart, y: number): [React.ReactNode, number] {
  const bar = (x: number, w: number, h: number, key: string | number, strong = false) => (
    <rect key={key} x={x} y={y} width={w} height={h} rx={1} className={strong ? "sketch-strong" : "sketch-soft"} />
  );
  const lines = (x: number, w: number, n: number) =>
    Array.from({ length: n }, (_, i) => (
      <rect key={i} x={x} y={y + i * 4} width={i === n - 1 ? w * 0.65 : w} height={2} rx={1} className="sketch-soft" />
    ));
  const boxes = (n: number, h: number) => {
    const gap = 4;
    const w = (INNER - gap * (n - 1)) / n;
    return Array.from({ length: n }, (_, i) => (
      <rect key={i} x={PAD + i * (w + gap)} y={y} width={w} height={h} rx={2} className="sketch-box" />
    ));
  };
  switch (kind) {
    case "eyebrow":
      return [bar(PAD, 18, 2, 0, true), 5];
    case "title":
      return [bar(PAD, 64, 6, 0, true), 9];
    case "heading":
      return [bar(PAD, 44, 4, 0, true), 7];
    case "lines":
      return [<g key="l">{lines(PAD, INNER, 3)}</g>, 13];
    case "button":
      return [<rect key="b" x={PAD} y={y} width={24} height={7} rx={3.5} className="sketch-accent" />, 10];
    case "picture":
      return [<rect key="p" x={PAD} y={y} width={INNER} height={14} rx={2} className="sketch-box" />, 17];
    case "figures":
      return [
        <g key="f">
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={PAD + i * 30} y={y} width={16} height={7} rx={1} className="sketch-strong" />
              <rect x={PAD + i * 30} y={y + 9} width={24} height={2} rx={1} className="sketch-soft" />
            </g>
          ))}
        </g>,
        14,
      ];
    case "grid":
      return [
        <g key="g">
          {boxes(2, 9)}
          <g transform="translate(0 12)">{boxes(2, 9)}</g>
        </g>,
        24,
      ];
    case "rows":
      return [
        <g key="r">
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={PAD} y={y + i * 7} width={INNER} height={5} rx={1} className="sketch-box" />
              <rect x={WIDTH - PAD - 5} y={y + i * 7 + 1.5} width={3} height={2} className="sketch-strong" />
            </g>
          ))}
        </g>,
        22,
      ];
    case "columns":
      return [<g key="c">{boxes(3, 18)}</g>, 21];
    case "cards":
      return [<g key="k">{boxes(3, 14)}</g>, 17];
    case "quote":
      return [
        <g key="q">
          <text x={PAD} y={y + 12} className="sketch-mark">
            “
          </text>
          <rect x={PAD + 12} y={y + 3} width={INNER - 12} height={3} rx={1} className="sketch-strong" />
          <rect x={PAD + 12} y={y + 8} width={(INNER - 12) * 0.7} height={3} rx={1} className="sketch-strong" />
        </g>,
        15,
      ];
    case "fields":
      return [
        <g key="i">
          <rect x={PAD} y={y} width={INNER} height={6} rx={1} className="sketch-field" />
          <rect x={PAD} y={y + 8} width={INNER} height={6} rx={1} className="sketch-field" />
        </g>,
        17,
      ];
  }
}

export function Sketch({ parts }: { parts: readonly SketchPart[] }) {
  const shapes: React.ReactNode[] = [];
  let y = PAD;
  for (const [i, kind] of parts.entries()) {
    const [shape, height] = part(kind, y);
    shapes.push(<g key={i}>{shape}</g>);
    y += height;
  }
  return (
    <svg className="admin-sketch" viewBox={`0 0 ${WIDTH} ${y + PAD - 3}`} aria-hidden="true" focusable="false">
      {shapes}
    </svg>
  );
}
