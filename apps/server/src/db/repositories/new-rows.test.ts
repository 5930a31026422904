import { ConnectorName, ConnectorType, haversineMetres } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { newConnectionRow, newPoiRow } from './new-rows.js';

const target = {
  puid: 'poi_new',
  buid: 'space_1',
  ownerId: 'user_1',
  floorName: 'Ground',
  lat: 35.1,
  lon: 33.2,
};

describe('newPoiRow', () => {
  it('fills every missing field with its default', () => {
    expect(newPoiRow({ floor_number: 0, name: 'Room 1', pois_type: 'Room' }, target)).toEqual({
      puid: 'poi_new',
      buid: 'space_1',
      floor_number: 0,
      floor_name: 'Ground',
      name: 'Room 1',
      description: '',
      pois_type: 'Room',
      pois_type2: 'Room',
      is_door: false,
      is_building_entrance: false,
      is_published: true,
      coordinates_lat: 35.1,
      coordinates_lon: 33.2,
      x: null,
      y: null,
      url: '',
      image: '',
      owner_id: 'user_1',
      manufacturer: '',
      model_number: '',
      serial_number: '',
      purchase_date: null,
      price: null,
      quantity: 1,
      link: '',
      tags: [],
      warranty: null,
      external_id: null,
    });
  });

  it('keeps the given fields, the asset details and the archived timestamps', () => {
    const row = newPoiRow(
      {
        floor_number: 2,
        floor_name: 'Second',
        name: 'Printer',
        description: 'By the window',
        pois_type: 'Other',
        is_door: true,
        is_building_entrance: true,
        is_published: false,
        x: '12.5',
        y: 3,
        url: 'https://example.org',
        image: 'printer.png',
        manufacturer: 'Acme',
        modelNumber: 'P-1',
        serialNumber: 'S-9',
        purchaseDate: '2024-01-31',
        price: 120,
        quantity: 3,
        link: 'https://example.org/p',
        tags: ['office'],
        warranty: { scope: 'parts', expirationDate: '2026-01-31', isLifetime: false },
        createdAt: '2024-02-01T10:00:00.000Z',
        updatedAt: '2024-03-01T10:00:00.000Z',
        external_id: 'anyplace_poi_1',
      },
      target,
    );
    expect(row).toMatchObject({
      floor_number: 2,
      floor_name: 'Second',
      description: 'By the window',
      is_door: true,
      is_building_entrance: true,
      is_published: false,
      x: 12.5,
      y: 3,
      url: 'https://example.org',
      image: 'printer.png',
      manufacturer: 'Acme',
      model_number: 'P-1',
      serial_number: 'S-9',
      purchase_date: '2024-01-31',
      price: 120,
      quantity: 3,
      link: 'https://example.org/p',
      tags: ['office'],
      warranty: JSON.stringify({ scope: 'parts', expirationDate: '2026-01-31', isLifetime: false }),
      created_at: '2024-02-01T10:00:00.000Z',
      updated_at: '2024-03-01T10:00:00.000Z',
      external_id: 'anyplace_poi_1',
    });
  });

  it('lets a non-empty custom type override the chosen one', () => {
    const row = newPoiRow(
      { floor_number: 0, name: 'Tea', pois_type: 'Other', pois_type2: '  Tea point ' },
      target,
    );
    expect(row).toMatchObject({ pois_type: 'Tea point', pois_type2: 'Tea point' });
    const blank = newPoiRow(
      { floor_number: 0, name: 'Tea', pois_type: 'Other', pois_type2: '  ' },
      target,
    );
    expect(blank).toMatchObject({ pois_type: 'Other', pois_type2: 'Other' });
  });

  it('names and describes a connector as one, with no custom type', () => {
    const row = newPoiRow(
      { floor_number: 0, name: 'Stairs', description: 'North', pois_type: ConnectorType },
      target,
    );
    expect(row).toMatchObject({
      name: ConnectorName,
      description: ConnectorName,
      pois_type: ConnectorType,
      pois_type2: '',
    });
  });

  it('stores an empty purchase date as none', () => {
    const row = newPoiRow(
      { floor_number: 0, name: 'Desk', pois_type: 'Other', purchaseDate: '' },
      target,
    );
    expect(row.purchase_date).toBeNull();
  });
});

describe('newConnectionRow', () => {
  const a = { puid: 'poi_a', floor_number: 0, coordinates_lat: 35.1, coordinates_lon: 33.2 };
  const b = { puid: 'poi_b', floor_number: 1, coordinates_lat: 35.1001, coordinates_lon: 33.2 };

  it('joins two POIs of a space, weighted by their distance, published hallway by default', () => {
    expect(newConnectionRow(a, b, { cuid: 'conn_1', buid: 'space_1', ownerId: 'user_1' })).toEqual({
      cuid: 'conn_1',
      buid: 'space_1',
      buid_a: 'space_1',
      buid_b: 'space_1',
      floor_a: 0,
      floor_b: 1,
      pois_a: 'poi_a',
      pois_b: 'poi_b',
      weight: haversineMetres({ lat: 35.1, lon: 33.2 }, { lat: 35.1001, lon: 33.2 }),
      is_published: true,
      edge_type: 'hallway',
      owner_id: 'user_1',
    });
  });

  it('keeps a given publication and edge type; an empty edge type is a hallway', () => {
    const base = { cuid: 'conn_1', buid: 'space_1', ownerId: 'user_1' };
    expect(
      newConnectionRow(a, b, { ...base, isPublished: false, edgeType: 'stairs' }),
    ).toMatchObject({ is_published: false, edge_type: 'stairs' });
    expect(newConnectionRow(a, b, { ...base, edgeType: '' }).edge_type).toBe('hallway');
  });
});
