import { useMemo, useSyncExternalStore } from 'react';

/** The app's routes (SPEC section 2): history-mode URLs, no hash. */
export type Route =
  | { name: 'main' }
  | { name: 'viewer'; buid: string | null; cuid: string | null; floor: string | null }
  | { name: 'notFound'; path: string };

const nonEmpty = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);

export function parseRoute(pathname: string, search: string): Route {
  if (pathname === '/' || pathname === '/index.html') return { name: 'main' };
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

/** Pushes a same-origin URL and re-renders the route; history.pushState alone emits no event. */
export function navigate(to: string): void {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

export function useRoute(): Route {
  const location = useSyncExternalStore(subscribe, currentLocation);
  return useMemo(() => {
    const url = new URL(location, window.location.origin);
    return parseRoute(url.pathname, url.search);
  }, [location]);
}
