import type { ReactNode } from 'react';

/** The sentence under a panel's heading that says what the tab is for. */
export function PanelIntro({ children }: { children: ReactNode }) {
  return <p className="panel__intro">{children}</p>;
}
