import {
  LayerMessages,
  RadioConstants,
  TimeChartConstants,
  WifiLayerMessages,
} from '@indoor/domain';
import { type BrushBehavior, brushX } from 'd3-brush';
import { scaleLinear, scaleTime } from 'd3-scale';
import { select } from 'd3-selection';
import { useEffect, useRef } from 'react';
import { activeCount, chartDomain, type DayCount, totalCount, wholeDays } from './timeChart';
import { resetTimeRange, setTimeRange, useWifiLayerStore } from './wifiLayerStore';

const { width, height } = TimeChartConstants;

/**
 * The time bar (docs/wifi-layers.md#time-modes): the scans per day (1000 x 100, the dates padded by
 * 15 days each side), a brush that chooses the days the time modes draw, a reset link, and the
 * total and active counts.
 */
export function TimeChart({ days }: { days: readonly DayCount[] }) {
  const range = useWifiLayerStore((state) => state.range);
  const brushRef = useRef<SVGGElement>(null);
  const brushBehavior = useRef<BrushBehavior<unknown> | null>(null);
  const domain = chartDomain(days);

  const hasDays = domain !== null;
  const from = domain?.[0] ?? 0;
  const to = domain?.[1] ?? 1;
  useEffect(() => {
    const group = brushRef.current;
    if (!group || !hasDays) return;
    const x = scaleTime().domain([from, to]).range([0, width]);
    const brush = brushX<unknown>()
      .extent([
        [0, 0],
        [width, height],
      ])
      .on('end', (event: { selection: [number, number] | null; sourceEvent?: unknown }) => {
        if (!event.sourceEvent) return;
        if (!event.selection) {
          setTimeRange(null);
          return;
        }
        const [a, b] = event.selection;
        setTimeRange(wholeDays(x.invert(a).getTime(), x.invert(b).getTime()));
      });
    brushBehavior.current = brush;
    const selection = select(group);
    selection.call(brush);
    return () => {
      selection.on('.brush', null);
    };
  }, [from, to, hasDays]);

  if (domain === null) {
    return (
      <p className="panel__note" data-testid="time-chart-empty">
        {LayerMessages.noFingerprintsTime}
      </p>
    );
  }
  const x = scaleTime().domain(domain).range([0, width]);
  const maxCount = Math.max(1, ...days.map((day) => day.count));
  const y = scaleLinear().domain([0, maxCount]).range([height, 0]);
  const barWidth = Math.max(2, x(domain[0] + RadioConstants.dayMs) - x(domain[0]));
  const active = activeCount(days, range);

  const reset = () => {
    const group = brushRef.current;
    if (group && brushBehavior.current) select(group).call(brushBehavior.current.move, null);
    resetTimeRange();
  };

  return (
    <div className="time-chart" data-testid="time-chart">
      <svg
        className="time-chart__svg"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={WifiLayerMessages.perDayChart}
      >
        {days.map((day) => (
          <rect
            key={day.date}
            className="time-chart__bar"
            x={x(day.date)}
            y={y(day.count)}
            width={barWidth}
            height={height - y(day.count)}
          />
        ))}
        <g ref={brushRef} data-testid="time-chart-brush" />
      </svg>
      <div className="time-chart__footer">
        <span data-testid="time-chart-total">{WifiLayerMessages.totalCount(totalCount(days))}</span>
        <span data-testid="time-chart-active">{WifiLayerMessages.activeCount(active)}</span>
        <button
          type="button"
          className="link-button"
          data-testid="time-chart-reset"
          onClick={reset}
        >
          {WifiLayerMessages.resetRange}
        </button>
      </div>
      {range !== null && active === 0 && (
        <p className="panel__note" data-testid="time-chart-no-period">
          {LayerMessages.noFingerprintsInPeriod}
        </p>
      )}
    </div>
  );
}
