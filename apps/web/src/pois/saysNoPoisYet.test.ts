import { describe, expect, it } from 'vitest';
import { makePoi } from '../test/factories';
import { saysNoPoisYet } from './PoiLayer';

describe('saysNoPoisYet', () => {
  it('speaks when the POIs toggle turns on over a floor whose loaded list is empty', () => {
    expect(saysNoPoisYet(false, true, [])).toBe(true);
    expect(saysNoPoisYet(true, true, [])).toBe(false);
    expect(saysNoPoisYet(false, false, [])).toBe(false);
    expect(saysNoPoisYet(false, true, undefined)).toBe(false);
    expect(saysNoPoisYet(false, true, [makePoi()])).toBe(false);
  });
});
