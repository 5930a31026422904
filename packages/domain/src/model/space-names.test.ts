import { describe, expect, it } from 'vitest';
import { BackupMessages } from '../backup/messages.js';
import { SpaceFieldLimits } from '../spaces/constants.js';
import { restoredSpaceName, spacePickerLabels } from './space-names.js';

describe('restoredSpaceName', () => {
  it('adds the suffix', () => {
    expect(restoredSpaceName('Main Hall')).toBe(`Main Hall${BackupMessages.restoredSuffix}`);
  });

  it('shortens a long name so name and suffix fit the limit', () => {
    const name = restoredSpaceName('x'.repeat(SpaceFieldLimits.nameMaxLength));
    expect(name.length).toBe(SpaceFieldLimits.nameMaxLength);
    expect(name.endsWith(BackupMessages.restoredSuffix)).toBe(true);
  });

  it('never cuts a surrogate pair in two', () => {
    const room = SpaceFieldLimits.nameMaxLength - BackupMessages.restoredSuffix.length;
    const name = restoredSpaceName(`${'a'.repeat(room - 1)}😀😀`);
    expect(name).toBe(`${'a'.repeat(room - 1)}${BackupMessages.restoredSuffix}`);
  });
});

describe('spacePickerLabels', () => {
  it('shows the code, else the address, only for names shared in the list', () => {
    const labels = spacePickerLabels([
      { buid: 'a', name: 'Main Hall', bucode: 'B12', address: '1 Oak St' },
      { buid: 'b', name: 'Main Hall', bucode: '', address: '3 Elm St' },
      { buid: 'c', name: 'Library', bucode: 'L1', address: '' },
    ]);
    expect(labels.get('a')).toBe('Main Hall — B12');
    expect(labels.get('b')).toBe('Main Hall — 3 Elm St');
    expect(labels.get('c')).toBe('Library');
  });

  it('keeps the bare name when a shared-name space has neither code nor address', () => {
    const labels = spacePickerLabels([
      { buid: 'a', name: 'Hall' },
      { buid: 'b', name: 'Hall', bucode: '', address: '-' },
    ]);
    expect(labels.get('a')).toBe('Hall');
    expect(labels.get('b')).toBe('Hall');
  });
});
