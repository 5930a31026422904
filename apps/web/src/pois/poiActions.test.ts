import { PoiEditorMessages, poiToAddBody, ServerMessages } from '@indoor/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHistory, redoLast, undoLast } from '../editor/history';
import { useAlertStore } from '../state/alerts';
import { makePoi } from '../test/factories';

const calls: { id: string; body: unknown }[] = [];
let nextPuid = 1;
let failNext: { status: number; message: string } | null = null;

vi.mock('../api/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/client')>();
  return {
    ...original,
    callApi: vi.fn(async (endpoint: { id: string }, options: { body?: unknown }) => {
      calls.push({ id: endpoint.id, body: options.body });
      if (failNext) {
        const { status, message } = failNext;
        failNext = null;
        throw new original.ApiError(endpoint.id, status, message, message);
      }
      const body = (options.body ?? {}) as Record<string, unknown>;
      switch (endpoint.id) {
        case 'poisAdd': {
          const puid = `poi_${++nextPuid}`;
          return { puid, poi: { ...body, puid } };
        }
        case 'poisUpdate':
          return { message: 'ok', poi: body };
        case 'connectionAdd':
          return { cuid: `conn_${++nextPuid}`, connection: { ...body, cuid: `conn_${nextPuid}` } };
        default:
          return { message: 'ok' };
      }
    }),
  };
});

const { createPoiActions } = await import('./poiActions');

const poi = makePoi({
  coordinates_lat: '35',
  coordinates_lon: '33',
  buid: 'b1',
  owner_id: 'u',
  createdAt: '',
  updatedAt: '',
});

describe('POI actions and their undo through the API', () => {
  beforeEach(() => {
    calls.length = 0;
    failNext = null;
    clearHistory();
  });

  it('undoing a delete recreates the POI; redo deletes it under its new id', async () => {
    const actions = createPoiActions(new QueryClient());
    expect(await actions.deletePoi(poi)).toBe(true);
    await undoLast();
    const recreated = calls.at(-1);
    expect(recreated?.id).toBe('poisAdd');
    expect(recreated?.body).toMatchObject({ name: 'Boiler', manufacturer: 'Acme', buid: 'b1' });
    await redoLast();
    const again = calls.at(-1);
    expect(again).toEqual({ id: 'poisDelete', body: { puid: `poi_${nextPuid}`, buid: 'b1' } });
  });

  it('a refused delete (connections attached) is not recorded and keeps the POI', async () => {
    const actions = createPoiActions(new QueryClient());
    failNext = {
      status: 400,
      message: 'Please delete all the connections attached to this POI first.',
    };
    expect(await actions.deletePoi(poi)).toBe(false);
    expect(await undoLast()).toEqual({ status: 'nothing' });
  });

  it('undoing a connection deletes it by its id; redo connects the same POIs again', async () => {
    const actions = createPoiActions(new QueryClient());
    const connection = await actions.connect('b1', 'poi_1', 'poi_9');
    expect(connection?.cuid).toBeDefined();
    await undoLast();
    expect(calls.at(-1)).toEqual({ id: 'connectionDelete', body: { cuid: connection?.cuid } });
    await redoLast();
    expect(calls.at(-1)).toEqual({
      id: 'connectionAdd',
      body: { buid: 'b1', pois_a: 'poi_1', pois_b: 'poi_9' },
    });
    // The redone connection has a new id: undoing again deletes that one.
    const redoneCuid = `conn_${nextPuid}`;
    await undoLast();
    expect(calls.at(-1)).toEqual({ id: 'connectionDelete', body: { cuid: redoneCuid } });
  });

  it('confirms an added POI, a connection made and a connection deleted', async () => {
    const actions = createPoiActions(new QueryClient());
    const added = await actions.addPoi({ ...poiToAddBody(poi), name: 'Boiler' });
    expect(added).not.toBeNull();
    expect(useAlertStore.getState().alert?.text).toBe(PoiEditorMessages.added('Boiler'));
    const connection = await actions.connect('b1', 'poi_1', 'poi_9');
    expect(useAlertStore.getState().alert?.text).toBe(PoiEditorMessages.connected);
    if (!connection) throw new Error('not connected');
    expect(await actions.disconnect(connection)).toBe(true);
    expect(useAlertStore.getState().alert?.text).toBe(ServerMessages.connectionDeleted);
  });

  it('undoing a move puts the POI back where it was', async () => {
    const actions = createPoiActions(new QueryClient());
    await actions.movePoi(poi, 35.5, 33.5);
    expect(calls.at(-1)?.body).toMatchObject({ coordinates_lat: '35.5', coordinates_lon: '33.5' });
    await undoLast();
    expect(calls.at(-1)?.body).toMatchObject({ coordinates_lat: '35', coordinates_lon: '33' });
  });

  it('undoing an edit restores every field', async () => {
    const actions = createPoiActions(new QueryClient());
    await actions.updatePoi(poi, { puid: 'poi_1', buid: 'b1', manufacturer: 'Other Co' });
    await undoLast();
    expect(calls.at(-1)).toMatchObject({
      id: 'poisUpdate',
      body: { puid: 'poi_1', manufacturer: 'Acme', name: 'Boiler' },
    });
  });
});
