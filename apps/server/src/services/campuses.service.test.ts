import { CampusMessages, ServerMessages } from '@indoor/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import {
  actorOf,
  emptyStore,
  type FakeDataAccess,
  type FakeStore,
  fakeDataAccess,
  refusalOf,
  seed,
} from '../test/fake-repositories.js';
import { CampusesService } from './campuses.service.js';

describe('campus rules (in-memory repositories)', () => {
  let store: FakeStore;
  let data: FakeDataAccess;
  let campuses: CampusesService;
  let owner: UserRow;
  let stranger: UserRow;
  let admin: UserRow;

  beforeEach(() => {
    store = emptyStore();
    data = fakeDataAccess(store);
    campuses = new CampusesService(data);
    owner = seed.user(store, { id: 'owner' });
    stranger = seed.user(store, { id: 'stranger' });
    admin = seed.user(store, { id: 'admin', role: 'admin' });
    seed.space(store, owner.id, { buid: 'north' });
    seed.space(store, owner.id, { buid: 'south' });
    seed.space(store, stranger.id, { buid: 'hidden', is_published: false });
  });

  const add = (caller: UserRow, buids: string[], cuid?: string) =>
    campuses.add(actorOf(caller), { name: 'University', buids, ...(cuid ? { cuid } : {}) });

  it('refuses a campus without spaces, naming none stored', async () => {
    expect(await refusalOf(add(owner, []))).toEqual({
      status: 400,
      message: CampusMessages.noBuildings,
    });
    expect(store.campuses.size).toBe(0);
    expect(data.transactions).toBe(0);
  });

  it('refuses unknown spaces and spaces the caller may not see alike, naming them', async () => {
    expect(await refusalOf(add(owner, ['north', 'nowhere', 'hidden']))).toEqual({
      status: 400,
      message: ServerMessages.unknownSpaces('nowhere, hidden'),
    });
    expect(store.campuses.size).toBe(0);
    // The owner of the unpublished space may put it in a campus.
    await expect(add(stranger, ['hidden'])).resolves.toMatchObject({
      message: CampusMessages.added,
    });
  });

  it('stores the campus with its owner, a dash for no description, and each space once in order', async () => {
    const added = await add(owner, ['south', 'north', 'south']);
    expect(added.message).toBe(CampusMessages.added);
    expect(added.cuid).toMatch(/^cuid_[0-9a-f]+_\d{13}$/);
    expect(added.campus).toMatchObject({
      cuid: added.cuid,
      description: '-',
      buids: ['south', 'north'],
      owner_id: owner.id,
      greeklish: 'false',
    });
    expect(store.campuses.get(added.cuid)?.buids).toEqual(['south', 'north']);
  });

  it('answers a taken campus id with a conflict, on add and on renaming', async () => {
    await add(owner, ['north'], 'cuid_taken');
    expect(await refusalOf(add(owner, ['south'], 'cuid_taken'))).toEqual({
      status: 409,
      message: ServerMessages.campusIdTaken,
    });
    await add(owner, ['south'], 'cuid_other');
    expect(
      await refusalOf(
        campuses.update(actorOf(owner), { cuid: 'cuid_other', newcuid: 'cuid_taken' }),
      ),
    ).toEqual({ status: 409, message: ServerMessages.campusIdTaken });
    expect(store.campuses.get('cuid_taken')?.buids).toEqual(['north']);
  });

  it('a space deleted between the check and the write is refused as unknown', async () => {
    const lockMany = data.repos.spaces.lockManyAgainstDelete;
    data.repos.spaces.lockManyAgainstDelete = async (buids) => {
      store.spaces.delete('south');
      return lockMany(buids);
    };
    expect(await refusalOf(add(owner, ['north', 'south']))).toEqual({
      status: 400,
      message: ServerMessages.unknownSpaces('south'),
    });
  });

  it('shows the spaces of a campus the caller may see, in the campus order', async () => {
    seed.space(store, owner.id, { buid: 'south', is_published: false });
    const { cuid } = await add(owner, ['south', 'north']);
    const anonymous = await campuses.get(null, cuid);
    expect(anonymous.spaces.map((s) => s.buid)).toEqual(['north']);
    const own = await campuses.get(actorOf(owner), cuid);
    expect(own.spaces.map((s) => s.buid)).toEqual(['south', 'north']);
  });

  it('a campus showing the caller nothing is not found, except to its owner and admins', async () => {
    const { cuid } = await add(stranger, ['hidden']);
    const notFound = { status: 404, message: ServerMessages.campusNotFound };
    expect(await refusalOf(campuses.get(null, cuid))).toEqual(notFound);
    expect(await refusalOf(campuses.get(actorOf(owner), cuid))).toEqual(notFound);
    expect((await campuses.get(actorOf(stranger), cuid)).spaces).toHaveLength(1);
    store.spaces.delete('hidden');
    expect((await campuses.get(actorOf(admin), cuid)).spaces).toEqual([]);
    expect(await refusalOf(campuses.get(null, 'cuid_nope'))).toEqual(notFound);
  });

  it('only the owner and admins change or delete a campus', async () => {
    const { cuid } = await add(owner, ['north']);
    const forbidden = { status: 403, message: ServerMessages.campusEditForbidden };
    expect(await refusalOf(campuses.update(actorOf(stranger), { cuid, name: 'x' }))).toEqual(
      forbidden,
    );
    expect(await refusalOf(campuses.delete(actorOf(stranger), cuid))).toEqual(forbidden);
    expect(store.campuses.get(cuid)?.name).toBe('University');
    const renamed = await campuses.update(actorOf(admin), { cuid, newcuid: `${cuid}_v2` });
    expect(renamed).toMatchObject({
      message: CampusMessages.updated,
      campus: { cuid: `${cuid}_v2`, buids: ['north'] },
    });
    expect(await refusalOf(campuses.update(actorOf(owner), { cuid, name: 'x' }))).toEqual({
      status: 404,
      message: ServerMessages.campusNotFound,
    });
    expect(await campuses.delete(actorOf(owner), `${cuid}_v2`)).toEqual({
      message: CampusMessages.deleted,
    });
    expect(store.campuses.size).toBe(0);
  });

  it('changing the spaces checks them as adding does', async () => {
    const { cuid } = await add(owner, ['north']);
    expect(await refusalOf(campuses.update(actorOf(owner), { cuid, buids: [] }))).toEqual({
      status: 400,
      message: CampusMessages.noBuildings,
    });
    expect(await refusalOf(campuses.update(actorOf(owner), { cuid, buids: ['hidden'] }))).toEqual({
      status: 400,
      message: ServerMessages.unknownSpaces('hidden'),
    });
    await campuses.update(actorOf(owner), { cuid, buids: ['south', 'north'] });
    expect(store.campuses.get(cuid)?.buids).toEqual(['south', 'north']);
  });

  it('lists an admin every campus and everyone else their own', async () => {
    await add(owner, ['north'], 'cuid_a');
    await add(stranger, ['hidden'], 'cuid_b');
    const cuids = async (caller: UserRow) =>
      (await campuses.listOfUser(actorOf(caller))).buildingsets.map((c) => c.cuid).sort();
    expect(await cuids(admin)).toEqual(['cuid_a', 'cuid_b']);
    expect(await cuids(owner)).toEqual(['cuid_a']);
    expect(await cuids(stranger)).toEqual(['cuid_b']);
  });
});
