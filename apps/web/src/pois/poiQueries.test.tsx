import { redactAssetDetails } from '@indoor/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../state/serverData';
import { makePoi, makeSessionUser, signInAs } from '../test/factories';
import { useFloorPois } from './poiQueries';

describe('the POIs of a floor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signInAs(null);
  });

  it('are read again when the reader signs in: the owner gets the asset details nobody else got', async () => {
    const owner = makeSessionUser({ id: 'owner_1' });
    const boiler = makePoi({ serialNumber: 'SN-9' });
    // As the server answers: the owner's token gets the asset details, no token none.
    const asked: boolean[] = [];
    vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
      const signedIn = new Headers(init.headers).has('authorization');
      asked.push(signedIn);
      const pois = [signedIn ? boiler : redactAssetDetails(boiler)];
      return new Response(JSON.stringify({ pois }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    signInAs(null);
    const { result } = renderHook(() => useFloorPois('building_1', '0'), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(result.current.data?.[0]).not.toHaveProperty('serialNumber');

    act(() => signInAs(owner));
    await waitFor(() => expect(result.current.data?.[0]?.serialNumber).toBe('SN-9'));
    expect(asked).toEqual([false, true]);
  });
});
