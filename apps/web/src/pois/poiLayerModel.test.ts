import type { Connection, Poi } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { connectionLines } from './ConnectionLines';
import { customTypesOf } from './PoiLayer';

const poi = (puid: string, lat: number, lon: number, type = 'Room') =>
  ({ puid, coordinates_lat: String(lat), coordinates_lon: String(lon), pois_type: type }) as Poi;
const connection = (cuid: string, a: string, b: string) =>
  ({ cuid, pois_a: a, pois_b: b }) as Connection;

describe('connectionLines', () => {
  const pois = [poi('a', 35, 33), poi('b', 35.001, 33.001), poi('c', 35.002, 33)];

  it('draws a line for each connection whose two ends are on the floor', () => {
    const lines = connectionLines(
      [connection('ab', 'a', 'b'), connection('bx', 'b', 'elsewhere')],
      pois,
      [],
    );
    expect(lines.features).toHaveLength(1);
    expect(lines.features[0]?.properties.cuid).toBe('ab');
    expect(lines.features[0]?.geometry.coordinates).toEqual([
      [33, 35],
      [33.001, 35.001],
    ]);
  });

  it('leaves out connections being deleted', () => {
    const lines = connectionLines([connection('ab', 'a', 'b'), connection('bc', 'b', 'c')], pois, [
      'ab',
    ]);
    expect(lines.features.map((f) => f.properties.cuid)).toEqual(['bc']);
  });
});

describe('customTypesOf', () => {
  it('lists the custom types once, sorted, without the standard ones or connectors', () => {
    const pois = [
      poi('1', 0, 0, 'Room'),
      poi('2', 0, 0, 'Boiler'),
      poi('3', 0, 0, 'None'),
      poi('4', 0, 0, 'Archive'),
      poi('5', 0, 0, 'Boiler'),
    ];
    expect(customTypesOf(pois)).toEqual(['Archive', 'Boiler']);
  });
});
