import { CommonUiMessages, ConnectivityMessages, SpaceUiMessages } from '@indoor/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBrowserOnline } from '../test/network';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

function NameForm({ onSubmit }: { onSubmit: () => void }) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit}>
      <TextField label={SpaceUiMessages.newSpace} name="name" value={name} onChange={setName} />
      <SubmitButton busy={false} label={CommonUiMessages.add} testId="add" />
    </form>
  );
}

describe('SubmitButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('submits its form online, with nothing to explain', () => {
    const onSubmit = vi.fn();
    render(<NameForm onSubmit={onSubmit} />);
    const button = screen.getByTestId('add');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.className).toBe('button button--primary');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline, submits nothing when pressed, keeps the typed text and says why until back online', () => {
    const onSubmit = vi.fn();
    render(<NameForm onSubmit={onSubmit} />);
    const field = screen.getByLabelText(SpaceUiMessages.newSpace) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'North wing' } });
    setBrowserOnline(false);

    const button = screen.getByTestId('add');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field.value).toBe('North wing');
    const reason = screen.getByRole('alert');
    expect(reason.textContent).toBe(ConnectivityMessages.formOffline);
    expect(reason.dataset.testid).toBe('add-offline');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);

    setBrowserOnline(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(field.value).toBe('North wing');
  });

  it('shows the reason only after a press, each time the device goes offline', () => {
    render(<NameForm onSubmit={() => undefined} />);
    setBrowserOnline(false);
    fireEvent.click(screen.getByTestId('add'));
    expect(screen.getByRole('alert')).toBeTruthy();
    setBrowserOnline(true);
    setBrowserOnline(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays disabled while busy or with nothing to send, offline too', () => {
    setBrowserOnline(false);
    render(
      <SubmitButton
        busy
        label={CommonUiMessages.add}
        busyLabel={CommonUiMessages.adding}
        testId="add"
      />,
    );
    const button = screen.getByTestId('add') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(CommonUiMessages.adding);
  });

  it('is a plain button for a secondary action', () => {
    render(<SubmitButton busy={false} label={CommonUiMessages.add} testId="add" primary={false} />);
    expect(screen.getByTestId('add').className).toBe('button');
  });
});
