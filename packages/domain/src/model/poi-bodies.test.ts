import { describe, expect, it } from 'vitest';
import { PoiMessages } from '../pois/messages.js';
import { makePoi } from '../testing/index.js';
import { poiMoveBody, poiPlacementProblem, poiToAddBody, poiToUpdateBody } from './poi-bodies.js';
import { poiAddBodySchema, poiUpdateBodySchema } from './poi-input.js';
import { PoiAssetDetailKeys, redactAssetDetails } from './poi-wire.js';

const poi = makePoi({
  floor_number: '2',
  floor_name: 'Second',
  description: 'Basement boiler',
  pois_type2: 'Boiler',
  coordinates_lat: '35.1',
  coordinates_lon: '33.2',
  manufacturer: 'Acme',
  modelNumber: 'B-1',
  serialNumber: 'S-9',
  purchaseDate: '2024-02-03',
  price: 1250.5,
  quantity: 2,
  link: 'https://example.com/boiler',
  tags: ['heating', 'plant'],
  warranty: { scope: 'parts', expirationDate: '2029-01-01', isLifetime: false },
});

describe('POI bodies from the wire form', () => {
  it('recreates a deleted POI with every asset field', () => {
    const parsed = poiAddBodySchema.parse(poiToAddBody(poi));
    expect(parsed).toMatchObject({
      buid: 'building_1',
      floor_number: 2,
      name: 'Boiler',
      pois_type2: 'Boiler',
      price: 1250.5,
      quantity: 2,
      tags: ['heating', 'plant'],
      warranty: { scope: 'parts', expirationDate: '2029-01-01', isLifetime: false },
    });
  });

  it('restores every editable field of an edited POI', () => {
    const parsed = poiUpdateBodySchema.parse(poiToUpdateBody(poi));
    expect(parsed.puid).toBe('poi_1');
    expect(parsed.manufacturer).toBe('Acme');
    expect(parsed.coordinates_lat).toBe('35.1');
  });

  it('leaves out the asset fields of a POI sent without them: nothing stored is blanked', () => {
    const redacted = redactAssetDetails(poi);
    for (const body of [poiToUpdateBody(redacted), poiToAddBody(redacted)]) {
      for (const key of PoiAssetDetailKeys) expect(key in body, key).toBe(false);
      expect(body).toMatchObject({ name: 'Boiler', description: 'Basement boiler' });
    }
  });

  it('copies tags and warranty so later changes do not leak into the body', () => {
    const tags = poiToAddBody(poi).tags;
    if (Array.isArray(tags)) tags.push('extra');
    expect(poi.tags).toEqual(['heating', 'plant']);
  });

  it('moves a POI with coordinates as text', () => {
    expect(poiMoveBody(poi, 35.5, 33.25)).toEqual({
      puid: 'poi_1',
      buid: 'building_1',
      coordinates_lat: '35.5',
      coordinates_lon: '33.25',
    });
  });
});

describe('poiPlacementProblem', () => {
  const floor = {
    bottom_left_lat: '35.0',
    bottom_left_lng: '33.0',
    top_right_lat: '35.01',
    top_right_lng: '33.01',
  };

  it('accepts a position on the floor and within the 0.001° margin', () => {
    expect(poiPlacementProblem('b', floor, { lat: 35.005, lon: 33.005 })).toBeNull();
    expect(poiPlacementProblem('b', floor, { lat: 35.0109, lon: 33.0 })).toBeNull();
  });

  it('refuses a position too far from the building', () => {
    expect(poiPlacementProblem('b', floor, { lat: 35.02, lon: 33.005 })).toBe(PoiMessages.tooFar);
  });

  it('needs a building, a floor and the floor bounds', () => {
    expect(poiPlacementProblem(null, floor, { lat: 35, lon: 33 })).toBe(
      PoiMessages.noBuildingRefresh,
    );
    expect(poiPlacementProblem('b', null, { lat: 35, lon: 33 })).toBe(PoiMessages.noSelectedFloor);
    expect(poiPlacementProblem('b', {}, { lat: 35, lon: 33 })).toBe(
      PoiMessages.floorCoordinatesNotFound,
    );
  });
});
