import { describe, expect, it } from 'vitest';
import { testImdfPosition as at } from '../imdf/testing/minimal-archive.js';
import { poiRoomFinder } from './poi-room.js';
import type { LonLat, Unit } from './types.js';

const rectangle = (x0: number, y0: number, x1: number, y1: number): LonLat[] => [
  at(x0, y0),
  at(x1, y0),
  at(x1, y1),
  at(x0, y1),
  at(x0, y0),
];

const unit = (id: string, name: string, polygon: LonLat[], buid = 'b1', floorNumber = 0): Unit => ({
  id,
  buid,
  floorNumber,
  name,
  category: 'room',
  polygon,
});

const poiAt = (x: number, y: number, floor = '0', buid = 'b1') => {
  const [lon, lat] = at(x, y);
  return { buid, floor_number: floor, coordinates_lat: String(lat), coordinates_lon: String(lon) };
};

describe('poiRoomFinder (docs/rooms.md#pois-in-rooms)', () => {
  const lab = unit('u-lab', 'Lab 2.14', rectangle(0, 0, 10, 10));
  const office = unit('u-office', 'Office', rectangle(10, 0, 20, 10));
  const upstairs = unit('u-up', 'Upstairs', rectangle(0, 0, 20, 10), 'b1', 1);
  const elsewhere = unit('u-other', 'Other building', rectangle(0, 0, 20, 10), 'b2', 0);
  const roomOf = poiRoomFinder([lab, office, upstairs, elsewhere]);

  it('names the room of the POI on its own floor of its own space', () => {
    expect(roomOf(poiAt(5, 5))).toEqual({ id: 'u-lab', name: 'Lab 2.14' });
    expect(roomOf(poiAt(15, 5))).toEqual({ id: 'u-office', name: 'Office' });
    expect(roomOf(poiAt(5, 5, '1'))).toEqual({ id: 'u-up', name: 'Upstairs' });
    expect(roomOf(poiAt(5, 5, '0', 'b2'))).toEqual({ id: 'u-other', name: 'Other building' });
  });

  it('answers null outside every room, on a floor without rooms and without a position', () => {
    expect(roomOf(poiAt(25, 5))).toBeNull();
    expect(roomOf(poiAt(5, 5, '2'))).toBeNull();
    expect(roomOf({ ...poiAt(5, 5), coordinates_lat: 'north' })).toBeNull();
    expect(roomOf(poiAt(5, 5, 'ground'))).toBeNull();
  });
});
