import { AccountMessages, CommonUiMessages, ConnectivityMessages } from '@indoor/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBrowserOnline } from '../test/network';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ConfirmDialog } from './ConfirmDialog';

const title = AccountMessages.changePassword;
const confirmLabel = CommonUiMessages.signIn;
const busyLabel = CommonUiMessages.saving;

describe('ConfirmDialog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offline, confirms nothing, stays open and says why; back online it confirms', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDeleteDialog
        title={title}
        message={AccountMessages.passwordChangeEndsOthers}
        testId="thing"
        pending={false}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    setBrowserOnline(false);
    const confirm = screen.getByTestId('thing-confirm');
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByTestId('thing-dialog')).toBeTruthy();
    const reason = screen.getByTestId('thing-offline');
    expect(reason.textContent).toBe(ConnectivityMessages.actionOffline);
    expect(confirm.getAttribute('aria-describedby')).toBe(reason.id);

    setBrowserOnline(true);
    expect(screen.queryByTestId('thing-offline')).toBeNull();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('focuses Cancel, confirms with its button and shows a refusal in the dialog', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title={title}
        confirmLabel={confirmLabel}
        busyLabel={busyLabel}
        pending={false}
        error={AccountMessages.passwordsDiffer}
        testId="thing"
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        <p>{AccountMessages.passwordChangeEndsOthers}</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog', { name: title })).toBe(screen.getByTestId('thing-dialog'));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: CommonUiMessages.cancel }),
    );
    expect(screen.getByText(AccountMessages.passwordChangeEndsOthers)).toBeTruthy();
    expect(screen.getByTestId('thing-error').textContent).toBe(AccountMessages.passwordsDiffer);
    const confirm = screen.getByTestId('thing-confirm');
    expect(confirm.className).toBe('button button--primary');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: CommonUiMessages.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says it is busy and cannot be confirmed twice while pending', () => {
    render(
      <ConfirmDialog
        title={title}
        confirmLabel={confirmLabel}
        busyLabel={busyLabel}
        danger
        pending
        testId="thing"
        onCancel={() => undefined}
        onConfirm={() => undefined}
      >
        {null}
      </ConfirmDialog>,
    );
    const confirm = screen.getByTestId('thing-confirm') as HTMLButtonElement;
    expect(confirm.textContent).toBe(busyLabel);
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(confirm.className).toBe('button button--danger');
    expect(screen.queryByTestId('thing-error')).toBeNull();
  });

  it('asks before a deletion with a red Delete button and the message', () => {
    render(
      <ConfirmDeleteDialog
        title={title}
        message={AccountMessages.passwordChangeEndsOthers}
        testId="thing"
        pending={false}
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    const confirm = screen.getByTestId('thing-confirm');
    expect(confirm.textContent).toBe(CommonUiMessages.delete);
    expect(confirm.className).toBe('button button--danger');
    expect(screen.getByText(AccountMessages.passwordChangeEndsOthers).tagName).toBe('P');
  });
});
