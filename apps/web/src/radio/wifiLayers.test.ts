import {
  LayerMessages,
  LayerZoom,
  RadioConstants,
  RadiomapFormatMessages,
  StorageKeys,
  TimeChartConstants,
} from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import {
  atMaxZoom,
  colourCounts,
  coveragePointsOnPlan,
  coverageSquares,
  readCoveragePoint,
  signalColour,
  zoomLevel,
} from './coverage';
import {
  type DeleteRectangle,
  drawnBox,
  idleRectangle,
  stepDeleteRectangle,
} from './deleteRectangleMachine';
import { activeCount, chartDomain, totalCount, wholeDays } from './timeChart';
import { notMappedText, readLayerChoices, yesNo } from './wifiLayerStore';

describe('the signal colour rule', () => {
  it.each([
    [-30, 'green'],
    [-60, 'green'],
    [-60.5, 'yellow'],
    [-70, 'yellow'],
    [-71, 'orange'],
    [-90, 'orange'],
    [-95, 'purple'],
    [-100, 'purple'],
    [-101, 'red'],
    [-20, 'red'],
  ])('colours %d dBm %s', (average, colour) => {
    expect(signalColour(average)).toBe(colour);
  });
});

describe('the zoom bands', () => {
  it('are level 1 at or below 19, 2 strictly between, 3 from 21', () => {
    expect([18, 19, 19.5, 20.9, 21, 22].map(zoomLevel)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('show markers only at the maximum zoom', () => {
    expect(atMaxZoom(22)).toBe(true);
    expect(atMaxZoom(21.5)).toBe(false);
  });
});

describe('the coverage squares', () => {
  const points = [
    { lat: 35, lon: 33, average: -50, count: 3 },
    { lat: 35.001, lon: 33.001, average: -95, count: 1 },
  ];

  it('are squares of the band half-size, coloured by the rule', () => {
    for (const level of [1, 2, 3] as const) {
      const squares = coverageSquares(points, level, []);
      expect(squares.features).toHaveLength(2);
      const [first] = squares.features;
      const ring = first?.geometry.coordinates[0] ?? [];
      const height = ((ring[2]?.[1] ?? 0) - (ring[0]?.[1] ?? 0)) * RadioConstants.metresPerDegree;
      expect(height).toBeCloseTo(2 * (LayerZoom.coverageHalfSizeM[level - 1] ?? 0), 6);
      expect(first?.properties.colour).toBe('green');
    }
  });

  it('leave out the hidden colours', () => {
    const squares = coverageSquares(points, 1, ['green']);
    expect(squares.features.map((feature) => feature.properties.colour)).toEqual(['purple']);
  });

  it("are cut to the floor's placed plan, and drawn whole without a plan", () => {
    // A plan around the first point only, reaching 2 m (of the 5 m half-side) east of it:
    // [lon, lat] corners, top-left first.
    const east = 33 + 2 / (RadioConstants.metresPerDegree * Math.cos((35 * Math.PI) / 180));
    const corners = [
      [32.999, 35.0005],
      [east, 35.0005],
      [east, 34.9995],
      [32.999, 34.9995],
    ] as const;
    expect(coveragePointsOnPlan(points, 1, corners)).toEqual([points[0]]);
    expect(coveragePointsOnPlan(points, 1, null)).toEqual(points);
    const squares = coverageSquares(points, 1, [], corners);
    expect(squares.features).toHaveLength(1);
    const ring = squares.features[0]?.geometry.coordinates[0] ?? [];
    const lons = ring.map((corner) => corner[0] as number);
    expect(Math.max(...lons)).toBeCloseTo(east, 9);
    expect(coverageSquares(points, 1, [], null).features).toHaveLength(2);
  });

  it('know which colours are there', () => {
    expect(colourCounts(points)).toEqual({ green: 1, purple: 1 });
  });

  it("read the server's weight text and skip unreadable points", () => {
    expect(readCoveragePoint({ x: 1, y: 2, w: '{"count":2,"average":-55,"total":-110}' })).toEqual({
      lat: 1,
      lon: 2,
      average: -55,
      count: 2,
    });
    expect(readCoveragePoint({ x: 1, y: 2, w: 'not json' })).toBeNull();
  });
});

describe('the texts of a floor not mapped', () => {
  it('keep the app store text word for word and add the files this server takes', () => {
    const text = notMappedText(LayerMessages.notWifiMapped);
    expect(text.startsWith(LayerMessages.notWifiMapped)).toBe(true);
    expect(text.endsWith(RadiomapFormatMessages.acceptedInstead)).toBe(true);
    expect(RadiomapFormatMessages.acceptedInstead).toContain('.txt or .log');
  });
});

describe('the stored layer choices', () => {
  const reader = (stored: Record<string, string>) => (key: string) => stored[key] ?? null;

  it('read YES and NO under the documented keys, defaults otherwise', () => {
    expect(readLayerChoices(reader({}))).toEqual({
      coverage: false,
      coverageTime: false,
      fingerprints: false,
      fingerprintsTime: false,
      pois: true,
      edges: true,
    });
    expect(
      readLayerChoices(
        reader({
          [StorageKeys.radioHeatmapRSSMode]: 'YES',
          [StorageKeys.fingerprintsMode]: 'YES',
          [StorageKeys.fingerPrintsTimeMode]: 'maybe',
          [StorageKeys.POIsMode]: 'NO',
          [StorageKeys.connectionsMode]: 'NO',
        }),
      ),
    ).toEqual({
      coverage: true,
      coverageTime: false,
      fingerprints: true,
      fingerprintsTime: false,
      pois: false,
      edges: false,
    });
    expect([yesNo(true), yesNo(false)]).toEqual(['YES', 'NO']);
  });
});

describe('the delete rectangle machine', () => {
  const a = { lon: 33, lat: 35 };
  const b = { lon: 33.001, lat: 34.999 };

  it('goes idle, dragging, confirming, deleting, idle', () => {
    let state: DeleteRectangle = idleRectangle;
    state = stepDeleteRectangle(state, { type: 'press', at: a });
    expect(state.name).toBe('dragging');
    state = stepDeleteRectangle(state, { type: 'move', at: b });
    expect(drawnBox(state)).toEqual({ sw: { lat: 34.999, lon: 33 }, ne: { lat: 35, lon: 33.001 } });
    state = stepDeleteRectangle(state, { type: 'release', at: b, countInside: () => 3 });
    expect(state).toMatchObject({ name: 'confirming', count: 3 });
    state = stepDeleteRectangle(state, { type: 'confirm' });
    expect(state.name).toBe('deleting');
    state = stepDeleteRectangle(state, { type: 'done' });
    expect(state).toEqual(idleRectangle);
  });

  it('returns to idle for an empty rectangle or a cancel', () => {
    const dragging = stepDeleteRectangle(idleRectangle, { type: 'press', at: a });
    expect(stepDeleteRectangle(dragging, { type: 'release', at: b, countInside: () => 0 })).toEqual(
      idleRectangle,
    );
    const confirming = stepDeleteRectangle(dragging, {
      type: 'release',
      at: b,
      countInside: () => 1,
    });
    expect(stepDeleteRectangle(confirming, { type: 'cancel' })).toEqual(idleRectangle);
    expect(drawnBox(idleRectangle)).toBeNull();
  });
});

describe('the time chart', () => {
  const day = RadioConstants.dayMs;
  const days = [
    { date: 10 * day, count: 5 },
    { date: 12 * day, count: 7 },
  ];

  it('pads the date domain by 15 days on each side', () => {
    const padding = TimeChartConstants.domainPaddingDays * day;
    expect(chartDomain(days)).toEqual([10 * day - padding, 12 * day + padding]);
    expect(chartDomain([])).toBeNull();
  });

  it('counts the total and the scans of the chosen whole days', () => {
    expect(totalCount(days)).toBe(12);
    const range = wholeDays(12 * day + 5000, 11 * day + 100);
    expect(range).toEqual({ from: 11 * day, to: 13 * day - 1 });
    expect(activeCount(days, range)).toBe(7);
    expect(activeCount(days, null)).toBe(12);
  });
});

describe('the notice of a fingerprint deletion', () => {
  it('names the shown layers the radiomap is regenerated for', async () => {
    const { WifiLayerMessages } = await import('@indoor/domain');
    const { useWifiLayerStore } = await import('./wifiLayerStore');
    const { shownLayers } = await import('./wifiQueries');
    const initial = useWifiLayerStore.getState();
    useWifiLayerStore.setState({ fingerprints: true, coverage: false, coverageTime: false });
    expect(WifiLayerMessages.regenerated(shownLayers())).toBe(
      'The radiomap is regenerated for the fingerprints.',
    );
    useWifiLayerStore.setState({ coverage: true });
    expect(WifiLayerMessages.regenerated(shownLayers())).toBe(
      'The radiomap is regenerated for the fingerprints and the WiFi coverage.',
    );
    useWifiLayerStore.setState({
      fingerprints: false,
      fingerprintsTime: false,
      coverageTime: true,
    });
    expect(shownLayers()).toEqual({ fingerprints: false, coverage: true });
    expect(WifiLayerMessages.regenerated(shownLayers())).toBe(
      'The radiomap is regenerated for the WiFi coverage.',
    );
    useWifiLayerStore.setState(initial, true);
  });
});

describe('tile answers combined into one layer', () => {
  it('joins the points, waits for every tile, and reports the first failure', async () => {
    const { combineTiles } = await import('./wifiQueries');
    const failure = new Error('The server could not answer.');
    expect(
      combineTiles([
        { data: [1, 2], isPending: false, error: null },
        { data: undefined, isPending: true, error: null },
      ]),
    ).toEqual({ points: [1, 2], pending: true, error: null });
    expect(
      combineTiles([
        { data: [1], isPending: false, error: null },
        { data: undefined, isPending: false, error: failure },
      ]).error,
    ).toBe(failure);
  });
});
