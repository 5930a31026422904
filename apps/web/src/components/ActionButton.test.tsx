import { CommonUiMessages } from '@indoor/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton } from './ActionButton';

describe('ActionButton', () => {
  it('is a plain button unless told otherwise, and acts on a click', () => {
    const onClick = vi.fn();
    render(<ActionButton label={CommonUiMessages.edit} testId="edit" onClick={onClick} />);
    const button = screen.getByTestId('edit') as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.className).toBe('button');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('composes the size and the variant into the class names the styles know', () => {
    render(
      <ActionButton
        label={CommonUiMessages.delete}
        testId="delete"
        variant="danger"
        small
        disabled
        onClick={() => undefined}
      />,
    );
    const button = screen.getByTestId('delete') as HTMLButtonElement;
    expect(button.className).toBe('button button--small button--danger');
    expect(button.disabled).toBe(true);
  });
});
