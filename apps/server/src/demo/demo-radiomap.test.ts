import {
  buildPath,
  contract,
  groupBssids,
  haversineMetres,
  parseHeatmapWeight,
  parseRadiomapLog,
  RadioConstants,
} from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { withLoadedDemo } from '../test/loaded-demo.js';
import { demoAccessPointMac, demoRadiomapLog, demoRadiomapScans } from './demo-radiomap.js';
import { readDemoBuilding } from './load-demo.js';

const demo = await readDemoBuilding();
const buid = demo.space.buid;

describe('demo radiomap', () => {
  it('is the same every time, a few hundred scans per floor, and reads as a valid log', () => {
    for (const floor of demo.floors) {
      const log = demoRadiomapLog(buid, floor, demo.floors);
      expect(demoRadiomapLog(buid, floor, demo.floors)).toBe(log);
      const scans = parseRadiomapLog(log, { buid, floor: floor.floor_number });
      expect(scans).toEqual(demoRadiomapScans(floor, demo.floors));
      expect(scans.length).toBeGreaterThanOrEqual(200);
      expect(scans.length).toBeLessThanOrEqual(400);
      expect(scans.every((s) => s.timestamp !== null)).toBe(true);
      const days = new Set(
        scans.map((s) => Math.floor(Number(s.timestamp) / RadioConstants.dayMs)),
      );
      expect(days.size).toBe(4);
    }
    // Floors differ (their own noise and their own access points are the loudest).
    const [ground, first] = demo.floors.map((f) => demoRadiomapScans(f, demo.floors));
    expect(ground?.[0]?.rss).not.toEqual(first?.[0]?.rss);
  });

  it('hears the access points of the floor loudest, fading with distance', () => {
    const floor = demo.floors[1];
    if (!floor) throw new Error('the demo has no floor 1');
    const scans = demoRadiomapScans(floor, demo.floors);
    const ownMacs = [0, 1, 2, 3, 4].map((index) => demoAccessPointMac(1, index));
    const own = (mac: string) => ownMacs.includes(mac);
    let ownLouder = 0;
    for (const scan of scans) {
      const best = scan.macs[scan.rss.indexOf(Math.max(...scan.rss))] ?? '';
      if (own(best)) ownLouder += 1;
    }
    expect(ownLouder / scans.length).toBeGreaterThan(0.95);
    // One access point: the signal near it is stronger than far from it.
    const mac = demoAccessPointMac(1, 0);
    const [corner] = scans;
    const heardAt = scans
      .filter((s) => s.macs.includes(mac))
      .map((s) => ({
        metres: haversineMetres(s, { lat: corner?.lat ?? 0, lon: corner?.lon ?? 0 }),
        rss: s.rss[s.macs.indexOf(mac)] ?? 0,
      }));
    const near = heardAt.filter((h) => h.metres < 10);
    const far = heardAt.filter((h) => h.metres > 40);
    const mean = (xs: { rss: number }[]) => xs.reduce((sum, x) => sum + x.rss, 0) / xs.length;
    expect(near.length).toBeGreaterThan(0);
    expect(far.length).toBeGreaterThan(0);
    expect(mean(near)).toBeGreaterThan(mean(far) + 10);
  });

  it('gives every access point a radio of its own, so the AP layer shows each one', () => {
    const floor = demo.floors[1];
    if (!floor) throw new Error('the demo has no floor 1');
    const macs = new Set(demoRadiomapScans(floor, demo.floors).flatMap((scan) => scan.macs));
    const radios = groupBssids(macs);
    expect(radios.size).toBe(macs.size);
    expect(macs.size).toBe(5 * demo.floors.length);
  });
});

describe('demo building with its radiomaps', () => {
  const loaded = withLoadedDemo('demo-radiomap');

  it('names the makers of its access points (their MACs carry vendor prefixes)', async () => {
    const ids = [0, 1, 2, 3, 4].map((index) => demoAccessPointMac(1, index));
    const res = await loaded.t.app.inject({
      method: 'POST',
      url: contract.accessPointsIds.path,
      payload: { ids },
    });
    expect(res.statusCode).toBe(200);
    const makers = res.json().accessPoints as string[];
    expect(makers).toEqual([
      'Cisco Systems, Inc',
      'Hewlett Packard Enterprise',
      'Ubiquiti Inc',
      'Cisco Systems, Inc',
      'Ruckus Wireless',
    ]);
  });

  it('has heatmaps and per-day counts on every floor from the first start', async () => {
    for (const floor of demo.floors) {
      const expectedScans = demoRadiomapScans(floor, demo.floors).length;
      const time = await loaded.t.app.inject({
        method: 'POST',
        url: contract.radiomapTime.path,
        payload: { buid, floor: floor.floor_number },
      });
      const days = time.json().radioPoints as { count: number }[];
      expect(days).toHaveLength(4);
      expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(expectedScans);
      for (const level of ['1', '2', '3']) {
        const res = await loaded.t.app.inject({
          method: 'POST',
          url: buildPath(contract.heatmapFloorAverage.path, { level }),
          payload: { buid, floor: floor.floor_number },
        });
        const points = res.json().radioPoints as { w: string }[];
        expect(points.length, `floor ${floor.floor_number} level ${level}`).toBeGreaterThan(10);
        for (const point of points) {
          const weight = parseHeatmapWeight(point.w);
          expect(weight?.average).toBeLessThan(-30);
          expect(weight?.average).toBeGreaterThanOrEqual(-95);
        }
      }
    }
  });
});
