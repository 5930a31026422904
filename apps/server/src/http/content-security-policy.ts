import type { ServerConfig } from '../config.js';

function originOf(template: string): string | null {
  try {
    // Tile templates hold {z}/{x}/{y} and sometimes {s}; only the origin matters here.
    return new URL(template.replace(/\{[a-z]\}/gi, '0')).origin;
  } catch {
    return null;
  }
}

/**
 * A strict policy that still lets the map load its configured tiles and run
 * MapLibre's workers (blob:) and WebGL shaders.
 */
export function contentSecurityPolicy(config: ServerConfig): Record<string, string[]> {
  const tileOrigins = Object.values(config.baseMapTiles)
    .map(originOf)
    .filter((o): o is string => o !== null);
  const geocoder = config.geocoderUrl ? originOf(config.geocoderUrl) : null;
  const external = [...new Set([...tileOrigins, ...(geocoder ? [geocoder] : [])])];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins],
    connectSrc: ["'self'", ...external],
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
