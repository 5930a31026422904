import { StorageKeys } from '@indoor/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../state/ui';
import { WelcomeModal } from './WelcomeModal';

describe('WelcomeModal', () => {
  beforeEach(() => {
    useUiStore.setState({ welcomeOpen: true });
  });

  it('is a modal dialog with focus on its button, closed by Escape and remembered', () => {
    render(<WelcomeModal />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to the indoor planner' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start mapping' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(StorageKeys.welcomeSeen)).toBe('true');
  });

  it('keeps Tab inside the dialog', () => {
    render(<WelcomeModal />);
    const button = screen.getByRole('button', { name: 'Start mapping' });
    // fireEvent returns false when the handler cancelled the browser's own focus move.
    expect(fireEvent.keyDown(button, { key: 'Tab' })).toBe(false);
    expect(fireEvent.keyDown(button, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes with its button and returns focus to the opener', () => {
    useUiStore.setState({ welcomeOpen: false });
    render(
      <>
        <button type="button" onClick={() => useUiStore.getState().openWelcome()}>
          ?
        </button>
        <WelcomeModal />
      </>,
    );
    const opener = screen.getByRole('button', { name: '?' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Start mapping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
