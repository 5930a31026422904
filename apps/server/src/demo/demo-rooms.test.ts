import { buildPath, contract, readImdfArchive } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { withLoadedDemo } from '../test/loaded-demo.js';
import { readDemoBuilding } from './load-demo.js';

const demo = await readDemoBuilding();

describe('demo rooms and doors', () => {
  const loaded = withLoadedDemo('demo-rooms');

  it('shows the rooms traced on each floor plan from the first start', async () => {
    for (const floor of demo.floors) {
      const res = await loaded.t.app.inject({
        method: 'POST',
        url: contract.unitsFloorAll.path,
        payload: { buid: demo.space.buid, floor_number: floor.floor_number },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { units, openings } = res.json();
      const expected = demo.units.filter((u) => u.floor_number === floor.floor_number);
      expect(units.map((u: { id: string }) => u.id).sort()).toEqual(
        expected.map((u) => u.id).sort(),
      );
      expect(openings).toHaveLength(
        demo.openings.filter((o) => o.floor_number === floor.floor_number).length,
      );
    }
  });

  it('exports the demo building as an IMDF archive with no error', async () => {
    const res = await loaded.t.app.inject({
      method: 'GET',
      url: buildPath(contract.spaceImdfDownload.path, { buid: demo.space.buid }),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['x-imdf-errors']).toBe('0');
    const archive = readImdfArchive(res.rawPayload);
    const count = (file: string) => (archive[file] as { features: unknown[] }).features.length;
    expect(count('unit.geojson')).toBe(demo.units.length);
    expect(count('opening.geojson')).toBe(demo.openings.length);
    expect(count('amenity.geojson')).toBe(demo.pois.filter((p) => p.pois_type !== 'None').length);
  });
});
