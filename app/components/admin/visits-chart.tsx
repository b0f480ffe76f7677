/**
 * Page views and visitors per day, drawn by uPlot in the browser (the library is loaded
 * by this admin-only component, never by a public page). The figures are also in the
 * table beside it, which is what assistive technology reads; the chart is hidden from it.
 */
import { useEffect, useRef } from "react";
import "uplot/dist/uPlot.min.css";

interface Day {
  day: string;
  pageViews: number;
  visitors: number;
}

export function VisitsChart({ days }: { days: readonly Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void import("uplot").then(({ default: UPlot }) => {
      if (gone || !box.current) return;
      chart = new UPlot(
        {
          width: Math.max(320, box.current.clientWidth),
          height: 200,
          series: [
            {},
            { label: "Page views", stroke: "#0b5cad", width: 2 },
            { label: "Visitors", stroke: "#b35c00", width: 2 },
          ],
          axes: [{}, {}],
        },
        [days.map((d) => Date.parse(d.day) / 1000), days.map((d) => d.pageViews), days.map((d) => d.visitors)],
        box.current,
      );
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [days]);
  return <div ref={box} className="admin-chart" aria-hidden="true" data-testid="visits-chart" />;
}
