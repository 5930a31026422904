import { AuditCycleConstants, SpaceMessages } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { makeSpace } from '../test/factories';
import {
  editValuesOf,
  moveBody,
  newSpaceDefaults,
  validateNewSpace,
  validateSpaceEdit,
} from './spaceForm';

describe('new-space form', () => {
  it('defaults to a published building and sends "-" for empty description, address and url', () => {
    const verdict = validateNewSpace(
      { ...newSpaceDefaults, name: ' Lab ' },
      { lat: 35.123456789, lon: 33.987654321 },
    );
    expect(verdict).toEqual({
      ok: true,
      body: {
        name: 'Lab',
        description: '-',
        bucode: '',
        space_type: 'building',
        is_published: true,
        address: '-',
        url: '-',
        coordinates_lat: 35.1234568,
        coordinates_lon: 33.9876543,
      },
    });
  });

  it('needs a name and a valid position', () => {
    const at = { lat: 1, lon: 2 };
    expect(validateNewSpace(newSpaceDefaults, at)).toEqual({
      ok: false,
      message: SpaceMessages.requiredMissing,
    });
    const named = { ...newSpaceDefaults, name: 'Lab' };
    expect(validateNewSpace(named, { lat: 95, lon: 2 })).toEqual({
      ok: false,
      message: SpaceMessages.invalidLatitude,
    });
    expect(validateNewSpace(named, { lat: 1, lon: -181 })).toEqual({
      ok: false,
      message: SpaceMessages.invalidLongitude,
    });
  });
});

describe('edit form', () => {
  const space = makeSpace({ buid: 'lib', description: '-', url: '-' });

  it('shows "-" as empty and sends the whole form', () => {
    const values = editValuesOf(space);
    expect(values).toMatchObject({ description: '', url: '', is_published: true });
    expect(validateSpaceEdit('lib', { ...values, name: 'New' })).toEqual({
      ok: true,
      body: {
        buid: 'lib',
        name: 'New',
        description: '-',
        bucode: 'LIB',
        space_type: 'building',
        is_published: true,
        address: '-',
        url: '-',
        coordinates_lat: '57.0501',
        coordinates_lon: '21.0102',
        audit_interval_days: AuditCycleConstants.defaultIntervalDays,
        audited_place_types: [],
      },
    });
  });

  it('needs a selected space, a name and coordinates in range', () => {
    const values = editValuesOf(space);
    expect(validateSpaceEdit(null, values)).toEqual({
      ok: false,
      message: SpaceMessages.noBuildingForUpdate,
    });
    expect(validateSpaceEdit('lib', { ...values, name: '' })).toMatchObject({
      message: SpaceMessages.requiredMissing,
    });
    expect(validateSpaceEdit('lib', { ...values, coordinates_lat: '91' })).toMatchObject({
      message: SpaceMessages.invalidLatitude,
    });
    expect(validateSpaceEdit('lib', { ...values, coordinates_lon: 'east' })).toMatchObject({
      message: SpaceMessages.invalidLongitude,
    });
  });

  it('edits the audit interval in whole days within the bounds', () => {
    const values = editValuesOf({ ...space, audit_interval_days: 90 });
    expect(values.audit_interval_days).toBe('90');
    expect(validateSpaceEdit('lib', { ...values, audit_interval_days: ' 30 ' })).toMatchObject({
      ok: true,
      body: { audit_interval_days: 30 },
    });
    for (const bad of [
      '0',
      '1.5',
      '-3',
      'yearly',
      '',
      String(AuditCycleConstants.maxIntervalDays + 1),
    ]) {
      expect(validateSpaceEdit('lib', { ...values, audit_interval_days: bad })).toEqual({
        ok: false,
        message: SpaceMessages.invalidAuditInterval,
      });
    }
  });

  it('sends a dragged marker position rounded to 7 decimals', () => {
    expect(moveBody('lib', { lat: 35.144549080962165, lon: 33.412124490738734 })).toEqual({
      buid: 'lib',
      coordinates_lat: 35.1445491,
      coordinates_lon: 33.4121245,
    });
  });
});
