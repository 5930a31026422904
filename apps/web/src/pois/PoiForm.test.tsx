import {
  CommonUiMessages,
  PoiMessages,
  PoiTypes,
  PoiUiMessages,
  poiAddBodySchema,
} from '@indoor/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePoiPlace } from '../test/factories';
import { PoiForm } from './PoiForm';
import { emptyPoiFormValues, type PoiFormValues, poiAddBody } from './poiForm';

const place = makePoiPlace();

function renderForm(overrides: Partial<Parameters<typeof PoiForm>[0]> = {}) {
  const handlers = { onSubmit: vi.fn(), onDelete: vi.fn(), onCancel: vi.fn() };
  render(
    <PoiForm kind="new" initial={emptyPoiFormValues()} busy={false} {...handlers} {...overrides} />,
  );
  return handlers;
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('poi-form-submit'));

/** The message tied to a control by aria-describedby, as a screen reader announces it. */
function describedBy(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('PoiForm', () => {
  it('shows the POI Asset Management sections and Add and Delete for a new POI', () => {
    renderForm();
    const form = screen.getByRole('form', { name: PoiUiMessages.formTitle });
    for (const legend of Object.values(PoiUiMessages.sections)) {
      expect(within(form).getByRole('group', { name: legend })).toBeTruthy();
    }
    expect(screen.getByTestId('poi-form-submit').textContent).toBe(CommonUiMessages.add);
    expect(screen.getByTestId('poi-form-delete').textContent).toBe(CommonUiMessages.delete);
    expect(screen.queryByTestId('poi-form-puid')).toBeNull();
    expect(field('poi-form-quantity').value).toBe('1');
    expect(document.activeElement).toBe(field('poi-form-name'));
  });

  it('shows the puid read-only with Update and Delete for a saved POI', () => {
    renderForm({ kind: 'existing', puid: 'poi_42' });
    const puid = screen.getByLabelText(PoiUiMessages.labels.puid) as HTMLInputElement;
    expect(puid.value).toBe('poi_42');
    expect(puid.readOnly).toBe(true);
    expect(screen.getByTestId('poi-form-submit').textContent).toBe(PoiUiMessages.update);
  });

  it('shows the room a saved POI lies in, read-only, and nothing when it is in none', () => {
    renderForm({ kind: 'existing', puid: 'poi_42', room: { id: 'u1', name: 'Lab 2.14' } });
    expect(screen.getByTestId('poi-form-room').textContent).toBe('Room: Lab 2.14');
    expect(screen.getByTestId('poi-form-room').closest('input')).toBeNull();
  });

  it('says a saved POI lies in a room without a name', () => {
    renderForm({ kind: 'existing', puid: 'poi_42', room: { id: 'u1', name: ' ' } });
    expect(screen.getByTestId('poi-form-room').textContent).toBe('Room: a room without a name');
  });

  it('shows no room for a POI in none', () => {
    renderForm({ kind: 'existing', puid: 'poi_42', room: null });
    expect(screen.queryByTestId('poi-form-room')).toBeNull();
  });

  it('shows the external id read-only next to the puid when the POI has one', () => {
    renderForm({ kind: 'existing', puid: 'poi_42', externalId: 'anyplace_7' });
    const external = screen.getByLabelText(PoiUiMessages.labels.externalId) as HTMLInputElement;
    expect(external.value).toBe('anyplace_7');
    expect(external.readOnly).toBe(true);
  });

  it('shows no external id for a POI made here', () => {
    renderForm({ kind: 'existing', puid: 'poi_42' });
    expect(screen.queryByTestId('poi-form-external-id')).toBeNull();
  });

  it('blocks an invalid price, shows why next to the field and moves focus there', () => {
    const { onSubmit } = renderForm();
    type('poi-form-name', 'Printer');
    type('poi-form-type', 'Office');
    type('poi-form-price', '12.345');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const price = field('poi-form-price');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(price)).toBe(PoiUiMessages.priceInvalid);
    expect(document.activeElement).toBe(price);
    expect(field('poi-form-name').getAttribute('aria-invalid')).toBeNull();

    type('poi-form-price', '12.34');
    expect(price.getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows every problem and focuses the first one', () => {
    const { onSubmit } = renderForm();
    type('poi-form-quantity', '0');
    type('poi-form-link', 'example.org');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(describedBy(field('poi-form-name'))).toBe(PoiUiMessages.nameRequired);
    expect(describedBy(field('poi-form-type'))).toBe(PoiUiMessages.typeRequired);
    expect(describedBy(field('poi-form-quantity'))).toContain('whole number');
    expect(describedBy(field('poi-form-link'))).toBe(PoiUiMessages.linkInvalid);
    expect(document.activeElement).toBe(field('poi-form-name'));
  });

  it('submits the typed values, which make an add body the server accepts', () => {
    const { onSubmit } = renderForm();
    type('poi-form-name', 'Printer');
    type('poi-form-description', 'Colour laser');
    type('poi-form-type', 'Office');
    fireEvent.click(field('poi-form-entrance'));
    type('poi-form-manufacturer', 'Acme');
    type('poi-form-purchase-date', '2024-03-01');
    type('poi-form-price', '199.5');
    type('poi-form-quantity', '3');
    type('poi-form-link', 'https://acme.example/x1');
    type('poi-form-tags', 'printer, floor 2');
    type('poi-form-warranty-scope', 'Parts');
    type('poi-form-warranty-expiration', '2026-03-01');
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]?.[0] as PoiFormValues;
    expect(values).toMatchObject({
      name: 'Printer',
      poisType: 'Office',
      isBuildingEntrance: true,
      price: '199.5',
      quantity: '3',
      warrantyExpiration: '2026-03-01',
    });
    expect(poiAddBodySchema.parse(poiAddBody(values, place))).toMatchObject({
      name: 'Printer',
      pois_type: 'Office',
      is_building_entrance: true,
      price: 199.5,
      quantity: 3,
      tags: ['printer', 'floor 2'],
      warranty: { scope: 'Parts', expirationDate: '2026-03-01', isLifetime: false },
    });
  });

  it('lets a custom type override the chosen type', () => {
    const { onSubmit } = renderForm();
    type('poi-form-name', 'Plotter');
    type('poi-form-type', 'Office');
    type('poi-form-custom-type', 'Plotter room');
    submit();
    const values = onSubmit.mock.calls[0]?.[0] as PoiFormValues;
    expect(poiAddBody(values, place).pois_type).toBe('Plotter room');
  });

  it('offers the POI types, the building custom types and the current type once each', () => {
    renderForm({
      kind: 'existing',
      initial: { ...emptyPoiFormValues(), name: 'X', poisType: 'Server room' },
      extraTypes: ['Plotter room', 'Office', 'Server room'],
    });
    const options = [...(field('poi-form-type') as unknown as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    expect(options).toEqual([...PoiTypes, 'Plotter room', 'Server room']);
    expect(field('poi-form-type').value).toBe('Server room');
  });

  it('disables the warranty expiration while the warranty is lifetime', () => {
    renderForm();
    const expiration = field('poi-form-warranty-expiration');
    expect(expiration.disabled).toBe(false);
    fireEvent.click(field('poi-form-warranty-lifetime'));
    expect(expiration.disabled).toBe(true);
    fireEvent.click(field('poi-form-warranty-lifetime'));
    expect(expiration.disabled).toBe(false);
  });

  it('deletes with Delete and cancels with Escape, without submitting', () => {
    const { onSubmit, onDelete, onCancel } = renderForm();
    fireEvent.click(screen.getByTestId('poi-form-delete'));
    expect(onDelete).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(field('poi-form-tags'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the save failure and locks its buttons while busy', () => {
    const { onSubmit } = renderForm({
      kind: 'existing',
      puid: 'poi_1',
      initial: { ...emptyPoiFormValues(), name: 'Printer', poisType: 'Office' },
      busy: true,
      error: PoiMessages.updateFailed,
    });
    expect(screen.getByRole('alert').textContent).toBe(PoiMessages.updateFailed);
    const button = screen.getByTestId('poi-form-submit') as HTMLButtonElement;
    expect(button.textContent).toBe(PoiUiMessages.updating);
    expect(button.disabled).toBe(true);
    expect((screen.getByTestId('poi-form-delete') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('poi-form'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
