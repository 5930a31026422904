import {
  LayerMessages,
  RadioConstants,
  rangeDayLabels,
  TimeChartConstants,
  timeAxisTicks,
  WifiLayerMessages,
} from '@indoor/domain';
import { type BrushBehavior, brushX } from 'd3-brush';
import { scaleLinear, scaleTime } from 'd3-scale';
import { select } from 'd3-selection';
import { useEffect, useRef } from 'react';
import {
  activeCount,
  chartDomain,
  type DayCount,
  surveyDaysText,
  totalCount,
  wholeDays,
} from './timeChart';
import { useElementWidth } from './useElementWidth';
import { resetTimeRange, setTimeRange, useWifiLayerStore } from './wifiLayerStore';

const { width, height } = TimeChartConstants;
/** The least height of a bar and the mark under each survey day, in chart units. */
const MIN_BAR_HEIGHT = 4;
const DAY_MARK_HEIGHT = 6;

/** A tick near either end of the chart is aligned inwards, so its date stays inside. */
function tickClass(at: number, [from, to]: [number, number]): string {
  const edge = (to - from) * 0.05;
  if (at - from < edge) return 'time-chart__tick time-chart__tick--first';
  if (to - at < edge) return 'time-chart__tick time-chart__tick--last';
  return 'time-chart__tick';
}

/**
 * The time bar (docs/wifi-layers.md#time-modes): the scans per day (1000 x 100, the dates padded by
 * 15 days each side) over a date axis, a mark under each survey day, a brush that chooses the days
 * the time modes draw (named under the chart), a reset link, and the total and active counts.
 */
export function TimeChart({ days }: { days: readonly DayCount[] }) {
  const range = useWifiLayerStore((state) => state.range);
  const brushRef = useRef<SVGGElement>(null);
  const brushBehavior = useRef<BrushBehavior<unknown> | null>(null);
  const [chartRef, chartWidth] = useElementWidth<HTMLDivElement>();
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

  // The brush shows the store's range: a range cleared elsewhere (another floor) leaves none.
  const rangeFrom = range?.from ?? null;
  const rangeTo = range?.to ?? null;
  useEffect(() => {
    const group = brushRef.current;
    const brush = brushBehavior.current;
    if (!group || !brush || !hasDays) return;
    const x = scaleTime().domain([from, to]).range([0, width]);
    const moveTo: [number, number] | null =
      rangeFrom === null || rangeTo === null ? null : [x(rangeFrom), x(rangeTo)];
    select(group).call(brush.move, moveTo);
  }, [rangeFrom, rangeTo, from, to, hasDays]);

  if (domain === null) {
    return (
      <p className="panel__note" data-testid="time-chart-empty">
        {LayerMessages.noFingerprintsTime}
      </p>
    );
  }
  const x = scaleTime().domain(domain).range([0, width]);
  const maxCount = Math.max(1, ...days.map((day) => day.count));
  const y = scaleLinear()
    .domain([0, maxCount])
    .range([height - DAY_MARK_HEIGHT, MIN_BAR_HEIGHT]);
  // A bar covers most of its day, leaving a gap that tells neighbouring survey days apart.
  const barWidth = Math.max(4, (x(domain[0] + RadioConstants.dayMs) - x(domain[0])) * 0.8);
  const active = activeCount(days, range);
  const narrow = chartWidth !== null && chartWidth < TimeChartConstants.narrowChartPx;
  const ticks = timeAxisTicks(
    domain[0],
    domain[1],
    narrow ? TimeChartConstants.narrowAxisTicks : TimeChartConstants.maxAxisTicks,
  );
  const percent = (ms: number) => `${((ms - domain[0]) / (domain[1] - domain[0])) * 100}%`;
  const surveyDays = surveyDaysText(days);
  const chosen = range === null ? null : rangeDayLabels(range);

  const reset = () => {
    const group = brushRef.current;
    if (group && brushBehavior.current) select(group).call(brushBehavior.current.move, null);
    resetTimeRange();
  };

  return (
    <div className="time-chart" data-testid="time-chart" ref={chartRef}>
      <svg
        className="time-chart__svg"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={WifiLayerMessages.perDayChart}
      >
        {days.map((day) => (
          <g key={day.date}>
            <rect
              className="time-chart__bar"
              x={x(day.date)}
              y={y(day.count)}
              width={barWidth}
              height={height - DAY_MARK_HEIGHT - y(day.count)}
            />
            <rect
              className="time-chart__day-mark"
              data-testid="time-chart-day-mark"
              x={x(day.date)}
              y={height - DAY_MARK_HEIGHT}
              width={barWidth}
              height={DAY_MARK_HEIGHT}
            />
          </g>
        ))}
        <g ref={brushRef} data-testid="time-chart-brush" />
      </svg>
      <ul
        className="time-chart__axis"
        aria-label={WifiLayerMessages.timeAxisLabel}
        data-testid="time-chart-axis"
      >
        {ticks.map((tick) => (
          <li
            key={tick.at}
            className={tickClass(tick.at, domain)}
            style={{ left: percent(tick.at) }}
            data-testid="time-chart-tick"
          >
            {tick.label}
          </li>
        ))}
      </ul>
      <p className="time-chart__range" data-testid="time-chart-range">
        {chosen
          ? WifiLayerMessages.rangeDays(chosen.first, chosen.last, chosen.oneDay)
          : WifiLayerMessages.rangeAllDays}
      </p>
      {surveyDays && (
        <p className="panel__note" data-testid="time-chart-survey-days">
          {surveyDays}
        </p>
      )}
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
