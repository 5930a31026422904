import { AccountMessages, ConnectivityMessages, RequestMessages } from '@indoor/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { setBrowserOnline } from '../test/network';
import { Dialog } from './Dialog';
import { FormActions } from './FormActions';
import { TextField } from './TextField';
import { useFormSubmission } from './useFormSubmission';

const networkError = () =>
  new ApiError('userUpdate', 0, RequestMessages.unreachable('Failed to fetch'));

/** A dialog form as the account and user screens have them: it closes only after a save. */
function DetailsDialog({
  save,
  onClose,
}: {
  save: (name: string, email: string) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { busy, error, submit, firstField } = useFormSubmission(async () => {
    await save(name, email);
    onClose();
  }, AccountMessages.detailsSaveFailed);
  return (
    <Dialog title={AccountMessages.detailsHeading} onClose={onClose} testId="details-dialog">
      <form onSubmit={submit} data-testid="details-form">
        <TextField
          label={AccountMessages.nameLabel}
          name="name"
          value={name}
          onChange={setName}
          inputRef={firstField}
        />
        <TextField
          label={AccountMessages.emailLabel}
          name="email"
          value={email}
          onChange={setEmail}
        />
        <FormActions
          error={error}
          errorTestId="details-error"
          busy={busy}
          submitLabel={AccountMessages.saveDetails}
          busyLabel={AccountMessages.saveDetails}
          submitTestId="details-submit"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

function fill() {
  const name = screen.getByLabelText(AccountMessages.nameLabel) as HTMLInputElement;
  const email = screen.getByLabelText(AccountMessages.emailLabel) as HTMLInputElement;
  fireEvent.change(name, { target: { value: 'Grace Hopper' } });
  fireEvent.change(email, { target: { value: 'grace@example.org' } });
  return { name, email };
}

const press = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('details-submit'));
  });
};

describe('useFormSubmission', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps every field as typed and the dialog open when the save fails with a network error', async () => {
    const save = vi.fn().mockRejectedValue(networkError());
    const onClose = vi.fn();
    render(<DetailsDialog save={save} onClose={onClose} />);
    const { name, email } = fill();
    await press();
    expect(save).toHaveBeenCalledWith('Grace Hopper', 'grace@example.org');
    expect(screen.getByTestId('details-error').textContent).toBe(AccountMessages.detailsSaveFailed);
    expect([name.value, email.value]).toEqual(['Grace Hopper', 'grace@example.org']);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('details-dialog')).toBeTruthy();
    // Ready for another try, which can succeed.
    save.mockResolvedValue(undefined);
    await press();
    expect(save).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offline, sends nothing when pressed, keeps what was typed and says why', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<DetailsDialog save={save} onClose={onClose} />);
    const { name, email } = fill();
    setBrowserOnline(false);
    await press();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByTestId('details-submit-offline').textContent).toBe(
      ConnectivityMessages.formOffline,
    );
    expect([name.value, email.value]).toEqual(['Grace Hopper', 'grace@example.org']);
    expect(onClose).not.toHaveBeenCalled();

    setBrowserOnline(true);
    await press();
    expect(save).toHaveBeenCalledWith('Grace Hopper', 'grace@example.org');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offline, a form submitted without its button sends nothing either', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(<DetailsDialog save={save} onClose={() => undefined} />);
    const { name } = fill();
    setBrowserOnline(false);
    await act(async () => {
      fireEvent.submit(screen.getByTestId('details-form'));
    });
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByTestId('details-error').textContent).toBe(ConnectivityMessages.formOffline);
    expect(name.value).toBe('Grace Hopper');
  });

  it('can be sent again after a success when the form stays open', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(<DetailsDialog save={save} onClose={() => undefined} />);
    fill();
    await press();
    const button = screen.getByTestId('details-submit') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('false');
    await press();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
