import { AppShellMessages } from '@indoor/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, which is also its tooltip, and acts on a click', () => {
    const onClick = vi.fn();
    render(
      <IconButton label={AppShellMessages.centreOnSelection} testId="centre" onClick={onClick}>
        <span aria-hidden="true">+</span>
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: AppShellMessages.centreOnSelection });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('icon-button');
    expect(button.getAttribute('title')).toBe(AppShellMessages.centreOnSelection);
    expect(button.hasAttribute('aria-pressed')).toBe(false);
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a toggle state and a tooltip of its own, in the class it is given', () => {
    render(
      <IconButton
        label={AppShellMessages.showMyLocation}
        title={AppShellMessages.hideMyLocation}
        className="control-bar__help"
        pressed
        disabled
        testId="toggle"
        onClick={() => undefined}
      >
        ?
      </IconButton>,
    );
    const button = screen.getByTestId('toggle') as HTMLButtonElement;
    expect(button.className).toBe('control-bar__help');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe(AppShellMessages.showMyLocation);
    expect(button.title).toBe(AppShellMessages.hideMyLocation);
    expect(button.disabled).toBe(true);
  });
});
