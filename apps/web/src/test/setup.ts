import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as zustand from 'zustand';
import { resetSessionChannel } from '../session/broadcast';
import { deleteCookie } from '../session/cookies';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}

/**
 * In the test files that share one module graph, 'zustand' is resettable-zustand.ts (see
 * vitest.projects.ts), which puts every store back to its first state; elsewhere each file
 * has fresh stores anyway.
 */
const resetAllStores: (() => void) | undefined = (zustand as { resetAllStores?: () => void })
  .resetAllStores;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  resetAllStores?.();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  resetSessionChannel();
});
