import type { LonLat, OpeningWire, UnitWire } from '@indoor/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHistory, nextStep, redoLast, undoLast, useHistoryStore } from '../editor/history';
import { useAlertStore } from '../state/alerts';
import type { FloorRooms } from './roomQueries';

/*
 * The room editor's saves against a fake API that keeps one floor: each save calls its
 * endpoint once and records one step, whose undo and redo replace the floor.
 */

let floor: FloorRooms = { units: [], openings: [] };
const calls: { id: string; body: Record<string, unknown> }[] = [];
let refuseNext: string | null = null;
let nextId = 1;
const uuid = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

const wireUnit = (body: Record<string, unknown>, id: string): UnitWire => ({
  id,
  buid: 'b',
  floor_number: 1,
  name: (body.name as string) ?? '',
  category: (body.category as string) ?? 'room',
  accessibility: (body.accessibility as string[]) ?? [],
  polygon: body.polygon as LonLat[],
  created_at: '',
  updated_at: '',
});
const wireOpening = (body: Record<string, unknown>, id: string): OpeningWire => ({
  id,
  buid: 'b',
  floor_number: 1,
  unit_id: (body.unit_id as string) ?? null,
  category: (body.category as string) ?? 'pedestrian',
  line: body.line as LonLat[],
  created_at: '',
  updated_at: '',
});

vi.mock('../api/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/client')>();
  return {
    ...original,
    callApi: vi.fn(async (endpoint: { id: string }, options: { body?: unknown }) => {
      const body = (options.body ?? {}) as Record<string, unknown>;
      calls.push({ id: endpoint.id, body });
      if (refuseNext && endpoint.id !== 'unitsFloorAll') {
        const message = refuseNext;
        refuseNext = null;
        throw new original.ApiError(endpoint.id, 400, message, message);
      }
      switch (endpoint.id) {
        case 'unitsFloorAll':
          return structuredClone(floor);
        case 'unitAdd': {
          const unit = wireUnit(body, uuid());
          floor = { ...floor, units: [...floor.units, unit] };
          return { unit };
        }
        case 'unitUpdate': {
          const units = floor.units.map((unit) =>
            unit.id === body.id ? { ...unit, ...body } : unit,
          ) as UnitWire[];
          floor = { ...floor, units };
          return { unit: units.find((unit) => unit.id === body.id) };
        }
        case 'unitDelete':
          floor = {
            units: floor.units.filter((unit) => unit.id !== body.id),
            openings: floor.openings.map((o) =>
              o.unit_id === body.id ? { ...o, unit_id: null } : o,
            ),
          };
          return { message: 'Room deleted.' };
        case 'openingAdd': {
          const opening = wireOpening(body, uuid());
          floor = { ...floor, openings: [...floor.openings, opening] };
          return { opening };
        }
        case 'openingDelete':
          floor = { ...floor, openings: floor.openings.filter((o) => o.id !== body.id) };
          return { message: 'Door deleted.' };
        case 'unitsFloorReplace':
          floor = {
            units: (body.units as Record<string, unknown>[]).map((u) =>
              wireUnit(u, u.id as string),
            ),
            openings: (body.openings as Record<string, unknown>[]).map((o) =>
              wireOpening(o, o.id as string),
            ),
          };
          return structuredClone(floor);
        default:
          throw new Error(`unexpected ${endpoint.id}`);
      }
    }),
  };
});

const { createRoomActions } = await import('./roomActions');
const { installRoomActions, saveDoor, saveMerge, saveSplit, saveTracedRoom, saveRoomDelete } =
  await import('./roomSaves');
const { roomEditor, setRoomEditor } = await import('./roomEditorStore');
const { splitRing, closeRing } = await import('@indoor/domain');

const square = (west: number, south: number, size = 0.0001): LonLat[] => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
];
const ids = (id: string) => calls.filter((call) => call.id === id);
const lastAlert = () => useAlertStore.getState().alert?.text;

describe('saving rooms and doors, and undoing them', () => {
  beforeEach(() => {
    floor = { units: [], openings: [] };
    calls.length = 0;
    refuseNext = null;
    clearHistory();
    installRoomActions(createRoomActions(new QueryClient()));
    setRoomEditor({ floor: { buid: 'b', floor: '1', units: [], openings: [] } });
  });
  afterEach(() => {
    setRoomEditor({ trace: { name: 'idle' }, door: null, floor: null });
  });

  const traceAndName = (corners: LonLat[]) =>
    setRoomEditor({ trace: { name: 'naming', corners, error: null } });

  it('the form saves the traced outline, closed, with its fields; undo and redo replace the floor', async () => {
    traceAndName(square(33, 35));
    expect(
      await saveTracedRoom({ name: 'Lab', category: 'laboratory', accessibility: ['wheelchair'] }),
    ).toBe(true);
    expect(ids('unitAdd')[0]?.body).toEqual({
      buid: 'b',
      floor_number: '1',
      polygon: closeRing(square(33, 35)),
      name: 'Lab',
      category: 'laboratory',
      accessibility: ['wheelchair'],
    });
    expect(roomEditor().trace).toEqual({ name: 'idle' });
    expect(nextStep(useHistoryStore.getState(), 'undo', 'server')?.label).toBe(
      'adding the room "Lab"',
    );
    const added = floor.units[0]?.id;

    await undoLast();
    expect(ids('unitsFloorReplace').at(-1)?.body).toMatchObject({ units: [], openings: [] });
    expect(floor.units).toEqual([]);
    await redoLast();
    expect(floor.units.map((unit) => [unit.id, unit.name])).toEqual([[added, 'Lab']]);
  });

  it("a refused outline keeps the drawing and shows the server's message", async () => {
    traceAndName(square(33, 35));
    refuseNext = 'Corner 3 crosses the edge from corner 1 to corner 2.';
    expect(await saveTracedRoom({ name: '', category: 'room', accessibility: [] })).toBe(false);
    expect(roomEditor().trace).toEqual({
      name: 'naming',
      corners: square(33, 35),
      error: 'Corner 3 crosses the edge from corner 1 to corner 2.',
    });
    expect(lastAlert()).toBe('Corner 3 crosses the edge from corner 1 to corner 2.');
    expect(nextStep(useHistoryStore.getState(), 'undo', 'server')).toBeUndefined();
  });

  it('a door, then deleting the room: each undone in turn', async () => {
    traceAndName(square(33, 35));
    await saveTracedRoom({ name: 'Lab', category: 'room', accessibility: [] });
    const unitId = floor.units[0]?.id as string;
    const ends = [
      { at: [33.00004, 35] as LonLat, unitId },
      { at: [33.00006, 35] as LonLat, unitId },
    ] as const;
    setRoomEditor({ door: { name: 'naming', ends: [...ends], category: 'emergencyexit' } });
    expect(await saveDoor()).toBe(true);
    expect(ids('openingAdd')[0]?.body).toEqual({
      buid: 'b',
      floor_number: '1',
      line: [ends[0].at, ends[1].at],
      unit_id: unitId,
      category: 'emergencyexit',
    });
    const unit = floor.units[0] as UnitWire;
    expect(await saveRoomDelete(unit)).toBe(true);
    expect(floor.units).toEqual([]);

    await undoLast();
    expect(floor.units.map((u) => u.id)).toEqual([unitId]);
    expect(floor.openings.map((o) => o.unit_id)).toEqual([unitId]);
    await undoLast();
    expect(floor.openings).toEqual([]);
    expect(floor.units).toHaveLength(1);
  });

  it('undo pressed again before the server answers the first: both steps are undone', async () => {
    traceAndName(square(33, 35));
    await saveTracedRoom({ name: 'Lab', category: 'room', accessibility: [] });
    const unitId = floor.units[0]?.id as string;
    setRoomEditor({
      door: {
        name: 'naming',
        ends: [
          { at: [33.00004, 35], unitId },
          { at: [33.00006, 35], unitId },
        ],
        category: 'pedestrian',
      },
    });
    expect(await saveDoor()).toBe(true);
    const first = undoLast();
    expect(useHistoryStore.getState().busy).toBe(true);
    const second = undoLast();
    expect(await first).toMatchObject({ status: 'done', label: 'adding a door' });
    expect(await second).toMatchObject({ status: 'done', label: 'adding the room "Lab"' });
    expect(floor).toEqual({ units: [], openings: [] });
  });

  it('a step whose floor has changed since is not replayed over the change', async () => {
    traceAndName(square(33, 35));
    await saveTracedRoom({ name: 'Lab', category: 'room', accessibility: [] });
    // Another editor renames it.
    floor = { ...floor, units: floor.units.map((u) => ({ ...u, name: 'Renamed' })) };
    const outcome = await undoLast();
    expect(outcome.status).toBe('failed');
    expect(floor.units.map((u) => u.name)).toEqual(['Renamed']);
    expect(nextStep(useHistoryStore.getState(), 'undo', 'server')).toBeUndefined();
  });

  it('a split replaces the room by two; a merge joins them back into one; both undone', async () => {
    traceAndName(square(33, 35));
    await saveTracedRoom({ name: 'Hall', category: 'lobby', accessibility: [] });
    const hall = floor.units[0] as UnitWire;
    const parts = splitRing(square(33, 35), [33.00004, 34.9999], [33.00004, 35.0002]);
    if (!parts) throw new Error('the cut must split the square');
    setRoomEditor({ split: { unitId: hall.id, ends: [], saving: false } });
    expect(await saveSplit(hall, parts as [LonLat[], LonLat[]])).toBe(true);
    expect(floor.units.map((u) => [u.name, u.category])).toEqual([
      ['Hall', 'lobby'],
      ['Hall 2', 'lobby'],
    ]);
    expect(floor.units[0]?.id).toBe(hall.id);

    const [one, two] = floor.units as [UnitWire, UnitWire];
    expect(await saveMerge(one, two)).toBe(true);
    expect(floor.units.map((u) => u.name)).toEqual(['Hall']);

    await undoLast();
    expect(floor.units.map((u) => u.name)).toEqual(['Hall', 'Hall 2']);
    await undoLast();
    expect(floor.units.map((u) => [u.id, u.polygon])).toEqual([[hall.id, hall.polygon]]);
  });

  it('rooms apart are not merged', async () => {
    setRoomEditor({ floor: { buid: 'b', floor: '1', units: [], openings: [] } });
    const a = wireUnit({ polygon: closeRing(square(33, 35)) }, uuid());
    const b = wireUnit({ polygon: closeRing(square(33.001, 35)) }, uuid());
    expect(await saveMerge(a, b)).toBe(false);
    expect(lastAlert()).toBe('These rooms do not share a wall: they cannot be merged.');
    expect(ids('unitsFloorReplace')).toEqual([]);
  });
});
