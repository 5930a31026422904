import { describe, expect, it } from 'vitest';
import {
  archiveNameMessage,
  backupArchiveFileName,
  checkArchiveEntryNames,
  classifyArchiveEntryName,
  floorPlanEntryName,
  radiomapEntryName,
} from './archive-layout.js';
import { BackupMessages } from './messages.js';

const problemOf = (name: string) => {
  const verdict = classifyArchiveEntryName(name);
  return verdict.ok ? null : verdict.problem;
};

describe('archive entry names', () => {
  it('accepts the layout and reads the floor out of plan and radiomap names', () => {
    expect(classifyArchiveEntryName('building.json')).toEqual({
      ok: true,
      entry: { kind: 'building', name: 'building.json' },
    });
    expect(classifyArchiveEntryName('allpois.json')).toMatchObject({ entry: { kind: 'pois' } });
    expect(classifyArchiveEntryName('allconnections.json')).toMatchObject({
      entry: { kind: 'connections' },
    });
    expect(classifyArchiveEntryName('floor_plans/2.png')).toEqual({
      ok: true,
      entry: { kind: 'floorPlan', name: 'floor_plans/2.png', floor: 2, format: 'png' },
    });
    expect(classifyArchiveEntryName('floor_plans/-1.jpg')).toMatchObject({
      entry: { floor: -1, format: 'jpeg' },
    });
    expect(classifyArchiveEntryName('floor_plans/10.webp')).toMatchObject({
      entry: { floor: 10, format: 'webp' },
    });
    expect(classifyArchiveEntryName('radiomaps/0-radiomap.txt')).toEqual({
      ok: true,
      entry: { kind: 'radiomap', name: 'radiomaps/0-radiomap.txt', floor: 0 },
    });
    expect(classifyArchiveEntryName('radiomaps/-2-radiomap.txt')).toMatchObject({
      entry: { floor: -2 },
    });
    expect(classifyArchiveEntryName('floor_plans/')).toMatchObject({ entry: { kind: 'folder' } });
  });

  it('refuses every way out of the layout, each with its reason', () => {
    expect(problemOf('../../etc/passwd')).toBe('parent');
    expect(problemOf('floor_plans/../../x.png')).toBe('parent');
    expect(problemOf('/etc/passwd')).toBe('absolute');
    expect(problemOf('floor_plans\\..\\x.png')).toBe('backslash');
    expect(problemOf('C:/Windows/x.png')).toBe('drive');
    expect(problemOf('c:x.png')).toBe('drive');
    expect(problemOf('floor_plans/1.png\u0000.txt')).toBe('control');
    expect(problemOf('allpois.json\n')).toBe('control');
    expect(problemOf('floor_plans//1.png')).toBe('emptySegment');
    expect(problemOf('other/')).toBe('emptySegment');
    expect(problemOf('building.json/')).toBe('emptySegment');
    expect(problemOf('./building.json')).toBe('dot');
    expect(problemOf('')).toBe('empty');
    expect(problemOf(`floor_plans/${'1'.repeat(300)}.png`)).toBe('tooLong');
    for (const outside of [
      'readme.txt',
      'Building.json',
      'floor_plans/1.bmp',
      'floor_plans/01.png',
      'floor_plans/-0.png',
      'floor_plans/1.5.png',
      'floor_plans/a/1.png',
      'radiomaps/1.txt',
      'radiomaps/1-radiomap.txt.exe',
      'floor_plans',
    ]) {
      expect(problemOf(outside), outside).toBe('outsideLayout');
    }
    expect(problemOf('floor_plans/-1000.png')).toBe('floorRange');
  });

  it('refuses a name twice and a second plan or radiomap for one floor', () => {
    expect(checkArchiveEntryNames(['building.json', 'allpois.json', 'building.json'])).toEqual({
      ok: false,
      name: 'building.json',
      problem: 'duplicate',
    });
    expect(checkArchiveEntryNames(['floor_plans/2.png', 'floor_plans/2.jpg'])).toEqual({
      ok: false,
      name: 'floor_plans/2.jpg',
      problem: 'duplicateFloor',
    });
    const fine = checkArchiveEntryNames([
      'building.json',
      'floor_plans/',
      'floor_plans/2.png',
      'radiomaps/2-radiomap.txt',
    ]);
    expect(fine.ok && fine.entries.map((e) => e.kind)).toEqual([
      'building',
      'folder',
      'floorPlan',
      'radiomap',
    ]);
    expect(checkArchiveEntryNames(['building.json', '../x'])).toMatchObject({
      ok: false,
      name: '../x',
      problem: 'parent',
    });
  });

  it('names the files and the archive as documented, and words refusals safely', () => {
    expect(floorPlanEntryName('3', 'png')).toBe('floor_plans/3.png');
    expect(floorPlanEntryName(-1, 'jpeg')).toBe('floor_plans/-1.jpg');
    expect(radiomapEntryName('3')).toBe('radiomaps/3-radiomap.txt');
    expect(backupArchiveFileName('building_abc')).toBe('building_abc.zip');
    expect(archiveNameMessage('../x\u0000', 'parent')).toBe(
      `The archive holds an entry a backup cannot have: "../x\\u0000" (${BackupMessages.nameProblems.parent}).`,
    );
  });
});
