import { makeFloor } from '@indoor/domain/testing';
import { describe, expect, it } from 'vitest';
import { matchRooms, type RoomSearchEntry, roomSearchEntries } from './roomSearch';
import { makeUnit, metresOf, rectangle } from './roomTestData';

const entry = (name: string, floorNumber = '0'): RoomSearchEntry => ({
  id: `${name}@${floorNumber}`,
  name,
  buid: 'building_1',
  floorNumber,
  floorLabel: `Floor ${floorNumber}`,
  position: { lat: 0, lon: 0 },
});

const names = (found: RoomSearchEntry[]) => found.map((room) => `${room.name}@${room.floorNumber}`);

describe('rooms found by the search box', () => {
  it('lists the named rooms of a floor with their floor and the middle of each', () => {
    const entries = roomSearchEntries('building_1', makeFloor('2'), 'Labs (2)', [
      makeUnit({ id: 'a', name: ' Robotics lab ', polygon: rectangle(0, 0, 8, 6) }),
      makeUnit({ id: 'b', name: '' }),
    ]);
    expect(entries.map(({ position, ...rest }) => rest)).toEqual([
      {
        id: 'a',
        name: 'Robotics lab',
        buid: 'building_1',
        floorNumber: '2',
        floorLabel: 'Labs (2)',
      },
    ]);
    const [east, north] = metresOf([entries[0]?.position.lon ?? 0, entries[0]?.position.lat ?? 0]);
    expect([Math.round(east), Math.round(north)]).toEqual([4, 3]);
  });

  it('matches without case: the whole name, then its start, a word, then inside a word', () => {
    const rooms = [
      entry('Staff kitchen'),
      entry('Kitchen', '1'),
      entry('Kitchenette'),
      entry('Sinkitchen'),
      entry('Lecture hall'),
    ];
    expect(names(matchRooms(rooms, 'KITCHEN'))).toEqual([
      'Kitchen@1',
      'Kitchenette@0',
      'Staff kitchen@0',
      'Sinkitchen@0',
    ]);
    expect(matchRooms(rooms, 'auditorium')).toEqual([]);
    expect(matchRooms(rooms, '  ')).toEqual([]);
  });

  it('orders rooms of the same name by floor and keeps at most the limit', () => {
    const rooms = ['3', '-1', '0', '1', '2', '4'].map((floor) => entry('Toilets', floor));
    expect(names(matchRooms(rooms, 'toil'))).toEqual([
      'Toilets@-1',
      'Toilets@0',
      'Toilets@1',
      'Toilets@2',
      'Toilets@3',
    ]);
    expect(matchRooms(rooms, 'toil', 2)).toHaveLength(2);
  });
});
