import fs from 'node:fs/promises';
import path from 'node:path';
import type { FloorPlanGeoreference } from '@indoor/domain';
import { renderFloorTiles } from '../../apps/server/src/tiles/render-floor-tiles.js';

/**
 * Child process of the tiling bench, so its peak memory is its own:
 * `tsx --conditions=source tools/lib/tiling-worker.ts <job.json>`, where the job
 * names the image, its georeference, the zooms and an output folder for
 * z/x/y.png. Prints one JSON line with the figures.
 */
export interface TilingJob {
  image: string;
  georeference: FloorPlanGeoreference;
  minZoom: number;
  maxZoom: number;
  outputDir: string;
  pngCompressionLevel?: number;
}

export interface TilingWorkerFigures {
  seconds: number;
  tileCount: number;
  zooms: Record<number, number>;
  sourceScale: number;
  /** Peak resident memory of this process (getrusage). */
  maxRssMb: number;
  /** Resident memory before tiling began: Node, tsx and the loaded modules. */
  baselineRssMb: number;
}

async function main(jobFile: string): Promise<void> {
  const job = JSON.parse(await fs.readFile(jobFile, 'utf8')) as TilingJob;
  // Tiles are written concurrently: the first tile of a folder creates it, the others wait for that.
  const folders = new Map<string, Promise<unknown>>();
  const baselineRssMb = process.memoryUsage().rss / 1024 / 1024;
  const started = performance.now();
  const result = await renderFloorTiles({
    image: job.image,
    georeference: job.georeference,
    minZoom: job.minZoom,
    maxZoom: job.maxZoom,
    ...(job.pngCompressionLevel === undefined
      ? {}
      : { pngCompressionLevel: job.pngCompressionLevel }),
    async writeTile(z, x, y, png) {
      const folder = path.join(job.outputDir, String(z), String(x));
      let created = folders.get(folder);
      if (!created) {
        created = fs.mkdir(folder, { recursive: true });
        folders.set(folder, created);
      }
      await created;
      await fs.writeFile(path.join(folder, `${y}.png`), png);
    },
  });
  const figures: TilingWorkerFigures = {
    seconds: (performance.now() - started) / 1000,
    tileCount: result.tileCount,
    zooms: result.zooms,
    sourceScale: result.sourceScale,
    // resourceUsage reports kilobytes.
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    baselineRssMb,
  };
  console.log(JSON.stringify(figures));
}

const jobFile = process.argv[2];
if (!jobFile) {
  console.error('usage: tiling-worker.ts <job.json>');
  process.exit(2);
}
await main(jobFile);
