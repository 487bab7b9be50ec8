import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

export type EChartOption = EChartsCoreOption;

/** ECharts loads once, on the first chart drawn: the pages' own chunks stay free of it. */
let core: Promise<typeof import('./echart-core')> | undefined;
const loadCore = () => {
  core ??= import('./echart-core');
  return core;
};

/**
 * One ECharts chart (SVG renderer: crisp on a wall screen and printable) that follows its box's
 * width. `label` names the chart for screen readers and tests. The box takes its height at once;
 * the chart is drawn when ECharts has loaded.
 */
export function EChart({
  option,
  height = 260,
  label,
}: {
  option: EChartOption;
  height?: number;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void loadCore().then(({ init }) => {
      if (disposed) return;
      const instance = init(element, undefined, { renderer: 'svg' });
      chart.current = instance;
      instance.setOption(latest.current, { notMerge: true });
      observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
      observer?.observe(element);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
