import { PoiTypes } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { IconSizes } from '../map/iconSizes';
import { makePoi } from '../test/factories';
import {
  glyphOf,
  labelOfId,
  parsePoiIconId,
  poiIconId,
  poiLabelId,
  poiSymbolFeatures,
} from './poiSymbolFeatures';

const at = (puid: string, type: string, overrides = {}) =>
  makePoi({
    puid,
    name: `Name of ${puid}`,
    pois_type: type,
    coordinates_lat: '35.1',
    coordinates_lon: '33.4',
    ...overrides,
  });

describe('POI symbol features', () => {
  it('gives every POI type its own icon, custom types the Other icon, connectors the dot', () => {
    const ids = PoiTypes.map((type) => poiIconId(glyphOf({ pois_type: type }), 'type', 'normal'));
    expect(new Set(ids).size).toBe(PoiTypes.length);
    expect(glyphOf({ pois_type: 'Boiler room' })).toBe('Other');
    expect(glyphOf({ pois_type: 'None' })).toBe('connector');
    for (const id of ids) expect(parsePoiIconId(id)).not.toBeNull();
    expect(parsePoiIconId('access-point-icon')).toBeNull();
    expect(parsePoiIconId('poi-icon|Sauna|type|normal')).toBeNull();
    expect(labelOfId(poiLabelId('Room 1.08'))).toBe('Room 1.08');
    expect(labelOfId('poi-icon|Stair|type|normal')).toBeNull();
  });

  it('anchors pins on their tip and connectors on their centre, at the documented sizes, enlarged when highlighted', () => {
    const pois = [at('a', 'Stair'), at('b', 'None'), at('c', 'Kitchen'), at('d', 'None')];
    const { features } = poiSymbolFeatures(pois, { highlighted: new Set(['c', 'd']) });
    const byPuid = new Map(features.map((f) => [f.properties.puid, f.properties]));
    expect(byPuid.get('a')).toMatchObject({
      icon: 'poi-icon|Stair|type|normal',
      anchor: 'bottom',
      height: IconSizes.poi.height,
      label: poiLabelId('Name of a'),
      highlighted: false,
      sortKey: 0,
    });
    expect(byPuid.get('b')).toMatchObject({
      icon: 'poi-icon|connector|type|normal',
      anchor: 'center',
      height: IconSizes.connector.height,
      label: '',
    });
    expect(byPuid.get('c')).toMatchObject({
      icon: 'poi-icon|Kitchen|type|selected',
      height: IconSizes.selectedPoi.height,
      highlighted: true,
      sortKey: 2,
    });
    expect(byPuid.get('d')?.height).toBe(IconSizes.selectedConnector.height);
    expect(features[0]?.geometry.coordinates).toEqual([33.4, 35.1]);
  });

  it("colours a building entrance and a route's ends, and follows a POI being dragged", () => {
    const pois = [
      at('door', 'Room', { is_building_entrance: 'true' }),
      at('from', 'Stair'),
      at('to', 'Office'),
    ];
    const moved = new Map([['door', { lat: 35.2, lon: 33.5 }]]);
    const { features } = poiSymbolFeatures(pois, { from: 'from', to: 'to', moved });
    expect(features.map((f) => f.properties.icon)).toEqual([
      'poi-icon|Room|entrance|normal',
      'poi-icon|Stair|from|selected',
      'poi-icon|Office|to|selected',
    ]);
    expect(features.map((f) => f.properties.sortKey)).toEqual([0, 1, 1]);
    expect(features[0]?.geometry.coordinates).toEqual([33.5, 35.2]);
  });

  it('leaves out POIs without a position', () => {
    const { features } = poiSymbolFeatures([at('a', 'Room', { coordinates_lat: '' })]);
    expect(features).toEqual([]);
  });
});
