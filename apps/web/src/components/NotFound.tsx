import { AppShellMessages } from '@indoor/domain';
import type { MouseEvent } from 'react';
import { navigate } from '../router';

export function NotFound({ path }: { path: string }) {
  const openMap = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate('/');
  };
  return (
    <main className="not-found">
      <h1>{AppShellMessages.pageNotFound}</h1>
      <p>
        {AppShellMessages.noPageAtLead}
        <code>{path}</code>
        {AppShellMessages.noPageAtTail}
      </p>
      <a href="/" onClick={openMap}>
        {AppShellMessages.openMap}
      </a>
    </main>
  );
}
