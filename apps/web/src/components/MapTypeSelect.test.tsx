import { StorageKeys } from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../state/ui';
import { jsonFetch, makeClientConfig } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { MapTypeSelect } from './MapTypeSelect';

const optionLabels = () =>
  [...(screen.getByTestId('map-type-select') as HTMLSelectElement).options].map((o) => o.text);

describe('MapTypeSelect', () => {
  beforeEach(() => {
    useUiStore.setState({ mapType: 'cartolight' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the five map types, labelled by the server configuration once loaded', async () => {
    vi.stubGlobal('fetch', jsonFetch(200, makeClientConfig()).fetchImpl);
    renderWithQueries(<MapTypeSelect />);
    expect(optionLabels()).toEqual(['OSM', 'CartoLight', 'Roadmap', 'Satellite', 'None (offline)']);
    await waitFor(() => expect(optionLabels()[0]).toBe('osm label'));
    expect((screen.getByTestId('map-type-select') as HTMLSelectElement).value).toBe('cartolight');
  });

  it('switches the map type and remembers it', () => {
    vi.stubGlobal('fetch', jsonFetch(200, makeClientConfig()).fetchImpl);
    renderWithQueries(<MapTypeSelect />);
    fireEvent.change(screen.getByLabelText('Map type'), { target: { value: 'none' } });
    expect(useUiStore.getState().mapType).toBe('none');
    expect(localStorage.getItem(StorageKeys.mapType)).toBe('none');
  });
});
