import {
  AuditCycleMessages,
  type Poi,
  PoiAssetDetailKeys,
  PoiEditorMessages,
  PoiUiMessages,
  redactAssetDetails,
} from '@indoor/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LastAuditNote } from '../assets/LastAuditNote';
import { makePoi } from '../test/factories';
import { PoiInfoWindow } from './PoiInfoWindow';
import type { PoiActions } from './poiActions';

// MapLibre needs WebGL, which jsdom has not: the popup becomes a plain element.
vi.mock('react-map-gl/maplibre', () => ({
  Popup: ({ children }: { children: ReactNode }) => <div data-testid="map-popup">{children}</div>,
  useMap: () => ({ current: undefined }),
}));

const printer = makePoi({
  puid: 'poi_printer',
  name: 'Printer',
  description: 'Second floor corridor',
  pois_type: 'Office',
  manufacturer: 'Acme',
  modelNumber: 'LJ-5',
  serialNumber: 'SN-77',
  purchaseDate: '2024-03-01',
  price: 320,
  quantity: 2,
  link: 'https://example.org/lj-5',
  tags: ['print', 'shared'],
  warranty: { scope: 'parts', expirationDate: '2027-03-01', isLifetime: false },
});

const assetLabels = [
  PoiUiMessages.labels.manufacturer,
  PoiUiMessages.labels.modelNumber,
  PoiUiMessages.labels.serialNumber,
  PoiUiMessages.labels.purchaseDate,
  PoiUiMessages.labels.quantity,
  PoiUiMessages.labels.tags,
  PoiEditorMessages.warrantyLabel,
];

function renderWindow(poi: Poi, canEdit: boolean) {
  const actions = {
    updatePoi: vi.fn(async () => true),
    deletePoi: vi.fn(async () => false),
  };
  render(
    <PoiInfoWindow
      poi={poi}
      canEdit={canEdit}
      extraTypes={[]}
      actions={actions as unknown as PoiActions}
      onClose={vi.fn()}
    />,
  );
  return actions;
}

describe('the info window of a POI', () => {
  it('shows a reader without asset details the type and description, and no asset rows', () => {
    renderWindow(redactAssetDetails(printer), false);
    const details = screen.getByTestId('poi-details');
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([PoiEditorMessages.typeLabel, PoiUiMessages.labels.description]);
    expect(details.textContent).toContain('Second floor corridor');
    for (const label of assetLabels) expect(details.textContent).not.toContain(label);
    expect(details.textContent).not.toContain('SN-77');
  });

  it('shows a space’s auditor, who reads asset details without editing, the asset rows', () => {
    renderWindow(printer, false);
    const details = screen.getByTestId('poi-details');
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([PoiEditorMessages.typeLabel, PoiUiMessages.labels.description, ...assetLabels]);
    expect(details.textContent).toContain('SN-77');
    expect(details.textContent).toContain('print, shared');
    expect(details.textContent).toContain('2027-03-01');
  });

  it('shows the last audit, a problem found standing out, in the form and the details', () => {
    const missing = {
      ...printer,
      last_audit: { date: '2026-05-02T09:00:00.000Z', result: 'missing' as const, auditor: 'ana' },
    };
    renderWindow(missing, true);
    const note = screen.getByTestId('poi-last-audit');
    expect(note.className).toContain('last-audit--problem');
    expect(note.textContent).toContain(AuditCycleMessages.lastAuditOn('2026-05-02', 'ana'));
    expect(note.textContent).toContain(AuditCycleMessages.problem('Missing'));
    expect(note.querySelector('[data-result="missing"]')).not.toBeNull();
  });

  it('shows a found result plainly, and nothing for a POI never audited or without details', () => {
    const found = {
      ...printer,
      last_audit: { date: '2026-05-02T09:00:00.000Z', result: 'found' as const, auditor: 'bo' },
    };
    const view = render(<LastAuditNote lastAudit={found.last_audit} />);
    const note = screen.getByTestId('poi-last-audit');
    expect(note.className).toBe('last-audit');
    expect(note.textContent).not.toContain(AuditCycleMessages.problem('Found'));
    view.unmount();
    renderWindow(printer, false);
    expect(screen.queryByTestId('poi-last-audit')).toBeNull();
    expect(PoiAssetDetailKeys).toContain('last_audit');
  });

  it('gives an editor the whole form for a POI with asset details', () => {
    renderWindow(printer, true);
    const form = screen.getByRole('form', { name: PoiUiMessages.formTitle });
    for (const legend of Object.values(PoiUiMessages.sections))
      expect(within(form).getByRole('group', { name: legend })).toBeTruthy();
    expect((screen.getByTestId('poi-form-serial') as HTMLInputElement).value).toBe('SN-77');
  });

  it('leaves the asset and warranty sections out of the form, and out of the update, when the POI came without them', () => {
    const actions = renderWindow(redactAssetDetails(printer), true);
    const form = screen.getByRole('form', { name: PoiUiMessages.formTitle });
    expect(within(form).getByRole('group', { name: PoiUiMessages.sections.basic })).toBeTruthy();
    expect(within(form).queryByRole('group', { name: PoiUiMessages.sections.asset })).toBeNull();
    expect(within(form).queryByRole('group', { name: PoiUiMessages.sections.warranty })).toBeNull();
    expect(screen.queryByTestId('poi-form-serial')).toBeNull();
    fireEvent.change(screen.getByTestId('poi-form-name'), { target: { value: 'Copier' } });
    fireEvent.click(screen.getByTestId('poi-form-submit'));
    expect(actions.updatePoi).toHaveBeenCalledTimes(1);
    const [, body] = actions.updatePoi.mock.calls[0] as unknown as [Poi, Record<string, unknown>];
    expect(body).toMatchObject({ puid: 'poi_printer', name: 'Copier' });
    for (const key of PoiAssetDetailKeys) expect(body, key).not.toHaveProperty(key);
  });
});
