import { FingerprintInfoMessages } from '@indoor/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FingerprintDetails } from './FingerprintInfoWindow';

const at = (iso: string) => Date.parse(iso);

describe("a fingerprint marker's info window", () => {
  it('says when the scans were taken, how many, and the strongest access points with their RSS', () => {
    render(
      <FingerprintDetails
        location={{
          x: 35.1446,
          y: 33.4115,
          count: 9,
          scans: 3,
          first: at('2026-03-03T09:05:00Z'),
          last: at('2026-03-05T16:40:00Z'),
          strongest: [
            { mac: '00:1d:7e:ae:d4:10', rss: -41 },
            { mac: 'c8:d7:19:0a:00:01', rss: -77 },
          ],
        }}
      />,
    );
    const row = (id: string) => screen.getByTestId(id).querySelector('dd')?.textContent;
    expect(row('fingerprint-time')).toBe('3 Mar 2026, 09:05 UTC to 5 Mar 2026, 16:40 UTC');
    expect(row('fingerprint-scans')).toBe('3');
    expect(row('fingerprint-measurements')).toBe('9');
    const aps = within(screen.getByTestId('fingerprint-strongest'))
      .getAllByTestId('fingerprint-ap')
      .map((li) => li.textContent);
    expect(aps).toEqual(['00:1d:7e:ae:d4:10 -41 dBm', 'c8:d7:19:0a:00:01 -77 dBm']);
  });

  it('says a spot of radiomap matrix rows has no date, and one scan time once', () => {
    const { rerender } = render(
      <FingerprintDetails
        location={{ x: 1, y: 2, count: 2, scans: 1, first: null, last: null, strongest: [] }}
      />,
    );
    const time = () => screen.getByTestId('fingerprint-time').querySelector('dd')?.textContent;
    expect(time()).toBe(FingerprintInfoMessages.undated);
    expect(screen.getByTestId('fingerprint-strongest').textContent).toContain(
      FingerprintInfoMessages.noneHeard,
    );
    const once = at('2026-03-03T09:05:00Z');
    rerender(
      <FingerprintDetails
        location={{ x: 1, y: 2, count: 2, scans: 1, first: once, last: once, strongest: [] }}
      />,
    );
    expect(time()).toBe('3 Mar 2026, 09:05 UTC');
  });
});
