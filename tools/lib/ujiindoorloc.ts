import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { SurveyScan } from '@indoor/domain';
import { strFromU8, unzipSync } from 'fflate';

/** A row of UJIIndoorLoc as a survey scan (x, y in EPSG:3857 metres) with who took it and when. */
export type UjiScan = SurveyScan & {
  x: number;
  y: number;
  floor: number;
  building: number;
  userId: number;
  phoneId: number;
  timestamp: number;
};

export interface UjiIndoorLoc {
  /** WAP001..WAP520, the data set's access points in column order. */
  accessPoints: string[];
  training: UjiScan[];
  validation: UjiScan[];
  /** sha256 of each CSV, to compare with the data set's README. */
  sha256: { training: string; validation: string };
}

const TRAINING = 'UJIndoorLoc/trainingData.csv';
const VALIDATION = 'UJIndoorLoc/validationData.csv';
/** The data set's value for an access point that was not heard. */
const NOT_HEARD = 100;

function parseCsv(text: string, name: string): { accessPoints: string[]; rows: UjiScan[] } {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const header = (lines[0] ?? '').split(',').map((h) => h.replace(/"/g, '').trim());
  const column = (title: string) => {
    const i = header.indexOf(title);
    if (i < 0) throw new Error(`${name}: no column ${title}`);
    return i;
  };
  const accessPoints = header.filter((h) => /^WAP\d{3}$/.test(h));
  const apColumns = accessPoints.map(column);
  const [lon, lat, floor, building, user, phone, time] = [
    'LONGITUDE',
    'LATITUDE',
    'FLOOR',
    'BUILDINGID',
    'USERID',
    'PHONEID',
    'TIMESTAMP',
  ].map(column) as [number, number, number, number, number, number, number];
  const rows = lines.slice(1).map((line, n) => {
    const cells = line.split(',').map(Number);
    const readings = [];
    for (let a = 0; a < apColumns.length; a++) {
      const rss = cells[apColumns[a] as number] as number;
      if (Number.isNaN(rss)) throw new Error(`${name}: row ${n + 2} is not numeric`);
      if (rss !== NOT_HEARD) readings.push({ mac: accessPoints[a] as string, rss });
    }
    return {
      x: cells[lon] as number,
      y: cells[lat] as number,
      floor: cells[floor] as number,
      building: cells[building] as number,
      userId: cells[user] as number,
      phoneId: cells[phone] as number,
      timestamp: cells[time] as number,
      readings,
    };
  });
  return { accessPoints, rows };
}

/** Reads the official UJIIndoorLoc zip (trainingData.csv and validationData.csv). */
export function readUjiIndoorLoc(zipPath: string): UjiIndoorLoc {
  const files = unzipSync(fs.readFileSync(zipPath), {
    filter: (f) => f.name === TRAINING || f.name === VALIDATION,
  });
  const read = (name: string) => {
    const bytes = files[name];
    if (!bytes) throw new Error(`${zipPath} holds no ${name}`);
    return { text: strFromU8(bytes), sha256: createHash('sha256').update(bytes).digest('hex') };
  };
  const training = read(TRAINING);
  const validation = read(VALIDATION);
  const t = parseCsv(training.text, TRAINING);
  const v = parseCsv(validation.text, VALIDATION);
  if (t.accessPoints.join() !== v.accessPoints.join()) {
    throw new Error('training and validation files name different access points');
  }
  return {
    accessPoints: t.accessPoints,
    training: t.rows,
    validation: v.rows,
    sha256: { training: training.sha256, validation: validation.sha256 },
  };
}
