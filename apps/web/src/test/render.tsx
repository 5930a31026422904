import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../state/serverData';

/** Renders with the app's own query client (alerts on failure included), minus retries. */
export function renderWithQueries(ui: ReactElement, container?: HTMLElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>{ui}</QueryClientProvider>,
    container ? { container } : {},
  );
}
