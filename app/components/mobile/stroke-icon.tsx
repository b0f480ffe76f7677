/** A 22 px line icon drawn in the text colour; `d` is its path on a 24-unit grid. */
export function StrokeIcon({ d, weight = 2 }: { d: string; weight?: number }) {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={d} />
    </svg>
  );
}
