import { AssetRegisterMessages } from '@indoor/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AssetRegisterLink } from './AssetRegisterLink';

describe('AssetRegisterLink', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('opens the asset register inside the app', () => {
    render(<AssetRegisterLink />);
    const link = screen.getByRole('link', { name: AssetRegisterMessages.linkText });
    expect(link.getAttribute('href')).toBe('/assets');
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/assets');
  });

  it('leaves a Ctrl-click to the browser (a new tab)', () => {
    render(<AssetRegisterLink />);
    const link = screen.getByRole('link', { name: AssetRegisterMessages.linkText });
    let leftToBrowser: boolean | null = null;
    // Runs after React's handler; jsdom cannot open tabs, so the default stops here.
    const browser = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/');
  });
});
