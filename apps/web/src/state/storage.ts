/*
 * Storage access that never throws: private browsing modes and full quotas make
 * localStorage/sessionStorage throw, and a lost preference must not break the app.
 */

function safeRead(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function safeWrite(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // The preference is simply not remembered.
  }
}

export const readLocal = (key: string) => safeRead(() => window.localStorage, key);
export const writeLocal = (key: string, value: string) =>
  safeWrite(() => window.localStorage, key, value);
export const readSession = (key: string) => safeRead(() => window.sessionStorage, key);
export const writeSession = (key: string, value: string) =>
  safeWrite(() => window.sessionStorage, key, value);

function safeRemove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

export const removeLocal = (key: string) => safeRemove(() => window.localStorage, key);
export const removeSession = (key: string) => safeRemove(() => window.sessionStorage, key);
