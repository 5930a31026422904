import type { MouseEvent } from 'react';
import { navigate } from '../router';

export function NotFound({ path }: { path: string }) {
  const openMap = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate('/');
  };
  return (
    <main className="not-found">
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{path}</code>.
      </p>
      <a href="/" onClick={openMap}>
        Open the map
      </a>
    </main>
  );
}
