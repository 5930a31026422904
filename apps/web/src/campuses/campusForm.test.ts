import { CampusMessages, CampusUiMessages } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { campusFormValues, validateCampusAdd, validateCampusEdit } from './campusForm';

const values = { name: ' North campus ', description: '', cuid: 'cuid_1', buids: ['a', 'b', 'a'] };

describe('campus form rules', () => {
  it('adds a campus with a trimmed name, unique buildings and "-" for an empty description', () => {
    expect(validateCampusAdd(values)).toEqual({
      ok: true,
      body: { name: 'North campus', description: '-', buids: ['a', 'b'] },
    });
  });

  it('needs a name and at least one building', () => {
    expect(validateCampusAdd({ ...values, name: '  ' })).toEqual({
      ok: false,
      message: CampusUiMessages.nameRequired,
    });
    expect(validateCampusAdd({ ...values, buids: [] })).toEqual({
      ok: false,
      message: CampusMessages.noBuildings,
    });
  });

  it('needs a selected campus to update', () => {
    expect(validateCampusEdit(null, values)).toEqual({
      ok: false,
      message: CampusMessages.noSelected,
    });
  });

  it('sends a changed id as newcuid, and only a valid one', () => {
    expect(validateCampusEdit('cuid_1', values)).toEqual({
      ok: true,
      body: { cuid: 'cuid_1', name: 'North campus', description: '-', buids: ['a', 'b'] },
    });
    expect(validateCampusEdit('cuid_1', { ...values, cuid: 'north_campus' })).toMatchObject({
      ok: true,
      body: { cuid: 'cuid_1', newcuid: 'north_campus' },
    });
    expect(validateCampusEdit('cuid_1', { ...values, cuid: 'north campus/2' })).toEqual({
      ok: false,
      message: CampusUiMessages.invalidId,
    });
  });

  it('starts the edit form from the campus, showing "-" as empty', () => {
    expect(
      campusFormValues({
        cuid: 'c',
        name: 'N',
        description: '-',
        buids: ['a'],
        greeklish: 'false',
        owner_id: 'u',
      }),
    ).toEqual({ name: 'N', description: '', cuid: 'c', buids: ['a'] });
  });
});
