import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetSessionChannel } from '../session/broadcast';
import { deleteCookie } from '../session/cookies';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  resetSessionChannel();
});
