/**
 * Page views and visitors per day, drawn by uPlot in the browser (the library is loaded
 * by this admin-only component, never by a public page). The figures are also in the
 * table beside it, which is what assistive technology reads; the chart is hidden from it.
 * Every day of the range is a point, days without views at 0: uPlot scales the time axis
 * to the points it gets, and a range with one counted day was drawn over years.
 */
import { useEffect, useRef } from "react";
import "uplot/dist/uPlot.min.css";

interface Day {
  day: string;
  pageViews: number;
  visitors: number;
}

const DAY_S = 86_400;

/** Seconds since the epoch of each day from `from` to `to`, with its counts (0 when none). */
export function chartData(days: readonly Day[], from: string, to: string): [number[], number[], number[]] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const out: [number[], number[], number[]] = [[], [], []];
  for (let t = Date.parse(from) / 1000; t <= Date.parse(to) / 1000; t += DAY_S) {
    const day = byDay.get(new Date(t * 1000).toISOString().slice(0, 10));
    out[0].push(t);
    out[1].push(day?.pageViews ?? 0);
    out[2].push(day?.visitors ?? 0);
  }
  return out;
}

export function VisitsChart({ days, from, to }: { days: readonly Day[]; from: string; to: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void import("uplot").then(({ default: UPlot }) => {
      if (gone || !box.current) return;
      chart = new UPlot(
        {
          width: box.current.clientWidth,
          height: 200,
          series: [
            {},
            { label: "Page views", stroke: "#0b5cad", width: 2 },
            { label: "Visitors", stroke: "#b35c00", width: 2 },
          ],
          axes: [{}, {}],
        },
        chartData(days, from, to),
        box.current,
      );
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [days, from, to]);
  return <div ref={box} className="admin-chart" aria-hidden="true" data-testid="visits-chart" />;
}
