import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import {
  OfflineConstants,
  OfflineMessages,
  shellFiles,
} from '../../packages/domain/src/offline/index.js';
import { domainAlias } from '../../vitest.shared.js';

const SERVICE_WORKER_ENTRY = fileURLToPath(
  new URL('./src/offline/service-worker/serviceWorker.ts', import.meta.url),
);
/** The app's colour: the browser's bar and the splash screen of the installed app. */
const THEME_COLOUR = '#1d4ed8';
/** Icons in public/icons, copied to the site root as they are. */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
];

/** The web app manifest: what the browser installs to the home screen. */
function webAppManifest(): string {
  const manifest = {
    name: OfflineMessages.appName,
    short_name: OfflineMessages.appShortName,
    description: OfflineMessages.appDescription,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: ICONS,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The service worker, one self-contained script, with this build's version and files in it. */
async function serviceWorkerScript(files: readonly string[]): Promise<string> {
  const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: domainAlias },
    define: { __OFFLINE_BUILD__: JSON.stringify({ version, files }) },
    build: {
      write: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      lib: {
        entry: SERVICE_WORKER_ENTRY,
        formats: ['iife'],
        name: 'plannerServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = results[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('the service worker build wrote no script');
  return chunk.code;
}

/**
 * Writes the web app manifest and the service worker (src/offline/service-worker) beside
 * the build: the worker lists the build's scripts and styles, which it keeps when it
 * installs, and is named after them, so every new build installs a new worker.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: OfflineConstants.manifestPath.slice(1),
        source: webAppManifest(),
      });
      const files = [
        ...shellFiles(Object.keys(bundle)),
        OfflineConstants.manifestPath,
        ...ICONS.map((icon) => icon.src),
      ];
      this.emitFile({
        type: 'asset',
        fileName: OfflineConstants.serviceWorkerPath.slice(1),
        source: await serviceWorkerScript(files),
      });
    },
  };
}
