/**
 * Writes the demo building: apps/server/demo-data/demo-building.json and one PNG
 * floor plan per floor. Run with `npm run demo:generate`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  buildDemoBuilding,
  demoFloorLayouts,
  floorImageName,
  serializeDemoBuilding,
} from './demo-building.js';
import { renderFloorPlanSvg } from './floor-plan-svg.js';

const DEMO_DATA_DIR = path.resolve(import.meta.dirname, '../../apps/server/demo-data');

/** A few flat fills and anti-aliased text: a small palette keeps each PNG well under 300 KB. */
async function rasteriseFloorPlan(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ palette: true, colors: 64, dither: 0, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

async function main(): Promise<void> {
  const building = buildDemoBuilding();
  await fs.mkdir(DEMO_DATA_DIR, { recursive: true });
  await fs.writeFile(
    path.join(DEMO_DATA_DIR, 'demo-building.json'),
    serializeDemoBuilding(building),
  );
  for (const layout of demoFloorLayouts()) {
    const png = await rasteriseFloorPlan(renderFloorPlanSvg(layout));
    const file = path.join(DEMO_DATA_DIR, floorImageName(layout.floorNumber));
    await fs.writeFile(file, png);
    console.log(`${path.relative(process.cwd(), file)}: ${(png.length / 1024).toFixed(1)} KB`);
  }
  const real = building.pois.filter((poi) => poi.pois_type !== 'None').length;
  console.log(
    `demo-building.json: ${building.floors.length} floors, ${real} POIs + ${building.pois.length - real} connectors, ${building.connections.length} connections`,
  );
}

await main();
