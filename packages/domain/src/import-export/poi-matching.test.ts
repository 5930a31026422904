import { describe, expect, it } from 'vitest';
import { PoiFileMessages } from './messages.js';
import { matchPoiUpdates, PoiIdIndex } from './poi-matching.js';
import { readPoiUpdateFile } from './poi-update-file.js';

const building = {
  buid: 'building_copy',
  name: 'Mall (restored)',
  pois: [
    { puid: 'poi_1', external_id: 'anyplace_a' },
    { puid: 'poi_2', external_id: 'anyplace_b' },
    { puid: 'poi_3' },
    // The same file imported twice: two POIs share an external id.
    { puid: 'poi_4', external_id: 'twice' },
    { puid: 'poi_5', external_id: 'twice' },
  ],
};

describe('matching POIs by id or external id', () => {
  it('finds a POI by its puid first, then by its external id', () => {
    const index = new PoiIdIndex(building.pois);
    expect(index.match(['poi_3'])).toEqual({ ok: true, poi: { puid: 'poi_3' } });
    expect(index.match(['anyplace_b'])).toEqual({
      ok: true,
      poi: { puid: 'poi_2', external_id: 'anyplace_b' },
    });
    // A puid wins over an external id given with it.
    expect(index.match(['anyplace_a', 'poi_3'])).toMatchObject({
      ok: true,
      poi: { puid: 'poi_3' },
    });
    expect(index.match([undefined, ''])).toEqual({ ok: false, reason: 'none' });
    expect(index.match(['twice'])).toEqual({ ok: false, reason: 'ambiguous' });
  });

  it("sends Anyplace's allpois.json updates to the restored copy's POIs, and says why others match none", () => {
    const read = readPoiUpdateFile(
      JSON.stringify({
        building: {
          buid: 'anyplace_building',
          name: 'Mall',
          floors: [
            {
              floor_number: 0,
              pois: [
                { puid: 'anyplace_a', name: 'Shop A', overwrite: 'true' },
                { puid: 'anyplace_c', name: 'Shop C', overwrite: 'true' },
                { puid: 'twice', name: 'Kiosk', overwrite: 'true' },
                { puid: 'x', name: 'Our export', external_id: 'anyplace_b', overwrite: 'true' },
              ],
            },
          ],
        },
      }),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.value.updates[3]?.external_id).toBe('anyplace_b');
    const plans = matchPoiUpdates(read.value.updates, building);
    expect(plans).toEqual([
      {
        kind: 'update',
        update: { puid: 'poi_1', buid: 'building_copy', name: 'Shop A' },
      },
      {
        kind: 'unmatched',
        update: { puid: 'anyplace_c', buid: 'anyplace_building', name: 'Shop C' },
        reason: PoiFileMessages.noPoiWithId('Mall (restored)'),
      },
      {
        kind: 'unmatched',
        update: { puid: 'twice', buid: 'anyplace_building', name: 'Kiosk' },
        reason: PoiFileMessages.ambiguousId('Mall (restored)'),
      },
      {
        kind: 'update',
        update: {
          puid: 'poi_2',
          buid: 'building_copy',
          name: 'Our export',
          external_id: 'anyplace_b',
        },
      },
    ]);
  });

  it('reads a numeric puid as text, as hand-edited files may write it', () => {
    const read = readPoiUpdateFile(
      JSON.stringify({
        buid: 'b',
        floors: [{ floor_number: '0', pois: [{ puid: 7, overwrite: 'true' }] }],
      }),
    );
    expect(read.ok && read.value.updates[0]?.puid).toBe('7');
  });
});
