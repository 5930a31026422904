import { WifiLayerMessages } from '@indoor/domain';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelectionStore } from '../state/selection';
import { TimeChart } from './TimeChart';
import { useFloorScopedTimeRange } from './useFloorScopedTimeRange';
import { setLayer, setTimeRange, useWifiLayerStore } from './wifiLayerStore';

const DAY = 86_400_000;
const MARCH_3 = Date.UTC(2026, 2, 3);
const DAYS = [
  { date: MARCH_3, count: 288 },
  { date: MARCH_3 + 2 * DAY, count: 12 },
];

/** The time bar with the floor-scoped range, on the selection's floor (as the main screen mounts them). */
function TimeBarOnFloor() {
  const buid = useSelectionStore((state) => state.selectedBuid);
  const floor = useSelectionStore((state) => state.selectedFloor);
  useFloorScopedTimeRange(buid, floor);
  return <TimeChart days={DAYS} />;
}

describe('the time bar', () => {
  it('has a date axis with readable dates, the year on the first, and the survey days', () => {
    render(<TimeChart days={DAYS} />);
    const ticks = screen.getAllByTestId('time-chart-tick').map((tick) => tick.textContent);
    // The domain runs from 15 days before 3 March to 15 days after 5 March 2026: weekly ticks.
    expect(ticks).toEqual(['16 Feb 2026', '23 Feb', '2 Mar', '9 Mar', '16 Mar']);
    expect(screen.getAllByTestId('time-chart-day-mark')).toHaveLength(2);
    expect(screen.getByTestId('time-chart-survey-days').textContent).toContain(
      '2 survey days, from 3 Mar 2026 to 5 Mar 2026',
    );
    expect(screen.getByTestId('time-chart-range').textContent).toContain(
      WifiLayerMessages.rangeAllDays,
    );
  });

  it('names the chosen range by its dates', () => {
    setTimeRange({ from: MARCH_3 + 2 * DAY, to: MARCH_3 + 3 * DAY - 1 });
    render(<TimeChart days={DAYS} />);
    expect(screen.getByTestId('time-chart-range').textContent).toContain('Showing 5 Mar 2026');
    expect(screen.getByTestId('time-chart-active').textContent).toContain('Active: 12');
    act(() => setTimeRange({ from: MARCH_3, to: MARCH_3 + 3 * DAY - 1 }));
    expect(screen.getByTestId('time-chart-range').textContent).toContain(
      'Showing 3 Mar 2026 to 5 Mar 2026',
    );
  });

  it('clears the range and turns the time modes off when the floor or the building changes', () => {
    act(() => useSelectionStore.setState({ selectedBuid: 'building_1', selectedFloor: '0' }));
    render(<TimeBarOnFloor />);
    act(() => {
      setLayer('fingerprintsTime', true);
      setLayer('coverageTime', true);
      setTimeRange({ from: MARCH_3, to: MARCH_3 + DAY - 1 });
    });
    expect(screen.getByTestId('time-chart-active').textContent).toContain('Active: 288');

    act(() => useSelectionStore.getState().selectFloor('1'));
    expect(useWifiLayerStore.getState()).toMatchObject({
      range: null,
      fingerprintsTime: false,
      coverageTime: false,
    });
    expect(screen.getByTestId('time-chart-active').textContent).toContain('Active: 300');
    expect(screen.getByTestId('time-chart-range').textContent).toContain(
      WifiLayerMessages.rangeAllDays,
    );

    act(() => setTimeRange({ from: MARCH_3, to: MARCH_3 + DAY - 1 }));
    act(() => useSelectionStore.setState({ selectedBuid: 'building_2', selectedFloor: '1' }));
    expect(useWifiLayerStore.getState().range).toBeNull();
  });

  it('keeps the range while the floor stays', () => {
    act(() => useSelectionStore.setState({ selectedBuid: 'building_1', selectedFloor: '0' }));
    render(<TimeBarOnFloor />);
    act(() => setTimeRange({ from: MARCH_3, to: MARCH_3 + DAY - 1 }));
    act(() => useSelectionStore.setState({ selectedFloor: '0' }));
    expect(useWifiLayerStore.getState().range).not.toBeNull();
  });
});
