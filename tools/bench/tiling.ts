import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FloorPlanGeoreference, georeferenceFromPlacement } from '@indoor/domain';
import sharp from 'sharp';
import type { BenchStatus } from '../lib/bench-status.js';
import { ensureFloorPlanPng } from '../lib/floor-plan-raster.js';
import { canSampleProcessTrees, type MeasuredRun, runMeasured } from '../lib/measured-process.js';
import type { TilingJob, TilingWorkerFigures } from '../lib/tiling-worker.js';

/**
 * Floor-plan tiling against GDAL: a 10,000 x 8,000 px drawing, 200 m wide,
 * turned 30 degrees, tiled for zooms 15..22 by renderFloorTiles and by
 * gdalwarp + gdal2tiles.py, each in its own process so its peak memory is its own.
 *
 * Options: --runs=N runs ours N times and reports the median (default 3);
 * --keep leaves the tiles in the temporary folder it prints.
 */
const imageWidth = 10_000;
const imageHeight = 8_000;
const minZoom = 15;
const maxZoom = 22;
const placement = {
  centre: { lat: 35.1447, lon: 33.4109 },
  widthM: 200,
  rotationDegrees: 30,
  widthPx: imageWidth,
  heightPx: imageHeight,
};
const goal = { timeRatio: 0.5, memoryRatio: 1 };

interface ContenderFigures {
  contender: string;
  /** Wall seconds of the contender's processes, start-up included. */
  processSeconds: number;
  /** Seconds of the tiling work alone, where the contender reports it. */
  workSeconds: number | null;
  tiles: number;
  peakRssMb: number;
  zooms: Map<number, Set<string>>;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function tileSetsIn(folder: string): Map<number, Set<string>> {
  const zooms = new Map<number, Set<string>>();
  if (!fs.existsSync(folder)) return zooms;
  for (const z of fs.readdirSync(folder)) {
    if (!/^\d+$/.test(z)) continue;
    const tiles = new Set<string>();
    for (const x of fs.readdirSync(path.join(folder, z))) {
      for (const file of fs.readdirSync(path.join(folder, z, x))) {
        if (file.endsWith('.png')) tiles.add(`${x}/${file.replace(/\.png$/, '')}`);
      }
    }
    zooms.set(Number(z), tiles);
  }
  return zooms;
}

/** Tiles with at least one pixel that is not fully transparent. */
async function visibleTiles(folder: string, zooms: Map<number, Set<string>>) {
  const visible = new Map<number, Set<string>>();
  for (const [z, tiles] of zooms) {
    const kept = new Set<string>();
    for (const tile of tiles) {
      const { data, info } = await sharp(path.join(folder, String(z), `${tile}.png`))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (let i = info.channels - 1; i < data.length; i += info.channels) {
        if (data[i] !== 0) {
          kept.add(tile);
          break;
        }
      }
    }
    visible.set(z, kept);
  }
  return visible;
}

const countTiles = (zooms: Map<number, Set<string>>) =>
  [...zooms.values()].reduce((sum, tiles) => sum + tiles.size, 0);

function failed(step: string, run: MeasuredRun): Error {
  return new Error(`${step} failed (exit ${run.exitCode}):\n${run.stderr || run.stdout}`);
}

async function runOurs(
  image: string,
  georeference: FloorPlanGeoreference,
  workDir: string,
  runs: number,
): Promise<ContenderFigures & { sourceScale: number; baselineRssMb: number }> {
  const worker = path.join(import.meta.dirname, '../lib/tiling-worker.ts');
  const tsxLoader = import.meta.resolve('tsx');
  const attempts: { run: MeasuredRun; figures: TilingWorkerFigures; outputDir: string }[] = [];
  for (let attempt = 1; attempt <= runs; attempt++) {
    const outputDir = path.join(workDir, `ours-${attempt}`);
    const job: TilingJob = { image, georeference, minZoom, maxZoom, outputDir };
    const jobFile = path.join(workDir, `job-${attempt}.json`);
    fs.writeFileSync(jobFile, JSON.stringify(job));
    const run = await runMeasured(process.execPath, [
      '--conditions=source',
      '--import',
      tsxLoader,
      worker,
      jobFile,
    ]);
    if (run.exitCode !== 0) throw failed('renderFloorTiles worker', run);
    const figures = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as TilingWorkerFigures;
    attempts.push({ run, figures, outputDir });
    if (attempt > 1) fs.rmSync(outputDir, { recursive: true, force: true });
  }
  const sorted = [...attempts].sort((a, b) => a.figures.seconds - b.figures.seconds);
  const median = sorted[Math.floor(sorted.length / 2)] ?? sorted[0];
  if (!median) throw new Error('no run of ours');
  console.log(
    `ours: ${runs} run(s), tiling seconds ${attempts.map((a) => round(a.figures.seconds, 2)).join(', ')}; median reported`,
  );
  return {
    contender: 'ours (renderFloorTiles)',
    processSeconds: median.run.seconds,
    workSeconds: median.figures.seconds,
    tiles: median.figures.tileCount,
    peakRssMb: median.figures.maxRssMb,
    baselineRssMb: median.figures.baselineRssMb,
    sourceScale: median.figures.sourceScale,
    zooms: tileSetsIn(attempts[0]?.outputDir ?? ''),
  };
}

function gdalVersion(): string | null {
  const probe = spawnSync('gdalinfo', ['--version'], { encoding: 'utf8' });
  const tiles = spawnSync('gdal2tiles.py', ['--help'], { encoding: 'utf8' });
  if (probe.status !== 0 || tiles.status !== 0) return null;
  return probe.stdout.trim();
}

/** An ESRI world file: the affine transform of pixel centres (A D B E C F). */
function worldFile(geo: FloorPlanGeoreference): string {
  const { origin, xAxis, yAxis } = geo;
  const centreX = origin.x + 0.5 * xAxis.x + 0.5 * yAxis.x;
  const centreY = origin.y + 0.5 * xAxis.y + 0.5 * yAxis.y;
  return `${[xAxis.x, xAxis.y, yAxis.x, yAxis.y, centreX, centreY].map((v) => v.toPrecision(17)).join('\n')}\n`;
}

async function runGdal(
  image: string,
  georeference: FloorPlanGeoreference,
  workDir: string,
): Promise<ContenderFigures & { steps: { step: string; seconds: number; peakRssMb: number }[] }> {
  const folder = path.join(workDir, 'gdal');
  fs.mkdirSync(folder, { recursive: true });
  // GDAL reads the georeference from a world file beside the image (plan.pgw for plan.png).
  const plan = path.join(folder, 'plan.png');
  fs.symlinkSync(image, plan);
  fs.writeFileSync(path.join(folder, 'plan.pgw'), worldFile(georeference));
  const warped = path.join(folder, 'warped.tif');
  const tilesDir = path.join(folder, 'tiles');
  const warp = await runMeasured('gdalwarp', [
    '-q',
    '-s_srs',
    'EPSG:3857',
    '-t_srs',
    'EPSG:3857',
    '-r',
    'bilinear',
    '-dstalpha',
    '-multi',
    '-wo',
    'NUM_THREADS=2',
    '-co',
    'TILED=YES',
    plan,
    warped,
  ]);
  if (warp.exitCode !== 0) throw failed('gdalwarp', warp);
  const tiles = await runMeasured('gdal2tiles.py', [
    '-q',
    '--xyz',
    '-z',
    `${minZoom}-${maxZoom}`,
    '-w',
    'none',
    '--processes=2',
    warped,
    tilesDir,
  ]);
  if (tiles.exitCode !== 0) throw failed('gdal2tiles.py', tiles);
  const zooms = tileSetsIn(tilesDir);
  return {
    contender: 'GDAL (gdalwarp + gdal2tiles)',
    processSeconds: warp.seconds + tiles.seconds,
    workSeconds: null,
    tiles: countTiles(zooms),
    peakRssMb: Math.max(warp.peakTreeRssMb, tiles.peakTreeRssMb),
    zooms,
    steps: [
      { step: 'gdalwarp', seconds: warp.seconds, peakRssMb: warp.peakTreeRssMb },
      { step: 'gdal2tiles.py', seconds: tiles.seconds, peakRssMb: tiles.peakTreeRssMb },
    ],
  };
}

export default async function tilingBench(args: string[]): Promise<BenchStatus | undefined> {
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  const keep = args.includes('--keep');
  const cacheDir = path.join(os.tmpdir(), 'indoor-bench-tiling');
  fs.mkdirSync(cacheDir, { recursive: true });
  const image = path.join(cacheDir, `plan-${imageWidth}x${imageHeight}.png`);
  const drawingStarted = performance.now();
  await ensureFloorPlanPng(image, imageWidth, imageHeight);
  const georeference = georeferenceFromPlacement(placement);
  console.log(
    `tiling: ${imageWidth} x ${imageHeight} px drawing (${round(fs.statSync(image).size / 1e6)} MB PNG, ready in ${round((performance.now() - drawingStarted) / 1000, 2)} s), ` +
      `${placement.widthM} m wide, turned ${placement.rotationDegrees} degrees, zooms ${minZoom}..${maxZoom}; ` +
      `${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => round(l, 2))
        .join(' ')}, Node ${process.version}`,
  );
  if (!canSampleProcessTrees) {
    console.log('note: /proc process-tree sampling is unavailable; GDAL peak memory will read 0.');
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indoor-bench-tiling-run-'));
  try {
    const ours = await runOurs(image, georeference, workDir, Math.max(1, runs));
    const version = gdalVersion();
    const gdal = version ? await runGdal(image, georeference, workDir) : null;
    if (!version) {
      console.log(
        'note: GDAL is not installed (gdalinfo / gdal2tiles.py not found), so only our figures are shown. ' +
          'Install it with: apt-get update && apt-get install -y gdal-bin python3-gdal',
      );
    } else {
      console.log(
        `GDAL: ${version}; gdalwarp -multi -wo NUM_THREADS=2, gdal2tiles.py --processes=2`,
      );
    }

    console.table(
      [ours, ...(gdal ? [gdal] : [])].map((c) => ({
        contender: c.contender,
        'seconds (process)': round(c.processSeconds, 2),
        'seconds (tiling)': c.workSeconds === null ? '' : round(c.workSeconds, 2),
        tiles: c.tiles,
        'peak RSS MB': round(c.peakRssMb),
      })),
    );
    console.log(
      `ours: peak RSS of the worker process (getrusage), of which ${round(ours.baselineRssMb)} MB is Node + tsx before tiling; ` +
        `source decoded at ${round(ours.sourceScale, 3)} x its pixels.`,
    );
    // Without GDAL there is nothing to compare with: no goal is judged.
    if (!gdal) return undefined;
    console.table(
      gdal.steps.map((s) => ({
        'GDAL step': s.step,
        seconds: round(s.seconds, 2),
        'peak RSS MB (process tree, sampled 50 ms)': round(s.peakRssMb),
      })),
    );

    const timeRatio = ours.processSeconds / gdal.processSeconds;
    const memoryRatio = ours.peakRssMb / gdal.peakRssMb;
    const timeMet = timeRatio <= goal.timeRatio;
    const memoryMet = memoryRatio <= goal.memoryRatio;
    console.log(
      `ours / GDAL: time ${round(timeRatio, 3)} (goal <= ${goal.timeRatio}: ${timeMet ? 'met' : 'NOT met'}), ` +
        `memory ${round(memoryRatio, 3)} (goal <= ${goal.memoryRatio}: ${memoryMet ? 'met' : 'NOT met'}); ` +
        `goal ${timeMet && memoryMet ? 'MET' : 'NOT MET'}`,
    );

    const gdalVisible = await visibleTiles(path.join(workDir, 'gdal', 'tiles'), gdal.zooms);
    const rows = [];
    for (let z = minZoom; z <= maxZoom; z++) {
      const mine = ours.zooms.get(z) ?? new Set<string>();
      const theirs = gdal.zooms.get(z) ?? new Set<string>();
      const theirsVisible = gdalVisible.get(z) ?? new Set<string>();
      rows.push({
        zoom: z,
        ours: mine.size,
        'GDAL files': theirs.size,
        'GDAL with a visible pixel': theirsVisible.size,
        'only ours': [...mine].filter((t) => !theirsVisible.has(t)).length,
        'only GDAL (visible)': [...theirsVisible].filter((t) => !mine.has(t)).length,
      });
    }
    console.table(rows);
    return { goalsMet: timeMet && memoryMet };
  } finally {
    if (keep) console.log(`tiles kept in ${workDir} (ours in ours-1/, GDAL in gdal/tiles/)`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }
}
