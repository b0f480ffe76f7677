/**
 * The focal point: a click on the image sets it; number fields carry it in the
 * form, so it also works without JavaScript. The marker is SVG positioned by
 * attributes, never by a style attribute (the admin's CSP allows no inline style).
 */
import { useState } from "react";

export function FocalPointPicker({ src, x, y, disabled }: { src: string; x: number; y: number; disabled?: boolean }) {
  const [point, setPoint] = useState({ x, y });
  const round = (v: number) => Math.round(Math.min(Math.max(v, 0), 1) * 1000) / 1000;
  return (
    <div className="focal">
      <div className="focal-frame">
        <img src={src} alt="" className="focal-image" />
        <svg
          className="focal-overlay"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          role="img"
          aria-label={`Focal point at ${Math.round(point.x * 100)}% across, ${Math.round(point.y * 100)}% down. Click the image to move it.`}
          data-testid="focal-picker"
          onClick={(e) => {
            if (disabled) return;
            const box = e.currentTarget.getBoundingClientRect();
            setPoint({ x: round((e.clientX - box.left) / box.width), y: round((e.clientY - box.top) / box.height) });
          }}
        >
          <circle
            cx={point.x * 100}
            cy={point.y * 100}
            r="3"
            className="focal-marker"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div className="admin-form-inline">
        <label>
          Focal point across (0 to 1)
          <input
            type="number"
            name="focalX"
            min="0"
            max="1"
            step="0.001"
            value={point.x}
            readOnly={disabled}
            onChange={(e) => setPoint((p) => ({ ...p, x: Number(e.target.value) }))}
          />
        </label>
        <label>
          Focal point down (0 to 1)
          <input
            type="number"
            name="focalY"
            min="0"
            max="1"
            step="0.001"
            value={point.y}
            readOnly={disabled}
            onChange={(e) => setPoint((p) => ({ ...p, y: Number(e.target.value) }))}
          />
        </label>
      </div>
    </div>
  );
}
