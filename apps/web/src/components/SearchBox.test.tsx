import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

function typeAndEnter(text: string) {
  const input = screen.getByTestId('search-box');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return input;
}

describe('SearchBox', () => {
  it('pans to valid coordinates at zoom 17 on Enter', () => {
    const onPan = vi.fn();
    render(<SearchBox onPan={onPan} />);
    const input = typeAndEnter('35.1443, 33.4101');
    expect(onPan).toHaveBeenCalledTimes(1);
    expect(onPan).toHaveBeenCalledWith({ lat: 35.1443, lon: 33.4101, zoom: 17 });
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('accepts the comma-only form', () => {
    const onPan = vi.fn();
    render(<SearchBox onPan={onPan} />);
    typeAndEnter('-12.5,140');
    expect(onPan).toHaveBeenCalledWith({ lat: -12.5, lon: 140, zoom: 17 });
  });

  it.each([
    'Main Library',
    '91 20',
    '10 20 30',
    '10',
    '',
  ])('does not pan for "%s" and only marks the field invalid', (text) => {
    const onPan = vi.fn();
    render(<SearchBox onPan={onPan} />);
    const input = typeAndEnter(text);
    expect(onPan).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not pan while typing, only on Enter', () => {
    const onPan = vi.fn();
    render(<SearchBox onPan={onPan} />);
    const input = screen.getByTestId('search-box');
    fireEvent.change(input, { target: { value: '57 21' } });
    fireEvent.keyDown(input, { key: 'a' });
    expect(onPan).not.toHaveBeenCalled();
  });
});
