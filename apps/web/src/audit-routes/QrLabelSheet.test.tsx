import { AuditRouteWebConstants } from '@indoor/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { auditLinkUrl, parseAuditLink } from './auditLink';
import type { RoutePoi } from './draftPlan';
import { labelPages, QrLabelSheet } from './QrLabelSheet';

const poi = (i: number): RoutePoi => ({
  puid: `poi_${i}`,
  name: `Extinguisher ${i}`,
  pois_type: 'Fire Extinguisher',
  serialNumber: i === 1 ? 'FX-001' : '',
  lat: 57,
  lon: 21,
});

describe('the QR label sheet', () => {
  it('has one label per POI with name, type and serial, each a QR code of its link', async () => {
    const onClose = vi.fn();
    render(
      <QrLabelSheet
        pois={[poi(1), poi(2)]}
        buid="lib"
        floor="0"
        routeId="route_1"
        onClose={onClose}
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId('qr-label')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('qr-label') as HTMLElement[];
    expect(first?.textContent).toContain('Extinguisher 1');
    expect(first?.textContent).toContain('Type: Fire Extinguisher');
    expect(first?.textContent).toContain('Serial: FX-001');
    expect(second?.textContent).toContain('Serial: —');
    const url = first?.getAttribute('data-url') ?? '';
    expect(parseAuditLink(new URL(url).search)).toEqual({
      buid: 'lib',
      floor: '0',
      puid: 'poi_1',
      routeId: 'route_1',
    });
    // The image is the QR code of exactly that link.
    const expected = await QRCode.toString(url, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
      width: AuditRouteWebConstants.qrSizePx,
    });
    const img = first?.querySelector('img');
    expect(decodeURIComponent(img?.getAttribute('src')?.split(',')[1] ?? '')).toBe(expected);
    expect(img?.getAttribute('alt')).toBe('QR code opening Extinguisher 1');
    expect(document.body.classList.contains('printing-qr-labels')).toBe(true);
    fireEvent.click(screen.getByTestId('qr-sheet-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('prints through the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(
      <QrLabelSheet
        pois={[poi(1)]}
        buid="lib"
        floor="0"
        routeId={null}
        onClose={() => undefined}
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId('qr-label')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('qr-sheet-print'));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('fills A4 pages of 3 x 6 labels', () => {
    const pages = labelPages(Array.from({ length: 40 }, (_, i) => i));
    expect(pages.map((p) => p.length)).toEqual([18, 18, 4]);
  });

  it('makes links without a route for POIs outside one, and reads only complete links', () => {
    const url = auditLinkUrl('https://maps.example.org', {
      buid: 'lib',
      floor: '-1',
      puid: 'p&1',
      routeId: null,
    });
    expect(url).toBe('https://maps.example.org/?buid=lib&floor=-1&poi=p%261');
    expect(parseAuditLink(new URL(url).search)).toEqual({
      buid: 'lib',
      floor: '-1',
      puid: 'p&1',
      routeId: null,
    });
    // A building's own link names no POI (and a route without a POI opens nothing more).
    expect(parseAuditLink('?buid=lib&floor=0&route=r1')).toEqual({
      buid: 'lib',
      floor: '0',
      puid: null,
      routeId: null,
    });
    expect(parseAuditLink('?floor=0&poi=p1')).toBeNull();
  });
});
