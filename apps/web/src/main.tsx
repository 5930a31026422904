import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createQueryClient } from './state/serverData';
// MapLibre's styles before the app's, which override some of them: the map's code is in a
// screen's chunk, loaded later, and its stylesheet would otherwise come last.
import 'maplibre-gl/dist/maplibre-gl.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
