import { MARK } from "~/kernel/brand-mark";

/**
 * The Brightlane mark (app/kernel/brand-mark.ts) and word mark, the same on both skins;
 * decorative inside a link that names the site.
 */
export function Logo() {
  const { tile, lane, sun } = MARK.colours;
  return (
    <span className="logo">
      <svg
        className="logo-mark"
        viewBox={`0 0 ${MARK.size} ${MARK.size}`}
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width={MARK.size} height={MARK.size} rx={MARK.radius} fill={tile} />
        <path d={MARK.sun} fill={sun} />
        <path d={MARK.lane} fill={lane} />
        <path d={MARK.marks} fill={tile} />
      </svg>
      <span className="logo-word">Brightlane</span>
    </span>
  );
}
