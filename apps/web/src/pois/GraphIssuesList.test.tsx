import { type Poi, PoiUiMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePoi } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { GraphIssuesList } from './GraphIssuesList';

const clean = {
  unreachable_pois: [],
  unlinked_floors: [],
  has_entrance: true,
  long_connections: [],
};

/** Answers the graph check with each given answer in turn (the last one repeats). */
function serve(...answers: { status: number; payload: unknown }[]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    urls.push(String(input));
    const answer = answers[Math.min(urls.length - 1, answers.length - 1)] ?? answers[0];
    return new Response(JSON.stringify(answer?.payload), {
      status: answer?.status ?? 500,
      headers: { 'content-type': 'application/json' },
    });
  });
  return urls;
}

function renderList(pois?: Poi[]) {
  const handlers = { onSelectPoi: vi.fn(), onSelectFloor: vi.fn() };
  renderWithQueries(<GraphIssuesList buid="building_1" pois={pois} {...handlers} />);
  return handlers;
}

describe('GraphIssuesList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server about the space and says when the graph is clean', async () => {
    const urls = serve({ status: 200, payload: clean });
    renderList();
    expect(screen.getByRole('region', { name: PoiUiMessages.graphTitle })).toBeTruthy();
    expect(screen.getByTestId('graph-issues-checking').textContent).toBe(
      PoiUiMessages.graphChecking,
    );
    expect((await screen.findByTestId('graph-issues-clean')).textContent).toBe(
      PoiUiMessages.graphClean,
    );
    expect(urls).toEqual(['/api/mapping/space/building_1/graph-issues']);
    expect(screen.queryAllByTestId('graph-issue')).toHaveLength(0);
  });

  it('words each finding and selects the POI or floor it concerns', async () => {
    serve({
      status: 200,
      payload: {
        unreachable_pois: [{ puid: 'poi_k', name: 'Kitchen', floor_number: '2' }],
        unlinked_floors: ['3'],
        has_entrance: true,
        long_connections: [{ cuid: 'c1', pois_a: 'poi_a', pois_b: 'poi_b', weight: 140.5 }],
      },
    });
    const { onSelectPoi, onSelectFloor } = renderList([
      makePoi({ puid: 'poi_a', name: 'Lobby', floor_number: '1' }),
      makePoi({ puid: 'poi_b', name: 'Annex', floor_number: '1' }),
    ]);
    await screen.findAllByTestId('graph-issue');
    expect(screen.getAllByTestId('graph-issue').map((item) => item.textContent)).toEqual([
      `${PoiUiMessages.graphUnreachable('Kitchen', '2')}${PoiUiMessages.graphShow}`,
      `${PoiUiMessages.graphUnlinkedFloor('3')}${PoiUiMessages.graphShow}`,
      `${PoiUiMessages.graphLongConnection('Lobby', 'Annex', 140.5)}${PoiUiMessages.graphShow}`,
    ]);
    fireEvent.click(screen.getByRole('button', { name: PoiUiMessages.graphShowPoi('Kitchen') }));
    expect(onSelectPoi).toHaveBeenLastCalledWith('poi_k', '2');
    fireEvent.click(screen.getByRole('button', { name: PoiUiMessages.graphShowFloor('3') }));
    expect(onSelectFloor).toHaveBeenCalledWith('3');
    fireEvent.click(screen.getByRole('button', { name: PoiUiMessages.graphShowPoi('Lobby') }));
    expect(onSelectPoi).toHaveBeenLastCalledWith('poi_a', '1');
  });

  it('reports a missing entrance and, without the POI list, names ends by puid with no floor', async () => {
    serve({
      status: 200,
      payload: {
        ...clean,
        has_entrance: false,
        unreachable_pois: [{ puid: 'poi_k', name: 'Kitchen', floor_number: '2' }],
        long_connections: [{ cuid: 'c1', pois_a: 'poi_a', pois_b: 'poi_b', weight: 120 }],
      },
    });
    const { onSelectPoi } = renderList();
    await screen.findAllByTestId('graph-issue');
    const texts = screen.getAllByTestId('graph-issue').map((item) => item.textContent);
    expect(texts[0]).toBe(PoiUiMessages.graphNoEntrance);
    expect(texts[1]).toContain(PoiUiMessages.graphDisconnected('Kitchen', '2'));
    expect(texts[2]).toContain(PoiUiMessages.graphLongConnection('poi_a', 'poi_b', 120));
    fireEvent.click(screen.getByRole('button', { name: PoiUiMessages.graphShowPoi('poi_a') }));
    expect(onSelectPoi).toHaveBeenCalledWith('poi_a', '');
  });

  it('shows a failure and checks again on request', async () => {
    const urls = serve(
      { status: 500, payload: { message: 'boom' } },
      { status: 200, payload: clean },
    );
    renderList();
    expect((await screen.findByTestId('graph-issues-error')).textContent).toBe(
      PoiUiMessages.graphFailed,
    );
    fireEvent.click(screen.getByRole('button', { name: PoiUiMessages.graphCheckAgain }));
    await screen.findByTestId('graph-issues-clean');
    expect(screen.queryByTestId('graph-issues-error')).toBeNull();
    await waitFor(() => expect(urls).toHaveLength(2));
  });
});
