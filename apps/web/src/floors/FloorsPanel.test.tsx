import { type Floor, FloorMessages, FloorUiMessages, ServerMessages } from '@indoor/domain';
import { makeFloor } from '@indoor/domain/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { FloorsPanel } from './FloorsPanel';
import { useFloorsUiStore } from './floorState';

const BUID = 'building_1';

const floorNamed = (floor_number: string, floor_name = ''): Floor =>
  makeFloor(floor_number, { buid: BUID, floor_name });

/** A small stand-in for the floors API that remembers what was added and deleted. */
function floorsServer(initial: Floor[], failures: { delete?: number } = {}, owner = 'user_1') {
  let floors = [...initial];
  const requests: { url: string; body: Record<string, unknown> }[] = [];
  const reply = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    requests.push({ url, body });
    // The signed-in test user (user_1) owns the space unless a test says otherwise.
    if (url === '/api/mapping/space/get')
      return reply(200, makeSpace({ buid: BUID, owner_id: owner }));
    if (url === '/api/mapping/floor/all') {
      const sorted = [...floors].sort((a, b) => Number(a.floor_number) - Number(b.floor_number));
      return reply(200, { floors: sorted });
    }
    if (url === '/api/auth/mapping/floor/add') {
      const floor = floorNamed(String(body.floor_number), String(body.floor_name ?? ''));
      if (floors.some((f) => f.floor_number === floor.floor_number)) {
        return reply(409, { message: ServerMessages.floorExists });
      }
      floors.push(floor);
      return reply(200, { message: ServerMessages.floorAdded, floor });
    }
    if (url === '/api/auth/mapping/floor/delete') {
      if (failures.delete) return reply(failures.delete, {});
      floors = floors.filter((f) => f.floor_number !== String(body.floor_number));
      return reply(200, { message: FloorMessages.deleted });
    }
    return reply(404, { message: 'Not found.' });
  };
  vi.stubGlobal('fetch', fetchImpl);
  return { requests };
}

const alertText = () => useAlertStore.getState().alert?.text;

describe('FloorsPanel', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    useFloorsUiStore.setState({ floorsTab: 'view' });
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '1' });
    signInAs(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for a space when none is selected', () => {
    useSelectionStore.setState({ selectedBuid: null, selectedFloor: null });
    renderWithQueries(<FloorsPanel />);
    expect(screen.getByTestId('floors-no-space').textContent).toBe(FloorUiMessages.selectSpace);
  });

  it('lists the floors in numeric order and steps through them with up and down', async () => {
    floorsServer([
      floorNamed('10', 'Roof'),
      floorNamed('-1', 'Basement'),
      floorNamed('1', 'First'),
    ]);
    renderWithQueries(<FloorsPanel />);
    const items = await screen.findAllByTestId('floor-list-item');
    expect(items.map((item) => item.getAttribute('data-floor'))).toEqual(['-1', '1', '10']);
    expect(items[1]?.getAttribute('aria-current')).toBe('true');
    expect(within(items[0] as HTMLElement).getByText(FloorUiMessages.noPlan)).toBeTruthy();

    fireEvent.click(screen.getByTestId('floor-selector-up'));
    expect(useSelectionStore.getState().selectedFloor).toBe('10');
    expect((screen.getByTestId('floor-selector-up') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('floor-selector-down'));
    fireEvent.click(screen.getByTestId('floor-selector-down'));
    expect(useSelectionStore.getState().selectedFloor).toBe('-1');
    expect((screen.getByTestId('floor-selector-down') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('floor-selector-select'), { target: { value: '10' } });
    expect(useSelectionStore.getState().selectedFloor).toBe('10');
  });

  it('asks signed-out users to sign in before editing', async () => {
    floorsServer([floorNamed('0')]);
    renderWithQueries(<FloorsPanel />);
    fireEvent.click(await screen.findByTestId('tab-floors-edit'));
    expect(screen.getByText(FloorUiMessages.signInToEdit)).toBeTruthy();
  });

  it('tells a signed-in user who may not edit the building so, instead of offering forms', async () => {
    signInAs(makeSessionUser());
    floorsServer([floorNamed('0')], {}, 'someone_else');
    useFloorsUiStore.setState({ floorsTab: 'edit' });
    renderWithQueries(<FloorsPanel />);
    expect((await screen.findByTestId('floors-read-only')).textContent).toBe(
      FloorUiMessages.readOnly,
    );
    expect(screen.queryByTestId('floor-add-number')).toBeNull();
    expect(screen.queryByTestId('floor-delete')).toBeNull();
  });

  it('lets a moderator edit floors but says who places floor plans', async () => {
    signInAs(makeSessionUser({ role: 'moderator', username: 'mod' }));
    floorsServer([floorNamed('0')], {}, 'someone_else');
    useFloorsUiStore.setState({ floorsTab: 'edit' });
    renderWithQueries(<FloorsPanel />);
    expect(await screen.findByTestId('floor-add-number')).toBeTruthy();
    expect(screen.getByTestId('floor-plans-by-owners').textContent).toBe(
      FloorUiMessages.plansByOwners,
    );
  });

  it('adds the next floor number by default and selects the new floor', async () => {
    signInAs(makeSessionUser());
    const { requests } = floorsServer([floorNamed('0'), floorNamed('1'), floorNamed('2')]);
    useFloorsUiStore.setState({ floorsTab: 'edit' });
    renderWithQueries(<FloorsPanel />);
    const number = (await screen.findByTestId('floor-add-number')) as HTMLInputElement;
    await waitFor(() => expect(number.value).toBe('3'));
    fireEvent.change(screen.getByTestId('floor-add-name'), { target: { value: 'Roof lab' } });
    fireEvent.click(screen.getByTestId('floor-add-submit'));

    await waitFor(() => expect(alertText()).toBe(ServerMessages.floorAdded));
    expect(requests.find((r) => r.url === '/api/auth/mapping/floor/add')?.body).toMatchObject({
      buid: BUID,
      floor_number: '3',
      floor_name: 'Roof lab',
    });
    expect(useSelectionStore.getState().selectedFloor).toBe('3');
    // The suggestion moves on to the next free number.
    await waitFor(() => expect(number.value).toBe('4'));
  });

  it('adds several floors in a row, each with the name typed for it, even while the last add is on its way', async () => {
    signInAs(makeSessionUser());
    const { requests } = floorsServer([floorNamed('0')]);
    useFloorsUiStore.setState({ floorsTab: 'edit' });
    renderWithQueries(<FloorsPanel />);
    const names = ['First', 'Second', 'Third'];
    fireEvent.change(await screen.findByTestId('floor-add-name'), {
      target: { value: names[0] },
    });
    for (const [i, number] of ['1', '2', '3'].entries()) {
      const field = (await screen.findByTestId('floor-add-number')) as HTMLInputElement;
      await waitFor(() => expect(field.value).toBe(number));
      await waitFor(() =>
        expect((screen.getByTestId('floor-add-submit') as HTMLButtonElement).disabled).toBe(false),
      );
      fireEvent.click(screen.getByTestId('floor-add-submit'));
      // The next floor's name is typed at once, before the server has answered.
      const next = names[i + 1];
      if (next) fireEvent.change(screen.getByTestId('floor-add-name'), { target: { value: next } });
      await waitFor(() =>
        expect(requests.filter((r) => r.url === '/api/auth/mapping/floor/add')).toHaveLength(
          Number(number),
        ),
      );
      await waitFor(() => expect(useSelectionStore.getState().selectedFloor).toBe(number));
    }
    expect(
      requests
        .filter((r) => r.url === '/api/auth/mapping/floor/add')
        .map((r) => [r.body.floor_number, r.body.floor_name]),
    ).toEqual([
      ['1', 'First'],
      ['2', 'Second'],
      ['3', 'Third'],
    ]);
  });

  it('offers Adjust placement for a floor that has a plan, and Undo and Redo of server edits', async () => {
    signInAs(makeSessionUser());
    const plan_corners: Floor['plan_corners'] = [
      [33.4108, 35.145],
      [33.4116, 35.1448],
      [33.4115, 35.1445],
      [33.4107, 35.1447],
    ];
    floorsServer([{ ...floorNamed('0'), plan_version: 'v0', plan_corners }, floorNamed('1')]);
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' });
    useFloorsUiStore.setState({ floorsTab: 'edit' });
    renderWithQueries(<FloorsPanel />);
    const adjust = await screen.findByTestId('floor-plan-adjust');
    expect(adjust.textContent).toBe(FloorUiMessages.adjustPlacement);
    expect(screen.getByTestId('floor-plan-history-undo').hasAttribute('disabled')).toBe(true);
    // The hint under the image chooser says where a new image starts.
    expect(screen.getByTestId('floor-plan-file-hint').textContent).toContain(
      FloorUiMessages.replacingNote,
    );
    act(() => useSelectionStore.getState().selectFloor('1'));
    await waitFor(() => expect(screen.queryByTestId('floor-plan-adjust')).toBeNull());
  });

  it('says "Could not create floor." with the reason when the number exists', async () => {
    signInAs(makeSessionUser());
    floorsServer([floorNamed('0')]);
    useFloorsUiStore.setState({ floorsTab: 'edit' });
    renderWithQueries(<FloorsPanel />);
    const number = await screen.findByTestId('floor-add-number');
    fireEvent.change(number, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('floor-add-submit'));
    await waitFor(() =>
      expect(alertText()).toBe(`${FloorMessages.couldNotCreate} ${ServerMessages.floorExists}`),
    );
  });

  it('deletes the selected floor after a confirmation', async () => {
    signInAs(makeSessionUser());
    const { requests } = floorsServer([floorNamed('0', 'Ground'), floorNamed('1', 'First')]);
    useFloorsUiStore.setState({ floorsTab: 'edit' });
    renderWithQueries(<FloorsPanel />);
    fireEvent.click(await screen.findByTestId('floor-delete'));
    const dialog = screen.getByTestId('floor-delete-dialog');
    expect(dialog.textContent).toContain(FloorUiMessages.confirmDelete('1', 'First'));
    // Cancel has the focus: Enter must not delete by accident.
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByTestId('floor-delete-confirm'));

    await waitFor(() => expect(alertText()).toBe('Floor deleted.'));
    expect(requests.find((r) => r.url === '/api/auth/mapping/floor/delete')?.body).toEqual({
      buid: BUID,
      floor_number: '1',
    });
    await waitFor(() => expect(screen.queryByTestId('floor-delete-dialog')).toBeNull());
  });

  it('shows the failure text when deleting fails', async () => {
    signInAs(makeSessionUser());
    floorsServer([floorNamed('1')], { delete: 500 });
    useFloorsUiStore.setState({ floorsTab: 'edit' });
    renderWithQueries(<FloorsPanel />);
    fireEvent.click(await screen.findByTestId('floor-delete'));
    fireEvent.click(screen.getByTestId('floor-delete-confirm'));
    await waitFor(() => expect(alertText()).toBe(FloorMessages.deleteFailed));
  });
});
