import { PoiUiMessages } from '@indoor/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './FormError';

describe('FormError', () => {
  it('announces the failure as an alert in the form error style', () => {
    render(<FormError message={PoiUiMessages.graphFailed} testId="form-error" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(PoiUiMessages.graphFailed);
    expect(alert.className).toBe('form__error');
    expect(alert.dataset.testid).toBe('form-error');
  });

  it('shows nothing without a failure', () => {
    const { container } = render(<FormError message={null} />);
    expect(container.innerHTML).toBe('');
  });
});
