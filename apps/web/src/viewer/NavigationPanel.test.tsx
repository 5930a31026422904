import {
  ServerMessages,
  ViewerNavigationMessages as Texts,
  WayfindingMessages,
} from '@indoor/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../test/render';
import { NavigationPanel } from './NavigationPanel';
import { type RoomChoice, roomChoiceOf } from './navigationModel';
import { buildingPois, entranceToLab } from './navigationTestData';
import { parseRouteLink, type RouteLink } from './routeLink';
import { useViewerNavigation } from './useViewerNavigation';

type Answer = { status: number; payload: unknown };

/** The server of one small building; the route answer is chosen per test (or left pending). */
function stubServer(routeAnswer: () => Answer | Promise<Answer>) {
  const routeBodies: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    let answer: Answer;
    if (input === '/api/mapping/pois/space/all')
      answer = { status: 200, payload: { pois: buildingPois } };
    else if (input === '/api/mapping/pois/floor/all') {
      const pois = buildingPois.filter((poi) => poi.floor_number === String(body.floor_number));
      answer = { status: 200, payload: { pois } };
    } else if (input === '/api/navigation/route' || input === '/api/navigation/route/room') {
      routeBodies.push(input === '/api/navigation/route' ? body : { path: input, ...body });
      answer = await routeAnswer();
    } else answer = { status: 404, payload: { message: 'Not found.' } };
    return new Response(JSON.stringify(answer.payload), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { routeBodies };
}

/** The panel with the viewer's floor kept beside it, as the viewer's address bar keeps it. */
function Harness({
  link = null,
  rooms = [],
}: {
  link?: RouteLink | null;
  rooms?: readonly RoomChoice[];
}) {
  const [floor, setFloor] = useState('1');
  const navigation = useViewerNavigation('b', floor, setFloor, true, link);
  return (
    <>
      <output data-testid="shown-floor">{floor}</output>
      <NavigationPanel
        buid="b"
        navigation={navigation}
        floorName={(n) => `Floor ${n}`}
        rooms={rooms}
      />
    </>
  );
}

const shownFloor = () => screen.getByTestId('shown-floor').textContent;

async function choose(testId: string, text: string, optionName: RegExp) {
  const input = screen.getByTestId(testId);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  const option = await screen.findByRole('option', { name: optionName });
  fireEvent.click(option);
}

describe('NavigationPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers rooms as destinations and asks for the route to the room (ending at its door)', async () => {
    const { routeBodies } = stubServer(() => ({ status: 200, payload: entranceToLab }));
    const unitId = '6f1c2a70-0000-4000-8000-000000000001';
    renderWithQueries(
      <Harness
        rooms={[{ choice: roomChoiceOf(unitId), name: 'Seminar room', floorNumber: '1' }]}
      />,
    );
    await waitFor(() => expect(screen.queryByText(Texts.loadingPois)).toBeNull());
    await choose('route-from', 'main', /Main Entrance/);
    // The room is listed as a room of its floor.
    await choose(
      'route-to',
      'semi',
      new RegExp(`Seminar room.*${Texts.roomKind.replace(/[()]/g, '\\$&')} · Floor 1`),
    );
    expect((screen.getByTestId('route-to') as HTMLInputElement).value).toBe(
      'Seminar room (floor 1)',
    );
    fireEvent.click(screen.getByRole('button', { name: Texts.showRoute }));
    await screen.findByTestId('route-summary');
    expect(routeBodies).toEqual([
      { path: '/api/navigation/route/room', pois_from: 'entrance', unit_to: unitId },
    ]);
    // The walk starts at a POI: a room destination is not swapped into the From field.
    fireEvent.click(screen.getByTestId('route-swap'));
    expect((screen.getByTestId('route-from') as HTMLInputElement).value).toContain('Main Entrance');
  });

  it('finds both ends by name, shows the route by floor and follows it floor by floor', async () => {
    const { routeBodies } = stubServer(() => ({ status: 200, payload: entranceToLab }));
    renderWithQueries(<Harness />);
    const from = screen.getByRole('combobox', { name: Texts.fromLabel });
    await waitFor(() => expect(screen.queryByText(Texts.loadingPois)).toBeNull());

    // The keyboard: type, arrow down to the first match, Enter.
    fireEvent.focus(from);
    fireEvent.change(from, { target: { value: 'main' } });
    await screen.findByRole('option', { name: /Main Entrance/ });
    expect(from.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(from, { key: 'ArrowDown' });
    const first = screen.getByRole('option', { name: /Main Entrance/ });
    expect(from.getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(from, { key: 'Enter' });
    expect((from as HTMLInputElement).value).toBe('Main Entrance (floor 0)');
    expect(from.getAttribute('aria-expanded')).toBe('false');

    // Connectors are never offered; the options tell the floor and type.
    fireEvent.focus(screen.getByTestId('route-to'));
    fireEvent.change(screen.getByTestId('route-to'), { target: { value: 'conn' } });
    expect(await screen.findByText(Texts.noMatches)).toBeTruthy();
    await choose('route-to', 'lab', /Computer Lab 1\.08/);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: Texts.showRoute }));
    const summary = await screen.findByTestId('route-summary');
    expect(routeBodies).toEqual([{ pois_from: 'entrance', pois_to: 'lab' }]);
    expect(within(summary).getByTestId('route-total').textContent).toBe(Texts.totalDistance(32));
    const groups = within(summary).getAllByTestId('route-step-group');
    expect(groups.map((group) => group.getAttribute('data-floor'))).toEqual(['0', '1']);
    expect(
      within(summary)
        .getAllByTestId('route-step')
        .map((step) => step.textContent),
    ).toEqual([
      'Start at Main Entrance',
      'Take the stairs to floor 1 (West Stair)',
      'Arrive on floor 1 at West Stair',
      'Arrive at Computer Lab 1.08',
    ]);
    // The viewer went to the start's floor.
    expect(shownFloor()).toBe('0');
    expect(groups[0]?.getAttribute('aria-current')).toBe('step');

    const next = screen.getByRole('button', { name: `${Texts.nextFloor}: Floor 1` });
    fireEvent.click(next);
    expect(shownFloor()).toBe('1');
    expect(screen.getAllByTestId('route-step-group')[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('route-next-floor').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: `${Texts.previousFloor}: Floor 0` }));
    expect(shownFloor()).toBe('0');
    // The floor change in the list leads to the floor it names.
    fireEvent.click(
      screen.getByRole('button', { name: 'Take the stairs to floor 1 (West Stair)' }),
    );
    expect(shownFloor()).toBe('1');

    // Swap asks for the way back at once; clear empties everything.
    fireEvent.click(screen.getByRole('button', { name: Texts.swap }));
    await waitFor(() =>
      expect(routeBodies.at(-1)).toEqual({ pois_from: 'lab', pois_to: 'entrance' }),
    );
    expect((from as HTMLInputElement).value).toBe('Computer Lab 1.08 (floor 1)');
    fireEvent.click(screen.getByRole('button', { name: Texts.clear }));
    expect((from as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('route-summary')).toBeNull();
    expect(screen.getByText(Texts.chooseBoth)).toBeTruthy();
  });

  it("refuses the same start and destination, and shows the server's message when no path", async () => {
    stubServer(() => ({ status: 404, payload: { message: ServerMessages.noRoute } }));
    renderWithQueries(<Harness />);
    await choose('route-from', 'kitchen', /Staff Kitchen/);
    await choose('route-to', 'kitchen', /Staff Kitchen/);
    expect(screen.getByRole('alert').textContent).toBe(Texts.samePoi);
    expect(screen.getByRole('button', { name: Texts.showRoute }).hasAttribute('disabled')).toBe(
      true,
    );

    await choose('route-to', 'main', /Main Entrance/);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: Texts.showRoute }));
    expect((await screen.findByRole('alert')).textContent).toBe(ServerMessages.noRoute);
    expect(screen.queryByTestId('route-summary')).toBeNull();
    expect(shownFloor()).toBe('1');
  });

  it('shows that the route is being found, then the route', async () => {
    let answer: (value: Answer) => void = () => {};
    stubServer(() => new Promise<Answer>((resolve) => (answer = resolve)));
    renderWithQueries(<Harness />);
    await choose('route-from', 'entr', /Main Entrance/);
    await choose('route-to', 'computer', /Computer Lab/);
    fireEvent.click(screen.getByRole('button', { name: Texts.showRoute }));
    expect(await screen.findByText(Texts.findingRoute)).toBeTruthy();
    expect(screen.getByRole('button', { name: Texts.showRoute }).hasAttribute('disabled')).toBe(
      true,
    );
    await act(async () => answer({ status: 200, payload: entranceToLab }));
    await screen.findByTestId('route-summary');
    expect(screen.queryByText(Texts.findingRoute)).toBeNull();
  });

  it('asks for a step-free route and says so when none exists, then the usual one again', async () => {
    const { routeBodies } = stubServer(() => {
      const last = routeBodies.at(-1) as { step_free?: boolean };
      return last.step_free
        ? { status: 404, payload: { message: WayfindingMessages.noStepFreeRoute } }
        : { status: 200, payload: entranceToLab };
    });
    renderWithQueries(<Harness />);
    await choose('route-from', 'main', /Main Entrance/);
    await choose('route-to', 'lab', /Computer Lab 1\.08/);
    const stepFree = screen.getByRole('checkbox', { name: WayfindingMessages.stepFree });
    fireEvent.click(stepFree);
    fireEvent.click(screen.getByRole('button', { name: Texts.showRoute }));
    expect((await screen.findByRole('alert')).textContent).toBe(WayfindingMessages.noStepFreeRoute);
    expect(routeBodies).toEqual([{ pois_from: 'entrance', pois_to: 'lab', step_free: true }]);
    expect(screen.queryByTestId('route-summary')).toBeNull();

    // Unticking asks for the route with stairs at once.
    fireEvent.click(stepFree);
    await screen.findByTestId('route-summary');
    expect(routeBodies.at(-1)).toEqual({ pois_from: 'entrance', pois_to: 'lab' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a link on its route, step-free when the link says so', async () => {
    const { routeBodies } = stubServer(() => ({ status: 200, payload: entranceToLab }));
    renderWithQueries(
      <Harness link={parseRouteLink('?buid=b&from=entrance&to=lab&step_free=1')} />,
    );
    await screen.findByTestId('route-summary');
    expect(routeBodies).toEqual([{ pois_from: 'entrance', pois_to: 'lab', step_free: true }]);
    await waitFor(() =>
      expect((screen.getByTestId('route-from') as HTMLInputElement).value).toBe(
        'Main Entrance (floor 0)',
      ),
    );
    expect((screen.getByTestId('route-to') as HTMLInputElement).value).toBe(
      'Computer Lab 1.08 (floor 1)',
    );
    expect(
      (screen.getByRole('checkbox', { name: WayfindingMessages.stepFree }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(shownFloor()).toBe('0');
  });

  it('copies the link of the chosen route, or shows it where the clipboard refuses', async () => {
    stubServer(() => ({ status: 200, payload: entranceToLab }));
    const written: string[] = [];
    let refuse = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: {
        writeText: async (text: string) => {
          if (refuse) throw new Error('not allowed');
          written.push(text);
        },
      },
    });
    renderWithQueries(<Harness />);
    const copy = screen.getByRole('button', { name: WayfindingMessages.copyLink });
    expect(copy.hasAttribute('disabled')).toBe(true);
    await choose('route-from', 'main', /Main Entrance/);
    await choose('route-to', 'kitchen', /Staff Kitchen/);
    fireEvent.click(screen.getByRole('checkbox', { name: WayfindingMessages.stepFree }));
    fireEvent.click(copy);
    const expected = `${window.location.origin}/viewer/?buid=b&from=entrance&to=kitchen&step_free=1`;
    await waitFor(() => expect(written).toEqual([expected]));
    expect(parseRouteLink(new URL(expected).search)).toEqual({
      from: 'entrance',
      to: 'kitchen',
      stepFree: true,
    });
    expect(screen.queryByTestId('route-link-field')).toBeNull();

    refuse = true;
    fireEvent.click(copy);
    const field = (await screen.findByTestId('route-link-field')) as HTMLInputElement;
    expect(field.value).toBe(expected);
    expect(screen.getByText(WayfindingMessages.linkCopyFailed)).toBeTruthy();
  });
});
