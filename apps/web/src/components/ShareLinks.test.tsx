import { ShareMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { fakeFetch } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { ShareLinks } from './ShareLinks';

describe('ShareLinks', () => {
  const writeText = vi.fn(async (_text: string) => {});
  beforeEach(() => {
    writeText.mockClear();
    useAlertStore.setState({ alert: null });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows and copies the viewer link of a building on its floor', async () => {
    renderWithQueries(<ShareLinks target={{ buid: 'lib', floor: '2' }} testId="share" />);
    const url = `${window.location.origin}/viewer/?buid=lib&floor=2`;
    expect((screen.getByTestId('share-url') as HTMLInputElement).value).toBe(url);
    fireEvent.click(screen.getByTestId('share-url-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(useAlertStore.getState().alert?.text).toBe(ShareMessages.linkCopied);
  });

  it('creates a short link for the same target, shows it and copies it', async () => {
    const { fetchImpl, calls } = fakeFetch(() => ({
      status: 200,
      payload: { code: 'Ab3dEf7h', path: '/s/Ab3dEf7h', target: '/viewer/?cuid=north' },
    }));
    vi.stubGlobal('fetch', fetchImpl);
    renderWithQueries(<ShareLinks target={{ cuid: 'north' }} testId="share" />);
    fireEvent.click(screen.getByTestId('share-short'));
    const short = (await screen.findByTestId('share-short-url')) as HTMLInputElement;
    expect(short.value).toBe(`${window.location.origin}/s/Ab3dEf7h`);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ cuid: 'north' });
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(short.value));
  });

  it('says when copying is impossible, and shows why a short link failed', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 404, payload: { message: 'Space not found.' } })).fetchImpl,
    );
    renderWithQueries(<ShareLinks target={{ buid: 'gone' }} testId="share" />);
    fireEvent.click(screen.getByTestId('share-url-copy'));
    await waitFor(() =>
      expect(useAlertStore.getState().alert?.text).toBe(ShareMessages.copyFailed),
    );
    fireEvent.click(screen.getByTestId('share-short'));
    await waitFor(() =>
      expect(useAlertStore.getState().alert).toMatchObject({
        level: 'danger',
        text: 'Space not found.',
      }),
    );
  });
});
