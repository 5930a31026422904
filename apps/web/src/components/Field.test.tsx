import { AccountMessages } from '@indoor/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { TextField } from './TextField';

describe('Field, through TextField', () => {
  it('names its control by the label and announces the hint with it', () => {
    render(
      <TextField
        label={AccountMessages.newPasswordLabel}
        name="new-password"
        value=""
        onChange={() => undefined}
        hint={AccountMessages.passwordHint(8)}
      />,
    );
    const input = screen.getByLabelText(AccountMessages.newPasswordLabel);
    const hintId = input.getAttribute('aria-describedby');
    expect(hintId).toBeTruthy();
    expect(document.getElementById(hintId ?? '')?.textContent).toBe(
      AccountMessages.passwordHint(8),
    );
  });

  it('has no hint and describes nothing when none is given; rows make a textarea', () => {
    render(
      <TextField
        label={AccountMessages.nameLabel}
        name="name"
        value=""
        rows={3}
        onChange={() => undefined}
      />,
    );
    const area = screen.getByLabelText(AccountMessages.nameLabel);
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('.field__hint')).toBeNull();
  });

  it('adds its own class beside field, and hands the control the id its label names', () => {
    const { container } = render(
      <Field label={AccountMessages.nameLabel} className="users-toolbar__search">
        {({ id, describedBy }) => (
          <input id={id} className="field__input" aria-describedby={describedBy} />
        )}
      </Field>,
    );
    expect(container.firstElementChild?.className).toBe('field users-toolbar__search');
    const input = screen.getByLabelText(AccountMessages.nameLabel);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
