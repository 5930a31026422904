import { monitorEventLoopDelay } from 'node:perf_hooks';
import { syntheticSurvey } from '@indoor/domain';
import { computeAccesMapInWorker } from './acces-map-thread.js';

const s = syntheticSurvey({
  seed: 11,
  corridors: 4,
  widthM: 120,
  accessPoints: 100,
  scans: 1000,
  shadowingDb: 5,
});
const json = JSON.stringify(s.scans.map((x) => [x.lat, x.lon, x.macs, x.rss]));
const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
let last = performance.now();
const iv = setInterval(() => {
  const now = performance.now();
  if (now - last > 40) console.log('gap', Math.round(now - last), 'at', Math.round(now - t));
  last = now;
}, 5);
const t = performance.now();
const map = await computeAccesMapInWorker(
  { scansJson: json, floor: '0', outline: null },
  (p) => console.log('progress', p, Math.round(performance.now() - t)),
  new AbortController().signal,
);
clearInterval(iv);
console.log(map.crlb.length, Math.round(performance.now() - t), 'max pause', h.max / 1e6);
