import type { Plugin } from 'vite';

/**
 * react-map-gl imports MapLibre (about 1 MB) dynamically, so without help the browser
 * asks for that chunk only once the app's own script has run. A modulepreload link in
 * index.html fetches it in parallel with the app's script instead.
 */
export function preloadMapLibre(): Plugin {
  return {
    name: 'preload-maplibre',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'maplibre-gl',
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
