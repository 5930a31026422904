import { DoorPathMessages } from '@indoor/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHistory, redoLast, undoLast } from '../editor/history';
import { useAlertStore } from '../state/alerts';
import { makeConnection, makePoi } from '../test/factories';
import { turnOffEdgeMode, useEdgeModeStore } from './edgeMode';
import { isEdgeModeOn } from './edgeModeMachine';

const calls: { id: string; body: unknown }[] = [];
let answers: { pois: unknown[]; connections: unknown[]; message: string }[] = [];

vi.mock('../api/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/client')>();
  return {
    ...original,
    callApi: vi.fn(async (endpoint: { id: string }, options: { body?: unknown }) => {
      calls.push({ id: endpoint.id, body: options.body });
      if (endpoint.id === 'unitsFloorConnectors') {
        const answer = answers.shift();
        if (!answer)
          throw new original.ApiError(endpoint.id, 404, 'Floor not found.', 'Floor not found.');
        return answer;
      }
      return { message: 'ok' };
    }),
  };
});

const { makeDoorPaths } = await import('./doorPaths');

const made = (n: number) => ({
  pois: [makePoi({ puid: `door_${n}`, buid: 'b1' }), makePoi({ puid: `centre_${n}`, buid: 'b1' })],
  connections: [
    makeConnection({ cuid: `conn_${n}`, buid: 'b1', pois_a: `door_${n}`, pois_b: `centre_${n}` }),
  ],
  message: DoorPathMessages.made(2, 1),
});
const lastAlert = () => useAlertStore.getState().alert?.text;

describe('making walking paths through doors (docs/rooms.md#walking-paths-through-doors)', () => {
  beforeEach(() => {
    calls.length = 0;
    clearHistory();
    turnOffEdgeMode();
  });

  it('asks for the floor, says what was made and leaves the planner in edge mode', async () => {
    answers = [made(1)];
    expect(await makeDoorPaths(new QueryClient(), 'b1', '2')).toBe(true);
    expect(calls).toEqual([
      { id: 'unitsFloorConnectors', body: { buid: 'b1', floor_number: '2' } },
    ]);
    expect(lastAlert()).toBe(DoorPathMessages.made(2, 1));
    expect(isEdgeModeOn(useEdgeModeStore.getState().edge)).toBe(true);
  });

  it('undo deletes the connections, then the connectors; redo asks the server again', async () => {
    answers = [made(1), made(2)];
    await makeDoorPaths(new QueryClient(), 'b1', '0');
    calls.length = 0;
    await undoLast('server');
    expect(calls).toEqual([
      { id: 'connectionDelete', body: { cuid: 'conn_1' } },
      { id: 'poisDelete', body: { puid: 'door_1', buid: 'b1' } },
      { id: 'poisDelete', body: { puid: 'centre_1', buid: 'b1' } },
    ]);
    calls.length = 0;
    await redoLast('server');
    expect(calls.map((c) => c.id)).toEqual(['unitsFloorConnectors']);
    calls.length = 0;
    // What the redo made is what the next undo removes.
    await undoLast('server');
    expect(calls[0]).toEqual({ id: 'connectionDelete', body: { cuid: 'conn_2' } });
  });

  it('records nothing when nothing was made, and shows a refusal', async () => {
    answers = [{ pois: [], connections: [], message: DoorPathMessages.noDoors }];
    await makeDoorPaths(new QueryClient(), 'b1', '0');
    expect(lastAlert()).toBe(DoorPathMessages.noDoors);
    calls.length = 0;
    await undoLast('server');
    expect(calls).toEqual([]);
    answers = [];
    expect(await makeDoorPaths(new QueryClient(), 'b1', '9')).toBe(false);
    expect(lastAlert()).toBe('Floor not found.');
  });
});
