import { describe, expect, it } from 'vitest';
import { makeSpace } from '../test/factories';
import { mergeSpaces } from './spaceQueries';

describe('mergeSpaces', () => {
  it("shows each space once: public ones plus the caller's own, the own copy winning", () => {
    const hall = makeSpace({ buid: 'hall', name: 'Hall' });
    const lab = makeSpace({ buid: 'lab', name: 'Lab' });
    const labOwnCopy = makeSpace({ buid: 'lab', name: 'Lab (renamed)' });
    const draft = makeSpace({ buid: 'draft', is_published: 'false' });
    expect(mergeSpaces([hall, lab], [labOwnCopy, draft])).toEqual([hall, labOwnCopy, draft]);
    expect(mergeSpaces([hall], [])).toEqual([hall]);
  });
});
