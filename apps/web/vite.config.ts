import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { domainAlias } from '../../vitest.shared.js';
import { precompress } from './precompress';
import { preloadMapLibre } from './preloadMapLibre';
import { serviceWorker } from './serviceWorkerPlugin';

/** Where `vite dev` and `vite preview` forward /api; the Fastify server by default. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react(), preloadMapLibre(), serviceWorker(), precompress()],
  // The web app compiles the domain package from source, so it never waits for `tsc -b`.
  resolve: { alias: domainAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps without a sourceMappingURL comment: the server serves them (with a SourceMap
    // header) only when SOURCE_MAPS=1.
    sourcemap: 'hidden',
    // MapLibre is one ~1 MB library that react-map-gl already loads as its own chunk.
    chunkSizeWarningLimit: 1100,
  },
  server: { proxy },
  preview: { proxy },
});
