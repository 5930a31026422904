import { useSyncExternalStore } from 'react';

/** The app's routes (docs/map-and-editor.md#pages): history-mode URLs, no hash. */
export type Route =
  | { name: 'main' }
  | { name: 'users' }
  /** The asset register (docs/audit.md#asset-register). */
  | { name: 'assets' }
  /** Where the federated provider sends the browser back with the id token in the fragment. */
  | { name: 'authCallback' }
  | { name: 'viewer'; buid: string | null; cuid: string | null; floor: string | null }
  | { name: 'notFound'; path: string };

/** The redirect_uri path of federated sign-in. */
export const FEDERATED_CALLBACK_PATH = '/auth/callback';

const nonEmpty = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);

export function parseRoute(pathname: string, search: string): Route {
  if (pathname === '/' || pathname === '/index.html') return { name: 'main' };
  if (pathname === '/users' || pathname === '/users/') return { name: 'users' };
  if (pathname === '/assets' || pathname === '/assets/') return { name: 'assets' };
  if (pathname === FEDERATED_CALLBACK_PATH) return { name: 'authCallback' };
  if (pathname === '/viewer' || pathname === '/viewer/') {
    const query = new URLSearchParams(search);
    return {
      name: 'viewer',
      buid: nonEmpty(query.get('buid')),
      cuid: nonEmpty(query.get('cuid')),
      floor: nonEmpty(query.get('floor')),
    };
  }
  return { name: 'notFound', path: pathname };
}

const NAVIGATE_EVENT = 'indoor:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

const currentLocation = () => `${window.location.pathname}${window.location.search}`;

/**
 * Goes to a same-origin URL and re-renders the route; history.pushState alone emits no
 * event. `replace` keeps the current entry out of the history (e.g. a URL with a token).
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

/** The current path and query; changes on every navigation. */
export function useLocation(): string {
  return useSyncExternalStore(subscribe, currentLocation);
}

export function routeOf(location: string): Route {
  const url = new URL(location, window.location.origin);
  return parseRoute(url.pathname, url.search);
}
