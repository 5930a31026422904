import { SearchMessages } from '@indoor/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchOutcome, SearchResult } from '../search/searchSources';
import { makePoi, makeSpace } from '../test/factories';
import { SearchBox } from './SearchBox';

const library = makeSpace({ buid: 'lib', name: 'Main Library' });
const cafe = makePoi({ puid: 'p1', buid: 'lib', floor_number: '0', name: 'Library café' });
const results: SearchResult[] = [
  {
    kind: 'space',
    id: 'space:lib',
    label: 'Main Library',
    detail: 'Building',
    position: { lat: 57.05, lon: 21.01 },
    space: library,
  },
  {
    kind: 'poi',
    id: 'poi:p1',
    label: 'Library café',
    detail: 'Kitchen · Ground floor',
    position: { lat: 57.06, lon: 21.02 },
    poi: cafe,
  },
  {
    kind: 'place',
    id: 'place:1',
    label: 'Library Square',
    detail: 'Riga, Latvia',
    position: { lat: 56.95, lon: 24.1 },
  },
];

function setup(outcome: SearchOutcome = { results, failed: false }) {
  const onPan = vi.fn();
  const onChooseSpace = vi.fn();
  const onChoosePoi = vi.fn();
  const search = vi.fn(async () => outcome);
  render(
    <SearchBox
      onPan={onPan}
      onChooseSpace={onChooseSpace}
      onChoosePoi={onChoosePoi}
      geocoderUrl="https://geocoder.example"
      search={search}
    />,
  );
  const input = screen.getByTestId('search-box');
  const type = (text: string) => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  };
  const press = (key: string) => fireEvent.keyDown(input, { key });
  return { onPan, onChooseSpace, onChoosePoi, search, input, type, press };
}

describe('SearchBox', () => {
  it('pans to valid coordinates at zoom 17 on Enter, without searching', async () => {
    const { onPan, search, input, type, press } = setup();
    type('35.1443, 33.4101');
    press('Enter');
    expect(onPan).toHaveBeenCalledWith({ lat: 35.1443, lon: 33.4101, zoom: 17 });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(search).not.toHaveBeenCalled();
  });

  it.each(['91 20', '10, 200'])('does not pan for "%s" and marks the field invalid', (text) => {
    const { onPan, input, type, press } = setup();
    type(text);
    press('Enter');
    expect(onPan).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(SearchMessages.invalidCoordinates)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists spaces, POIs and places after a pause in typing', async () => {
    const { search, input, type } = setup();
    type('Libr');
    type('Library');
    const options = await screen.findAllByRole('option');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]).toEqual([
      'Library',
      expect.any(AbortSignal),
      'https://geocoder.example',
      expect.any(Function),
      // No room source given: no rooms are searched.
      undefined,
    ]);
    expect(options.map((option) => option.textContent)).toEqual([
      'SpaceMain LibraryBuilding',
      'POILibrary caféKitchen · Ground floor',
      'PlaceLibrary SquareRiga, Latvia',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with the arrow keys and chooses with Enter: a space is also selected', async () => {
    const { onPan, onChooseSpace, input, type, press } = setup();
    type('Library');
    await screen.findAllByRole('option');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowUp');
    const first = screen.getAllByRole('option')[0];
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    press('Enter');
    // At the zoom of a selected space (docs/map-and-editor.md#search), not the search zoom.
    expect(onPan).toHaveBeenCalledWith({ lat: 57.05, lon: 21.01, zoom: 19 });
    expect(onChooseSpace).toHaveBeenCalledWith(library);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Main Library');
  });

  it('pans to a place chosen with the mouse, without selecting a space', async () => {
    const { onPan, onChooseSpace, type } = setup();
    type('Library');
    fireEvent.click(await screen.findByRole('option', { name: /Library Square/ }));
    expect(onPan).toHaveBeenCalledWith({ lat: 56.95, lon: 24.1, zoom: 17 });
    expect(onChooseSpace).not.toHaveBeenCalled();
  });

  it('opens a POI chosen from the list: centred at zoom 20, its building and floor selected', async () => {
    const { onPan, onChooseSpace, onChoosePoi, type } = setup();
    type('Library');
    fireEvent.click(await screen.findByRole('option', { name: /Library café/ }));
    expect(onPan).toHaveBeenCalledWith({ lat: 57.06, lon: 21.02, zoom: 20 });
    expect(onChoosePoi).toHaveBeenCalledWith(cafe);
    expect(onChooseSpace).not.toHaveBeenCalled();
  });

  it('closes the list with Escape', async () => {
    const { input, type, press } = setup();
    type('Library');
    await screen.findAllByRole('option');
    press('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('search-results').hidden).toBe(true);
  });

  it('says when nothing was found', async () => {
    const empty = setup({ results: [], failed: false });
    empty.type('Zzz');
    expect(await screen.findByText(SearchMessages.noResults('Zzz'))).toBeTruthy();
    expect(SearchMessages.noResults('Zzz')).toBe('No place matches "Zzz".');
  });

  it('says when the search failed', async () => {
    const failed = setup({ results: [], failed: true });
    failed.type('Zzz');
    expect(await screen.findByText(SearchMessages.failed)).toBeTruthy();
  });
});
