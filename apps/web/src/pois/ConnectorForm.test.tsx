import { CommonUiMessages, PoiMessages, PoiUiMessages } from '@indoor/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConnectorForm } from './ConnectorForm';

function renderForm(overrides: Partial<Parameters<typeof ConnectorForm>[0]> = {}) {
  const handlers = { onSubmit: vi.fn(), onDelete: vi.fn(), onCancel: vi.fn() };
  render(<ConnectorForm kind="new" busy={false} {...handlers} {...overrides} />);
  return handlers;
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('ConnectorForm', () => {
  it('offers only Add and Delete for a new connector, and Add saves it', () => {
    const { onSubmit, onDelete } = renderForm();
    expect(screen.getByRole('form', { name: PoiUiMessages.connectorTitle })).toBeTruthy();
    expect(buttonNames().sort()).toEqual([CommonUiMessages.add, CommonUiMessages.delete].sort());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('connector-form-submit'));
    fireEvent.click(screen.getByTestId('connector-form-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('shows a saved connector id read-only with Update and Delete', () => {
    const { onSubmit, onDelete } = renderForm({ kind: 'existing', puid: 'poi_c1' });
    const id = screen.getByLabelText(PoiUiMessages.labels.connectorId) as HTMLInputElement;
    expect(id.value).toBe('poi_c1');
    expect(id.readOnly).toBe(true);
    expect(buttonNames().sort()).toEqual([CommonUiMessages.delete, PoiUiMessages.update].sort());
    fireEvent.click(screen.getByTestId('connector-form-delete'));
    expect(onDelete).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('connector-form-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cancels with Escape', () => {
    const { onCancel } = renderForm();
    fireEvent.keyDown(screen.getByTestId('connector-form-submit'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the failure and does not submit again while busy', () => {
    const { onSubmit } = renderForm({ busy: true, error: PoiMessages.addFailed });
    expect(screen.getByRole('alert').textContent).toBe(PoiMessages.addFailed);
    expect(screen.getByTestId('connector-form-submit').textContent).toBe(CommonUiMessages.adding);
    fireEvent.submit(screen.getByTestId('connector-form'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
